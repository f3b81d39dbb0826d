import Foundation
import JamaalCore
import JamaalJSON
import JamaalModel
import JamaalSchedule
import JamaalSync

/// The steps of an R5 schedule: what people do on each device (through the facade), what the
/// cloud and the process do to them.
extension RandomSchedule {
  enum Step: CaseIterable {
    case evaluate, act, lateCorrection, edit, concurrentEdit, oneOff, focus, night, sync, fault
    case kill, hostile

    var weight: Int {
      switch self {
      case .evaluate: 4
      case .act: 6
      case .lateCorrection: 2
      case .edit: 3
      case .concurrentEdit: 1
      case .oneOff, .night, .fault, .kill: 1
      case .focus: 2
      case .sync: 8
      case .hostile: 2
      }
    }
  }

  /// The rule edits R5 makes.
  enum Edit: CaseIterable {
    case title, start, window, exception, pause
  }

  func step() async throws {
    var roll = Int.random(in: 0..<Step.allCases.reduce(0) { $0 + $1.weight }, using: &random)
    let step =
      Step.allCases.first { step in
        roll -= step.weight
        return roll < 0
      } ?? .sync
    let device = pick(devices)
    note("step \(step) on \(device.name)")
    switch step {
    case .evaluate: try await device.evaluate()
    case .act: try await act(on: device, late: false)
    case .lateCorrection: try await act(on: device, late: true)
    case .edit: try await edit(pick(Edit.allCases), of: pick(rules), on: device)
    case .concurrentEdit:
      // Two devices edit two different fields of one rule before either syncs (D-17).
      let rule = pick(rules)
      let edits = Edit.allCases.shuffled(using: &random)
      let others = devices.filter { $0 !== device }
      try await edit(edits[0], of: rule, on: device)
      try await edit(edits[1], of: rule, on: pick(others))
    case .oneOff: try addOneOff(on: device)
    case .focus: try focus(on: device)
    case .night:
      let date = device.today.adding(days: Int.random(in: 0...1, using: &random))
      try attempt { try device.jamaal.markNight(date, as: random.roll(0.5) ? .planned : .skipped) }
    case .sync: await round(device)
    case .fault: await fault(device)
    case .kill:
      device.cloud.arm(
        pick(KillingCloud.Call.allCases), after: Int.random(in: 0...2, using: &random))
      await round(device)
      device.cloud.disarm()
    case .hostile: try hostile()
    }
  }

  func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

  /// Runs a facade call, taking its refusals (a person's action the facade says no to) as
  /// nothing happening.
  func attempt(_ body: () throws -> Void) throws {
    do { try body() } catch is JamaalError {} catch is FieldError {}
  }

  /// A person acts on an Anchor the app offers an action for (after the launch's rollover, most
  /// times): attend, skip or delegate — or, `late`, the late correction on a missed one.
  private func act(on device: R5Device, late: Bool) async throws {
    if random.roll(0.6) { try await device.evaluate() }
    let now = device.clock.now
    let day = device.jamaal.logicalDay
    var choices: [(Anchor, AnchorAction)] = []
    for anchor in try device.nearbyAnchors() {
      let offered = AnchorActions.availableActions(for: anchor, now: now, logicalDay: day)
      if late {
        if offered.contains(.markDoneAfterAll) { choices.append((anchor, .attend)) }
      } else {
        choices += offered.filter { $0 != .markDoneAfterAll }.map { (anchor, $0) }
      }
    }
    guard !choices.isEmpty else { return }
    let (anchor, action) = pick(choices)
    try attempt {
      let decided = try device.jamaal.anchors.act(action, on: anchor)
      ledger.decided(decided, on: device.name)
      note("\(device.name) \(decided.attendanceStatus.rawValue) \(R5Ledger.key(decided))")
    }
  }

  /// Edits one field of a rule on a device, noting what it wrote.
  func edit(_ edit: Edit, of rule: UUID, on device: R5Device) async throws {
    if random.roll(0.3) { try await device.evaluate() }
    let jamaal = device.jamaal
    switch edit {
    case .title:
      let title = "Rule \(next()) on \(device.name)"
      try attempt {
        try jamaal.rules.edit(rule, sets: ["title=\(title)"])
        ledger.wrote(.string(title), .title, rule: rule)
      }
    case .start:
      let minutes = 15 * Int.random(in: 24...80, using: &random)
      let start = String(format: "%02d:%02d", minutes / 60, minutes % 60)
      try attempt {
        try jamaal.rules.edit(rule, sets: ["start=\(start)"])
        ledger.wrote(.string(start), .start, rule: rule)
      }
    case .window:
      let window = 5 * Int.random(in: 3...24, using: &random)
      try attempt {
        try jamaal.rules.edit(rule, sets: ["window=\(window)"])
        ledger.wrote(.integer(window), .window, rule: rule)
      }
    case .exception:
      let start = device.today.adding(days: Int.random(in: -1...3, using: &random))
      let end = start.adding(days: Int.random(in: 0...2, using: &random))
      let reasons: [ExceptionReason] = [.holiday, .travel, .illness, .termBreak, .other]
      let range = try ExceptionRange(start: start, end: end, reason: pick(reasons))
      try attempt {
        try jamaal.rules.addException(range, toRuleWithID: rule)
        ledger.exceptions[rule, default: []].append(range)
      }
    case .pause:
      guard let paused = try device.store.rule(id: rule)?.isPaused else { return }
      try attempt {
        try jamaal.rules.change(paused ? .resume : .pause, ruleWithID: rule)
        ledger.wrote(.bool(!paused), .paused, rule: rule)
      }
    }
  }

  /// A one-off typed in (AN-08), today or tomorrow.
  private func addOneOff(on device: R5Device) throws {
    let date = device.today.adding(days: Int.random(in: 0...1, using: &random))
    let start = 15 * Int.random(in: 28...84, using: &random)
    let end = min(start + 15 * Int.random(in: 1...8, using: &random), 23 * 60 + 45)
    guard let opens = WallClockTime(minutes: start), let closes = WallClockTime(minutes: end) else {
      return
    }
    let id = UUID(randomFrom: &random)
    try attempt {
      var anchor = try OneOff.make(
        title: "One-off \(next())", date: date, start: opens, end: closes,
        now: device.clock.now, logicalDay: device.jamaal.logicalDay)
      anchor.id = id
      try device.jamaal.anchors.addOneOff(anchor)
    }
  }

  /// A timer started or stopped — or started on two devices before either syncs (G-26).
  private func focus(on device: R5Device) throws {
    let starting = random.roll(0.3) ? devices : [device]
    for device in starting {
      if try device.jamaal.focus.running() != nil, starting.count == 1 {
        try attempt { try device.jamaal.focus.stop() }
      } else {
        try attempt { try device.jamaal.focus.start(title: "Focus \(next())") }
      }
    }
  }

  /// The cloud's switches: storage full, a sign-out (or signing back in), a round offline.
  private func fault(_ device: R5Device) async {
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      if let memory {
        var faults = memory.faults
        faults.quotaExceeded.toggle()
        memory.faults = faults
      } else if let folder {
        if folder.exists("full") {
          folder.delete("full")
        } else {
          try? Data().write(to: folder.cloud.appendingPathComponent("full"))
        }
      }
    case 1:
      if signedOut.contains(device.name) { signIn(device) } else { signOut(device) }
    default:
      memory?.faults.offline = true
      await round(device)
      memory?.faults.offline = false
    }
  }
}
