import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport
import Synchronization
import Testing

/// A clock tests move by hand.
final class MovingClock: DeviceClock, @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date
  let timeZone = Fixtures.zone("Europe/London")

  init(_ start: Date = Fixtures.instant("2026-11-29T14:05:00Z")) { current = start }

  var now: Date { lock.withLock { current } }

  func advance(_ seconds: Double) { lock.withLock { current += seconds } }
}

/// The clock a retry waits on in a test: it waits no time and records each wait, in seconds.
final class CountingWaits: Clock {
  /// An instant: the waits so far.
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (first: Instant, second: Instant) -> Bool { first.offset < second.offset }
  }

  private let state = Mutex<(elapsed: Duration, waits: [Double])>((.zero, []))

  var now: Instant { Instant(offset: state.withLock { $0.elapsed }) }

  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    state.withLock { state in
      let wait = deadline.offset - state.elapsed
      state.waits.append(
        Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
      state.elapsed = max(state.elapsed, deadline.offset)
    }
  }

  /// Every wait so far, in seconds.
  var total: [Double] { state.withLock { $0.waits } }
}

/// One device of a test: its own store in a temporary folder, a shared clock, an engine.
struct Device {
  let name: String
  let store: Store
  let clock: MovingClock
  let cloud: any CloudDatabase
  let waits = CountingWaits()

  init(
    _ name: String, cloud: any CloudDatabase, clock: MovingClock, folder: URL? = nil,
    inMemory: Bool = false
  ) throws {
    self.name = name
    self.clock = clock
    self.cloud = cloud
    if inMemory {
      store = try Store.inMemory(clock: clock)
      return
    }
    let url = (folder ?? Fixtures.temporaryFolder("jamaal-sync"))
      .appendingPathComponent("\(name).sqlite")
    guard case .ready(let store) = Store.open(at: url, clock: clock) else {
      throw SyncFixtures.Unexpected()
    }
    self.store = store
  }

  var engine: SyncEngine {
    SyncEngine(
      store: store, cloud: cloud, device: name, clock: clock, waits: waits,
      retry: RetryPolicy(attempts: 3, firstDelay: 1), batchSize: 7)
  }

  @discardableResult
  func sync() async throws -> SyncReport { try await engine.sync() }

  /// The export without this device's own tables (preferences, change log).
  func data() throws -> JSONValue { try SyncFixtures.data(store) }
}

enum SyncFixtures {
  struct Unexpected: Error {}

  static let rule = UUID(
    uuid: (
      0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x41, 0x11, 0x81, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11
    ))

  /// The export's synced tables only.
  static func data(_ store: Store) throws -> JSONValue {
    let export = try JSONValue(parsing: try store.export())
    var tables = export.object?["tables"]?.object ?? [:]
    tables["local_preferences"] = nil
    tables["change_log"] = nil
    return .object(tables)
  }

  /// An Anchor of the test rule on `date` (slot "drop"), with a random id unless given.
  static func anchor(
    date: String = "2026-11-30", slot: String = "drop", status: AttendanceStatus = .pending,
    id: UUID = UUID(), createdAt: Date, resolvedAt: Date? = nil, rule: UUID? = rule
  ) -> Anchor {
    let start = Fixtures.instant("\(date)T08:15:00Z")
    return Anchor(
      id: id, rule: rule, title: "Drop-off", occurrenceDate: Fixtures.date(date), slotKey: slot,
      windowStart: start, windowEnd: start.addingTimeInterval(1800), effortMinutes: 20,
      attendanceStatus: status, resolvedAt: resolvedAt ?? (status == .pending ? nil : start),
      createdAt: createdAt)
  }

  /// Syncs every device in turn until a full pass moves nothing.
  static func settle(_ devices: [Device], passes: Int = 6) async throws {
    for _ in 0..<passes {
      var moved = 0
      for device in devices {
        let report = try await device.sync()
        moved += report.sent + report.received
      }
      if moved == 0 { return }
    }
  }
}

extension SyncRecord {
  /// The record with one field set (nil: removed), stamped as its newest change (a crafted
  /// record, or another device's version, in a test).
  func with(_ name: String, _ value: JSONValue?) -> SyncRecord {
    var record = self
    record.set(name, value, stamp: newestStamp ?? Stamp(milliseconds: 0, device: "test"))
    return record
  }
}
