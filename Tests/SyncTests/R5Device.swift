import Foundation
import JamaalCore
import JamaalJSON
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalSync

/// One device of an R5 schedule, driven as a person and the app drive it: through the facade
/// (`Jamaal`), with its own clock — started some hours or days off and running at its own pace —
/// and its own view of the cloud, which can kill it mid-round (``KillingCloud``).
final class R5Device {
  let name: String
  let clock: MovingClock
  let store: Store
  let jamaal: Jamaal
  let cloud: KillingCloud
  /// How many seconds this clock moves while the world's moves one.
  let rate: Double
  let waits = CountingWaits()

  /// A device with an empty in-memory store.
  /// - Parameters:
  ///   - name: its sync name.
  ///   - clock: its clock.
  ///   - rate: how fast the clock runs.
  ///   - cloud: its view of the cloud, made with its own clock.
  /// - Throws: `StoreError` when the store cannot be made.
  init(_ name: String, clock: MovingClock, rate: Double, cloud: (MovingClock) -> any CloudDatabase)
    throws
  {
    self.name = name
    self.clock = clock
    self.rate = rate
    self.cloud = KillingCloud(cloud(clock))
    store = try Store.inMemory(clock: clock)
    jamaal = try Jamaal(
      store: store, registry: try SourceRegistry([ScheduledSource()]), clock: clock)
  }

  /// A new engine for each round, as a process starting would make.
  var engine: SyncEngine {
    SyncEngine(
      store: store, cloud: cloud, device: name, clock: clock, waits: waits,
      retry: RetryPolicy(attempts: 3, firstDelay: 1), batchSize: 7)
  }

  /// The world's clock moved `seconds`: this one moves at its own pace (whole seconds).
  func advance(world seconds: Double) {
    clock.advance((seconds * rate).rounded())
  }

  /// Moves this clock to `instant` (never back).
  func move(to instant: Date) {
    clock.advance(max(0, instant.timeIntervalSince(clock.now)))
  }

  /// The launch cycle's first step: the rollover (finalise missed, generate today and
  /// tomorrow), paused while sync waits after an account change (G-80).
  @discardableResult
  func evaluate() async throws -> GenerationPlan {
    // Each evaluation is a launch: a facade opened with sync's extension, which reads the pause.
    let configuration = JamaalConfiguration(
      store: .inMemory, registry: jamaal.configuration.registry, clock: clock,
      extensions: [SyncExtension()])
    guard case .ready(let launched) = Jamaal.ready(store, configuration) else {
      throw StoreError(code: 1, message: "the facade did not open")
    }
    return try await launched.evaluate()
  }

  /// The logical today on this device's clock.
  var today: LogicalDate { jamaal.today }

  /// The stored Anchors of the days around this device's today.
  func nearbyAnchors() throws -> [Anchor] {
    try jamaal.anchors.from(today.adding(days: -2), through: today.adding(days: 2))
  }

  /// Every stored Anchor, from the first day any R5 clock can reach to the last.
  func allAnchors() throws -> [Anchor] {
    try store.anchors(
      from: LogicalDate(year: 2026, month: 11, day: 1),
      through: LogicalDate(year: 2027, month: 3, day: 1))
  }

  /// The synced tables as JSON values (SPEC §8: what must be identical on every device): the
  /// export without this device's own tables, each table's rows by id, every config parsed.
  func syncedTables() throws -> JSONValue {
    let export = try JSONValue(parsing: try store.export())
    var tables: [String: JSONValue] = [:]
    for (name, rows) in export.object?["tables"]?.object ?? [:]
    where name != "local_preferences" && name != "change_log" {
      var byID: [String: JSONValue] = [:]
      for (index, row) in (rows.array ?? []).enumerated() {
        var fields = row.object ?? [:]
        if let config = fields["config_data"] { fields["config_data"] = Self.parsed(config) }
        byID[fields["id"]?.string ?? "#\(index)"] = .object(fields)
      }
      tables[name] = .object(byID)
    }
    return .object(tables)
  }

  /// A config as a JSON value whether the export wrote it as an object or as base64 text.
  private static func parsed(_ config: JSONValue) -> JSONValue {
    guard let text = config.string, let bytes = Data(base64Encoded: text),
      let value = try? JSONValue(parsing: bytes)
    else { return config }
    return value
  }
}
