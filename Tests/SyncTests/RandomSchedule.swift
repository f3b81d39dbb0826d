import Foundation
import JamaalCore
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport

/// Where an R5 schedule's devices meet: the in-memory cloud with its fault model, or a
/// `FolderCloud` on a temporary folder that other programs also write into.
enum R5Cloud: Sendable {
  case memory
  case folder
}

/// One R5 schedule, from its seed (BARS.md R5): 2–3 devices, each with its own clock (some hours
/// or days off, running at its own pace), driven through the facade — rollovers, decisions,
/// late corrections, concurrent edits of one rule, exceptions, pauses, one-offs, timers — while
/// the cloud drops, doubles, reorders, delays and fails, devices sign out and are killed
/// mid-round, and crafted records and damaged files arrive. Then the settle phase, and the
/// invariants (``R5Invariants``).
final class RandomSchedule {
  let seed: UInt64
  let mode: R5Cloud
  var random: SeededGenerator
  /// The true time; every device's clock runs from it at its own offset and pace.
  var world = Fixtures.instant("2026-11-29T14:05:00Z")
  let memory: InMemoryCloud?
  let folder: R5Folder?
  var devices: [R5Device] = []
  var ledger = R5Ledger()
  var signedOut: Set<String> = []
  var rules: [UUID] = []
  /// The last report of each device's last round that ran to its end.
  var lastReports: [String: SyncReport] = [:]
  /// How many steps the schedule takes before it settles.
  let steps: Int
  /// A number for titles, so every value written is told apart.
  var counter = 0
  var outsideBefore: [String: String] = [:]
  /// What happened, step by step, when `JAMAAL_R5_TRACE` is set (printed with the summary).
  var trace: [String]? = ProcessInfo.processInfo.environment["JAMAAL_R5_TRACE"] != nil ? [] : nil
  /// How many of each thing happened, for the summary.
  var counts: [String: Int] = [:]

  /// A schedule.
  /// - Parameters:
  ///   - seed: its seed (the same seed replays it).
  ///   - mode: the cloud.
  ///   - steps: how many steps it may take (drawn from the seed).
  /// - Throws: when the sandbox of a folder schedule cannot be made.
  init(seed: UInt64, mode: R5Cloud, steps: ClosedRange<Int>) throws {
    self.seed = seed
    self.mode = mode
    random = SeededGenerator(seed: seed)
    self.steps = Int.random(in: steps, using: &random)
    switch mode {
    case .memory:
      var faults = CloudFaults.all(Double(seed % 4) * 0.08)
      faults.failNext = Int(seed % 3)
      memory = InMemoryCloud(seed: seed &* 31 &+ 7, faults: faults, pageSize: 5)
      folder = nil
    case .folder:
      memory = nil
      folder = try R5Folder(seed: seed, now: world)
    }
  }

  /// Offsets a device clock may start at, against the world's.
  private static let offsets: [Double] = [0, 3 * 3_600, -4 * 3_600, 50 * 60, 2 * 86_400, -86_400]
  /// Paces a device clock may run at.
  private static let rates: [Double] = [1, 1, 0.8, 1.25]

  /// Runs the schedule, settles it and checks it.
  /// - Returns: what went wrong (empty when every invariant holds).
  func run() async throws -> [String] {
    defer { if ledger.problems.isEmpty { folder?.remove() } }
    outsideBefore = folder?.outsideListing() ?? [:]
    let count = Int.random(in: 2...3, using: &random)
    for (index, name) in ["iphone", "ipad", "mac"].prefix(count).enumerated() {
      let offset = index == 0 ? 0 : Self.offsets.randomElement(using: &random) ?? 0
      let rate = index == 0 ? 1 : Self.rates.randomElement(using: &random) ?? 1
      devices.append(
        try R5Device(
          name, clock: MovingClock(world + offset), rate: rate, cloud: makeCloud))
    }
    try await addRule(Self.schoolRun, title: "School run", on: devices[0])
    try await addRule(Self.bins, title: "Bins", on: devices[1])
    if let folder { plantFromTheStart(folder) }
    for _ in 0..<steps {
      try await step()
      let minutes =
        random.roll(0.1)
        ? Int.random(in: 360...840, using: &random) : Int.random(in: 1...150, using: &random)
      world += Double(minutes * 60)
      for device in devices { device.advance(world: Double(minutes * 60)) }
    }
    try await settle()
    ledger.problems += try R5Invariants(schedule: self).problems()
    return ledger.problems
  }

  private func makeCloud(_ clock: MovingClock) -> any CloudDatabase {
    if let memory { return memory }
    return FolderCloud(
      folder: folder?.cloud ?? URL(fileURLWithPath: "/nonexistent"), clock: clock, pageSize: 5)
  }

  /// A rule, added on one device (with an id from the seed, so the schedule replays) and
  /// evaluated there.
  private func addRule(_ config: String, title: String, on device: R5Device) async throws {
    let rule = AnchorRule(
      id: UUID(randomFrom: &random), title: title, sourceKey: .scheduled,
      configData: Data(config.utf8), effortMinutes: 20, createdAt: device.clock.now)
    try device.store.insertRule(rule)
    try await device.evaluate()
    rules.append(rule.id)
    ledger.ruleOrigins[rule.id] = R5Ledger.fields(of: rule)
  }

