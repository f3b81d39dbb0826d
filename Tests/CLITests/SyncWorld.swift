import Foundation
import JamaalTestSupport
import Testing

/// Stores that sync through one `--cloud` folder, each a device in Europe/London, for issue 24's
/// reproductions. The world's temporary folder holds the cloud (`cloud/`) and nothing else the
/// devices write: what appears beside it escaped the folder.
struct SyncWorld {
  /// The world's temporary folder (the cloud's parent).
  let root: URL
  /// The shared cloud folder.
  let cloud: URL

  /// A fresh world with an empty cloud folder.
  init() {
    root = Fixtures.temporaryFolder("jamaal-sync-world")
    cloud = root.appendingPathComponent("cloud", isDirectory: true)
    try? FileManager.default.createDirectory(at: cloud, withIntermediateDirectories: true)
  }

  /// A device with a fresh store syncing through this world's cloud.
  func device(_ name: String) -> SyncDevice { SyncDevice(name: name, cloud: cloud.path) }

  /// The outbox folder of device `name`.
  func outbox(_ name: String) -> URL {
    cloud.appendingPathComponent("devices/\(name)", isDirectory: true)
  }

  /// The names in the world's folder (the cloud's parent), sorted.
  func besideTheCloud() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
  }
}

/// One store syncing as one device (`--device NAME`), every command at a given `--now`.
struct SyncDevice {
  /// The device name it syncs as.
  let name: String
  /// The cloud folder.
  let cloud: String
  /// Its runner: a fresh store, Europe/London.
  let runner = JamaalRunner(now: "2026-11-26T09:00:00Z", timeZone: "Europe/London")

  /// `jamaal ARGS` at `now`, expecting success.
  @discardableResult
  func run(
    _ arguments: [String], at now: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> JamaalRunner.Result {
    let result = try runner.run(arguments, now: now)
    #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
    return result
  }

  /// Adds a rule at `now`; its id (upper-case).
  func add(_ arguments: [String], at now: String) throws -> String {
    let result = try run(["rules", "add", "--json"] + arguments, at: now)
    let id = (try? JamaalRunner.json(result) as? [String: Any])?["id"] as? String
    return (id ?? "none").uppercased()
  }

  /// One `sync --json` round at `now`, expecting exit 0; what it reported.
  @discardableResult
  func sync(
    at now: String, _ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String: Any] {
    let result = try runner.run(
      ["sync", "--cloud", cloud, "--device", name, "--json"] + extra, now: now)
    #expect(result.status == 0, "\(name) sync: \(result.stderr)", sourceLocation: sourceLocation)
    return (try? JamaalRunner.json(result) as? [String: Any]) ?? [:]
  }

  /// One `sync` round at `now` in words, expecting exit 0; what it printed (stdout and stderr).
  func syncText(
    at now: String, _ extra: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try runner.run(["sync", "--cloud", cloud, "--device", name] + extra, now: now)
    #expect(result.status == 0, "\(name) sync: \(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout + result.stderr
  }

  /// The synced tables of `export` at `now` (local preferences and the change log left out).
  func tables(at now: String) throws -> [String: [[String: Any]]] {
    let exported = try run(["export"], at: now)
    let document = try JamaalRunner.json(exported) as? [String: Any]
    var tables = document?["tables"] as? [String: [[String: Any]]] ?? [:]
    tables["local_preferences"] = nil
    tables["change_log"] = nil
    return tables
  }

  /// The Anchors of `export` at `now`.
  func anchors(at now: String) throws -> [[String: Any]] {
    try tables(at: now)["anchors"] ?? []
  }

  /// The stored outcome of the Anchor of `slot` on `date` (`export`), or nil when there is none.
  func outcome(_ slot: String, on date: String, at now: String) throws -> String? {
    try anchors(at: now).first {
      $0["slot_key"] as? String == slot && $0["occurrence_date"] as? String == date
    }?["attendance_status"] as? String
  }

  /// The id of the Anchor of `slot` on `date`, from `export`.
  func anchorID(_ slot: String, on date: String, at now: String) throws -> String {
    let row = try anchors(at: now).first {
      $0["slot_key"] as? String == slot && $0["occurrence_date"] as? String == date
    }
    return try #require(row?["id"] as? String).uppercased()
  }

  /// `rules show ID --json` at `now`.
  func rule(_ id: String, at now: String) throws -> [String: Any] {
    try JamaalRunner.json(try run(["rules", "show", id, "--json"], at: now)) as? [String: Any]
      ?? [:]
  }

  /// The titles of every stored rule (`export`: nothing is evaluated, so a rule a store should
  /// never have taken cannot make the check slow).
  func ruleTitles(at now: String) throws -> Set<String> {
    Set((try tables(at: now)["rules"] ?? []).compactMap { $0["title"] as? String })
  }
}
