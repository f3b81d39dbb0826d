import Foundation
import Model
import Storage
import Sync
import TestSupport

/// One R5 schedule, from its seed.
struct RandomSchedule {
  let seed: UInt64
  private var random: SeededGenerator
  private let clock = MovingClock()
  private let cloud: InMemoryCloud
  private var devices: [Device] = []
  /// The natural key (or one-off id) of every outcome decided, and by whom.
  private var decided: [String: String] = [:]
  private let dates = ["2026-11-30", "2026-12-01", "2026-12-02"]
  private let slots = ["drop", "pick"]
  /// Devices signed out now.
  private var signedOut: Set<String> = []

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    var faults = CloudFaults.all(Double(seed % 4) * 0.08)
    faults.failNext = Int(seed % 3)
    cloud = InMemoryCloud(seed: seed &* 31 &+ 7, faults: faults, pageSize: 5)
  }

  /// Runs the schedule; returns what went wrong (empty when it converged).
  mutating func run() throws -> [String] {
    let count = Int.random(in: 2...3, using: &random)
    for name in ["iphone", "ipad", "mac"].prefix(count) {
      devices.append(try Device(name, cloud: cloud, clock: clock, inMemory: true))
    }
    for _ in 0..<Int.random(in: 20...45, using: &random) {
      try step(devices[Int.random(in: 0..<devices.count, using: &random)])
      clock.advance(Double(Int.random(in: 1...90, using: &random)))
    }
    cloud.faults = CloudFaults()
    for device in devices where signedOut.contains(device.name) { try signIn(device) }
    cloud.releaseDelayed()
    try SyncFixtures.settle(devices, passes: 8)
    return try check()
  }

  private mutating func step(_ device: Device) throws {
    let store = device.store
    let now = clock.now
    switch Int.random(in: 0..<12, using: &random) {
    case 10:
      var faults = cloud.faults
      faults.quotaExceeded.toggle()
      cloud.faults = faults
    case 11:
      if signedOut.contains(device.name) {
        try signIn(device)
      } else {
        cloud.setAccount(.signedOut, for: device.name)
        signedOut.insert(device.name)
      }
    case 0, 1:
      let date = dates[Int.random(in: 0..<dates.count, using: &random)]
      let slot = slots[Int.random(in: 0..<slots.count, using: &random)]
      let generated = Anchor.generatedID(
        rule: SyncFixtures.rule, occurrenceDate: Fixtures.date(date), slotKey: slot)
      let id = random.roll(0.5) ? generated : UUID(randomFrom: &random)
      try store.insertAnchors([
        SyncFixtures.anchor(date: date, slot: slot, id: id, createdAt: now)
      ])
    case 2, 3:
      guard var anchor = try anchors(store).randomElement(using: &random) else { return }
      guard anchor.attendanceStatus == .pending else { return }
      anchor.attendanceStatus = random.roll(0.5) ? .attended : .skipped
      anchor.resolvedAt = now
      anchor.modifiedAt = now
      try store.updateAnchor(anchor)
      decided[Self.key(anchor)] = device.name
    case 4:
      guard var anchor = try anchors(store).randomElement(using: &random) else { return }
      anchor.title = "Edited on \(device.name) at \(Int(now.timeIntervalSince1970))"
      anchor.modifiedAt = now
      try store.updateAnchor(anchor)
    case 5:
      guard let anchor = try anchors(store).randomElement(using: &random) else { return }
      try store.deletePendingAnchors(ids: [anchor.id])
    case 6:
      let date = Fixtures.date(dates[Int.random(in: 0..<dates.count, using: &random)])
      let plan = DayPlan(
        id: UUID(randomFrom: &random), date: date, state: random.roll(0.5) ? .planned : .skipped,
        createdAt: now)
      try store.saveDayPlan(plan)
    case 7:
      if try store.settings() == nil || random.roll(0.3) {
        try store.saveSettings(UserSettings(id: UUID(randomFrom: &random), createdAt: now))
      }
    case 8:
      if var running = try store.runningFocusSessions().first {
        running.endedAt = now
        running.loggedMinutes = Int(now.timeIntervalSince(running.startedAt) / 60)
        running.modifiedAt = now
        try store.updateFocusSession(running)
      } else {
        try store.insertFocusSession(FocusSession(id: UUID(randomFrom: &random), startedAt: now))
      }
    default:
      try device.sync()
    }
  }

  /// Signs a device back in to the same account and goes on (G-80).
  private mutating func signIn(_ device: Device) throws {
    cloud.setAccount(.signedIn("default"), for: device.name)
    signedOut.remove(device.name)
    try device.engine.continueAfterAccountChange()
  }

  private func anchors(_ store: Store) throws -> [Anchor] {
    try store.anchors(from: Fixtures.date(dates[0]), through: Fixtures.date(dates[2]))
  }

  private static func key(_ anchor: Anchor) -> String {
    "\(anchor.occurrenceDate)|\(anchor.slotKey)"
  }

  private func check() throws -> [String] {
    var problems: [String] = []
    let first = try devices[0].data()
    for device in devices.dropFirst() where try device.data() != first {
      problems.append("\(device.name)'s data differs from \(devices[0].name)'s")
    }
    for device in devices {
      let anchors = try anchors(device.store)
      let keys = anchors.map(Self.key)
      if Set(keys).count != keys.count { problems.append("\(device.name): duplicate Anchors") }
      for (key, by) in decided {
        let outcome = anchors.first { Self.key($0) == key }?.attendanceStatus
        if outcome == nil || outcome == .pending {
          problems.append("\(device.name): the outcome decided on \(by) for \(key) was lost")
        }
      }
      if try device.store.runningFocusSessions().count > 1 {
        problems.append("\(device.name): two timers running")
      }
      if try device.store.pendingChanges().count > 0 {
        problems.append("\(device.name): changes left unsent")
      }
    }
    return problems
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