  static let schoolRun = #"""
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","fri","sat","sun"]},
     "slots":[{"id":"drop","label":"Drop-off","start":"08:15","windowMinutes":30},
              {"id":"pick","label":"Pick-up","start":"15:15","windowMinutes":30}],
     "effortMinutes":20,"placement":"fixed"}
    """#

  static let bins = #"""
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","fri","sat","sun"]},
     "slots":[{"id":"out","label":"Bins out","start":"19:00","windowMinutes":120}],
     "effortMinutes":10,"placement":"fixed"}
    """#

  /// One round on a device: a kill is what a kill is; any other throw is a device that stopped
  /// syncing.
  @discardableResult
  func round(_ device: R5Device) async -> SyncReport? {
    do {
      let report = try await device.engine.sync()
      note(
        "\(device.name) round at \(device.clock.now): sent \(report.sent), received \(report.received),"
          + " status \(String(describing: report.status)), set aside \(report.setAsideInAll)")
      lastReports[device.name] = report
      counts["rounds", default: 0] += 1
      if report.status != .signedIn { counts["rounds not signed in", default: 0] += 1 }
      if report.timerClash { counts["clashes", default: 0] += 1 }
      try ownClock(device)
      return report
    } catch let killed as KillingCloud.Killed {
      note("\(device.name) \(killed)")
      counts["kills", default: 0] += 1
      return nil
    } catch {
      ledger.problems.append("\(device.name)'s round threw: \(error)")
      return nil
    }
  }

  /// D-16: a device never holds as missed an Anchor whose window has not closed on its own clock.
  private func ownClock(_ device: R5Device) throws {
    let now = device.clock.now
    for anchor in try device.nearbyAnchors()
    where anchor.attendanceStatus == .missed && anchor.windowEnd > now {
      let problem =
        "\(device.name) holds \(R5Ledger.key(anchor)) missed while its window is open on its clock"
      if !ledger.problems.contains(problem) { ledger.problems.append(problem) }
    }
  }

  /// The settle phase: no faults, every device signed in, every clock moved past every window
  /// and every honest stamp (and more than a day past them), rounds until nothing moves, every
  /// device evaluates, rounds again — until an evaluation writes nothing.
  private func settle() async throws {
    memory?.faults = CloudFaults()
    memory?.releaseDelayed()
    for device in devices {
      device.cloud.disarm()
      if signedOut.contains(device.name) { signIn(device) }
    }
    if let folder { folder.delete("full") }
    var end = world
    for device in devices {
      end = max(end, device.clock.now)
      for anchor in try device.allAnchors() { end = max(end, anchor.windowEnd) }
    }
    end += 86_400 + 3_600
    for device in devices { device.move(to: end) }
    try await quiet()
    for _ in 0..<4 {
      var wrote = false
      for device in devices where !(try await device.evaluate().isEmpty) { wrote = true }
      guard wrote else { return }
      try await quiet()
    }
    ledger.problems.append("every device evaluated four times and still wrote")
  }

  /// Clean rounds on every device until a whole pass moves nothing.
  private func quiet() async throws {
    for _ in 0..<12 {
      var moved = 0
      for device in devices {
        guard let report = await round(device) else { continue }
        moved += report.sent + report.received
      }
      if moved == 0 { return }
    }
    ledger.problems.append("twelve clean passes still moved records")
  }

  /// Signs a device back in to the account it had: sync resumes by itself (G-80).
  func signIn(_ device: R5Device) {
    signedOut.remove(device.name)
    memory?.setAccount(.signedIn("default"), for: device.name)
    folder?.delete("accounts/\(device.name)")
  }

  /// Signs a device out.
  func signOut(_ device: R5Device) {
    signedOut.insert(device.name)
    memory?.setAccount(.signedOut, for: device.name)
    if let folder {
      let url = folder.cloud.appendingPathComponent("accounts/\(device.name)")
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data("signed-out".utf8).write(to: url)
    }
  }

  /// What the schedule did, in a line (printed when a seed is replayed).
  var summary: String {
    let decisions = ledger.decisions.values.reduce(0) { $0 + $1.count }
    let edits = ledger.ruleWrites.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }
    let exceptions = ledger.exceptions.values.reduce(0) { $0 + $1.count }
    let anchors = (try? devices.first?.allAnchors().count) ?? nil
    return "\(devices.count) devices, \(steps) steps, \(decisions) decisions on"
      + " \(ledger.decisions.count) Anchors, \(edits) rule edits, \(exceptions) exceptions,"
      + " \(ledger.hostile.count) crafted records (\(ledger.hostile.map(\.name).joined(separator: ", "))),"
      + " \(counts) , \(anchors ?? 0) Anchors stored, \(folder?.planted.count ?? 0) files planted"
  }

  /// Notes what happened, when tracing.
  func note(_ text: @autoclosure () -> String) {
    if trace != nil { trace?.append(text()) }
  }

  /// The next number for a title.
  func next() -> Int {
    counter += 1
    return counter
  }
}

extension UUID {
  /// A random id from a seeded generator (so a schedule replays).
  init(randomFrom random: inout SeededGenerator) {
    let high = random.next()
    let low = random.next()
    var bytes = withUnsafeBytes(of: (high, low)) { Array($0) }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    self = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
