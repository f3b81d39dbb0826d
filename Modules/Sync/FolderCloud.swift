public import Foundation
import JamaalJSON
public import JamaalModel

/// A cloud in a folder that several stores share: on one machine, or on several when a file-sync
/// tool (Syncthing, Dropbox, unison, a network share) carries the folder.
///
/// Built for that world: every file has one writing store. Each device appends immutable batch
/// files to its outbox, `devices/<device>/b-<12 digits>.json`, numbered from a counter in its
/// store (committed before the file is linked into place, D-19), written under a temporary name,
/// flushed, then linked to its final name — which fails if the name exists, so nothing is ever
/// overwritten. A reader reads the folder as a set (D-19): every whole batch it has not read, in
/// any order; a missing, half-copied or unreadable batch never hides the ones after it (it is
/// tried again each round, and set aside once it stayed unreadable for a day). What it has read
/// is the change token, kept in its store with the data it applied. Anything else in the folder —
/// conflict copies, temporary files, other tools' files — is ignored and never deleted. No
/// symlink under the folder is followed, nothing is written outside it, folders are 0700 and
/// files 0600.
///
/// The account is a file too, so the journey can sign out: `account` holds the account id of
/// every device (default `"default"`); `accounts/<device>` overrides it for one device with an id,
/// `signed-out` or `restricted`; a file named `full` makes every save fail as storage full.
public struct FolderCloud: CloudDatabase {
  /// The shared folder.
  public let folder: URL
  /// The most records one fetch hands back.
  public let pageSize: Int
  /// Now, for how long a batch file has been unreadable.
  public let clock: any DeviceClock

  /// A folder cloud.
  /// - Parameters:
  ///   - folder: the shared folder.
  ///   - clock: the clock.
  ///   - pageSize: the most records a fetch hands back.
  public init(folder: URL, clock: any DeviceClock, pageSize: Int = 5_000) {
    self.folder = folder
    self.clock = clock
    self.pageSize = max(1, pageSize)
  }

  /// Whether `name` can name a device (and its outbox folder): ``DeviceName/isValid(_:)``.
  /// - Parameter name: the name.
  /// - Returns: whether it can.
  public static func isValidDevice(_ name: String) -> Bool { DeviceName.isValid(name) }

  /// The account from the folder's files.
  public func account(device: CloudDevice) throws -> CloudAccount {
    let root = FolderHandle.opening(folder.path)
    let own =
      DeviceName.isValid(device.name)
      ? root?.folder("accounts", create: false).flatMap { text($0, device.name) } : nil
    switch own ?? root.flatMap({ text($0, "account") }) ?? "default" {
    case "signed-out": return .signedOut
    case "restricted": return .restricted
    case let id: return .signedIn(id)
    }
  }

  /// Every batch not read yet, from every device's outbox, up to a page of records.
  public func fetchChanges(since token: ChangeToken?, device: CloudDevice) throws
    -> FetchedChanges
  {
    try requireSignedIn(device)
    var reader = FolderReader(
      set: ReadSet(token), own: device.store, pageSize: pageSize,
      now: Stamp.milliseconds(clock.now))
    if let devices = FolderHandle.opening(folder.path)?.folder("devices", create: false) {
      for name in devices.names().filter(DeviceName.isValid).sorted() {
        guard let outbox = devices.folder(name, create: false) else { continue }
        if reader.read(outbox, named: name) { break }
      }
    }
    return FetchedChanges(
      records: reader.records.map { (record: $0, tag: nil) }, rejected: reader.rejected,
      token: reader.set.token, moreComing: reader.isFull)
  }

  /// Writes the batch as this device's file of its number. Never conflicts: every device merges
  /// every version it reads.
  public func save(_ batch: OutgoingBatch, device: CloudDevice) throws -> SavedBatch {
    try requireSignedIn(device)
    guard let root = FolderHandle.opening(folder.path) else { throw CloudError.networkUnavailable }
    if root.status("full") != nil {
      return SavedBatch(results: batch.records.map { _ in .quotaExceeded })
    }
    guard !batch.records.isEmpty else { return SavedBatch(results: []) }
    guard DeviceName.isValid(device.name),
      let outbox = root.folder("devices", create: true)?.folder(device.name, create: true)
    else { throw CloudError.transient }
    let bytes = BatchFile.bytes(batch, device: device)
    switch outbox.publish(bytes, as: BatchFile.name(batch.number)) {
    case .success(let info):
      let file = PublishedBatch(
        number: batch.number, size: Int(info.st_size), modified: info.modifiedNanoseconds,
        inode: Int64(info.st_ino))
      return SavedBatch(results: batch.records.map { _ in .saved(tag: nil) }, file: file)
    case .failure(.exists):
      return SavedBatch(results: [], numberTaken: true)
    case .failure(.failed):
      throw CloudError.transient
    }
  }

  /// The batches of this device's outbox that are gone or no longer as written.
  public func lostBatches(_ published: [PublishedBatch], device: CloudDevice) throws -> [Int] {
    guard !published.isEmpty, DeviceName.isValid(device.name),
      let root = FolderHandle.opening(folder.path)
    else { return [] }
    let outbox = root.folder("devices", create: false)?.folder(device.name, create: false)
    return published.filter { batch in
      guard let info = outbox?.status(BatchFile.name(batch.number)), info.isRegularFile else {
        return true
      }
      return Int(info.st_size) != batch.size || info.modifiedNanoseconds != batch.modified
        || Int64(info.st_ino) != batch.inode
    }.map(\.number)
  }

  private func requireSignedIn(_ device: CloudDevice) throws {
    guard case .signedIn = try account(device: device) else { throw CloudError.notAuthenticated }
  }

  private func text(_ folder: FolderHandle, _ name: String) -> String? {
    guard case .success(let bytes) = folder.read(name, limit: 4096) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }
}
