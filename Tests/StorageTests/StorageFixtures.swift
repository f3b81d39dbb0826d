import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

@testable import JamaalStorage

/// Builders and helpers for the storage tests: a fresh temporary store per test, fixed clocks.
enum StorageFixtures {
  /// The instant every test clock reads unless it says otherwise.
  static let now = Fixtures.instant("2026-11-29T14:05:00Z")

  /// A clock fixed at `now` in London.
  static let clock = FixedClock(now: now, timeZone: Fixtures.zone("Europe/London"))

  /// A path for a store in a fresh temporary folder (the file does not exist yet).
  static func storeURL(_ label: String = "storage") -> URL {
    Fixtures.temporaryFolder("jamaal-\(label)").appendingPathComponent("jamaal.sqlite")
  }

  /// Opens a store and requires it ready.
  static func open(
    _ url: URL, options: StoreOptions = StoreOptions(clock: clock),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Store {
    let opening = Store.open(at: url, options: options)
    guard case .ready(let store) = opening else {
      if case .needsRecovery(let recovery) = opening {
        Issue.record(
          "expected ready, got \(recovery.reason): \(recovery.detail)",
          sourceLocation: sourceLocation)
      }
      throw Unexpected()
    }
    return store
  }

  /// Opens a store and requires it to need recovery.
  static func recovery(
    _ url: URL, options: StoreOptions = StoreOptions(clock: clock),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> StoreRecovery {
    guard case .needsRecovery(let recovery) = Store.open(at: url, options: options) else {
      Issue.record("expected needsRecovery, got ready", sourceLocation: sourceLocation)
      throw Unexpected()
    }
    return recovery
  }

  /// Thrown after a recorded issue, to stop the test.
  struct Unexpected: Error {}

  /// A rule with a config that carries a version.
  static func rule(
    _ title: String = "School run", id: UUID = UUID(), sourceKey: SourceKey = "scheduled",
    config: String = #"{"version":1,"slots":[{"id":"drop","label":"Drop-off"}]}"#,
    createdAt: Date = now
  ) -> AnchorRule {
    AnchorRule(
      id: id, title: title, sourceKey: sourceKey, configData: Data(config.utf8), effortMinutes: 20,
      placement: .fixed, createdAt: createdAt)
  }

  /// An Anchor of `rule` on `date`, window `[start, start + minutes)`.
  static func anchor(
    rule: UUID?, date: String, slot: String = "drop", start: String, minutes: Double = 30,
    status: AttendanceStatus = .pending, id: UUID = UUID(), createdAt: Date = now
  ) -> Anchor {
    let windowStart = Fixtures.instant(start)
    return Anchor(
      id: id, rule: rule, title: "Drop-off", occurrenceDate: Fixtures.date(date), slotKey: slot,
      windowStart: windowStart, windowEnd: windowStart.addingTimeInterval(minutes * 60),
      effortMinutes: 20, attendanceStatus: status,
      resolvedAt: status.isDecided ? windowStart : nil, remindBeforeStartMinutes: 10,
      createdAt: createdAt)
  }

  /// The bytes of a file, or nil when it cannot be read.
  static func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }

  /// Fills a store with some of everything the first schema version holds.
  static func fill(_ store: Store) throws {
    let school = rule("School run")
    let plants = rule("Plants", sourceKey: "scheduled")
    try store.insertRule(school)
    try store.insertRule(plants)
    try store.insertAnchors(
      (0..<40).map { day in
        anchor(
          rule: school.id, date: LogicalDate(daysSinceEpoch: 20_000 + day).description,
          start: "2024-10-05T08:00:00Z", status: day % 3 == 0 ? .attended : .pending)
      })
    try store.insertAnchors([
      anchor(rule: nil, date: "2026-11-29", slot: "", start: "2026-11-29T15:00:00Z")
    ])
    try store.saveSettings(UserSettings(createdAt: now))
    try store.saveDayPlan(
      DayPlan(date: Fixtures.date("2026-11-30"), state: .planned, createdAt: now))
    try store.insertFocusSession(FocusSession(title: "Read", startedAt: now, endedAt: nil))
  }
}
