public import Foundation
import JSON

/// A cloud in a folder that several stores share: on one machine, or on several when a file-sync
/// tool (Syncthing, Dropbox, a network share) carries the folder.
///
/// Built for that world: every file has exactly one writing device, so a sync tool never sees two
/// writers of one file. Each device appends immutable batch files to its own outbox,
/// `devices/<device>/b-<12 digits>.json`, written under a temporary name, flushed, then linked to
/// its final name (which fails if the name exists, so two processes of one device never
/// overwrite each other and take the next number instead). A reader takes each device's batches
/// in number order and stops at the first one missing or unreadable (not copied yet, or copied
/// half-way), so a half-written file is never read as data; it is read once complete. How far a
/// device has read (its cursor) is the change token, kept in its store with the data it applied.
/// Anything else in the folder — conflict copies (`*.sync-conflict-*`), temporary files, other
/// tools' files — is ignored and never deleted.
///
/// The account is a file too, so the journey can sign out: `account` holds the account id of
/// every device (default `"default"`); `accounts/<device>` overrides it for one device with an id,
/// `signed-out` or `restricted`; a file named `full` makes every save fail as storage full.
public struct FolderCloud: CloudDatabase {
  /// The shared folder.
  public let folder: URL
  /// The most records one fetch hands back.
  public let pageSize: Int

  /// A folder cloud.
  /// - Parameters:
  ///   - folder: the shared folder (created on the first save).
  ///   - pageSize: the most records a fetch hands back.
  public init(folder: URL, pageSize: Int = 5_000) {
    self.folder = folder
    self.pageSize = max(1, pageSize)
  }

  /// Whether `name` can name a device (and its outbox folder).
  /// - Parameter name: the name.
  /// - Returns: true for 1–64 letters, digits, `.`, `_`, `-`, not starting with `.` or `-`.
  public static func isValidDevice(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64,
      first != ".", first != "-"
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0))
    }
  }

  /// The account from the folder's files.
  public func account(device: String) throws -> CloudAccount {
    let text =
      read("accounts/\(device)") ?? read("account") ?? "default"
    switch text {
    case "signed-out": return .signedOut
    case "restricted": return .restricted
    default: return .signedIn(text)
    }
  }

  /// Every device's batches after the token's cursor, in number order per device.
  public func fetchChanges(since token: ChangeToken?, device: String) throws -> FetchedChanges {
    try requireSignedIn(device)
    var cursor = Self.cursor(token)
    var records: [(record: SyncRecord, tag: String?)] = []
    var moreComing = false
    for outbox in outboxes() {
      var next = (cursor[outbox] ?? 0) + 1
      while let batch = batch(outbox, next) {
        records += batch.map { (record: $0, tag: nil) }
        cursor[outbox] = next
        next += 1
        if records.count >= pageSize {
          moreComing = true
          break
        }
      }
      if moreComing { break }
    }
    return FetchedChanges(records: records, token: Self.token(cursor), moreComing: moreComing)
  }

  /// Appends the records to this device's outbox as one new batch file. Never conflicts: every
  /// device merges every version it reads.
  public func save(_ records: [OutgoingRecord], device: String) throws -> [SaveResult] {
    try requireSignedIn(device)
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("full").path) {
      return records.map { _ in .quotaExceeded }
    }
    guard !records.isEmpty else { return [] }
    let outbox = folder.appendingPathComponent("devices/\(device)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
    } catch {
      throw CloudError.networkUnavailable
    }
    let batch = JSONValue.object([
      "format": "jamaal-sync-batch", "device": .string(device), "count": .integer(records.count),
      "records": .array(records.map(\.record.json)),
    ])
    let body = RecordWriter.data(batch)
    try BatchFile.publish(body, in: outbox)
    return records.map { _ in .saved(tag: nil) }
  }

  private func requireSignedIn(_ device: String) throws {
    guard case .signedIn = try account(device: device) else { throw CloudError.notAuthenticated }
  }

  private func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
    else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }

  /// The device outboxes present, by name.
  private func outboxes() -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("devices").path)) ?? []
    return names.filter(Self.isValidDevice).sorted()
  }

  /// The records of batch `number` of `outbox`, or nil when it is missing or not whole yet.
  private func batch(_ outbox: String, _ number: Int) -> [SyncRecord]? {
    let url = folder.appendingPathComponent("devices/\(outbox)/\(BatchFile.name(number))")
    guard let data = FileManager.default.contents(atPath: url.path),
      let json = try? JSONValue(parsing: data), let object = json.object,
      object["format"]?.string == "jamaal-sync-batch", let items = object["records"]?.array,
      object["count"]?.int == items.count
    else { return nil }
    let records = items.compactMap(SyncRecord.decoding)
    return records.count == items.count ? records : nil
  }

  static func cursor(_ token: ChangeToken?) -> [String: Int] {
    guard let token, let object = try? JSONValue(parsing: Data(token.text.utf8)).object else {
      return [:]
    }
    return object.compactMapValues(\.int)
  }

  static func token(_ cursor: [String: Int]) -> ChangeToken {
    ChangeToken(
      String(
        decoding: JSONValue.object(cursor.mapValues { .integer($0) }).jsonData(), as: UTF8.self))
  }
}
