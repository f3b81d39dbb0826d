import Foundation
internal import JamaalCSQLite

/// Opens a store file without ever changing a file it cannot use (G-81, R2).
///
/// An existing file is first checked through a read-only connection (header, `user_version`,
/// `PRAGMA quick_check`) unless `VerificationStamp` shows the file untouched since a store last
/// closed it with no `-wal` left (then the header's `user_version` is the schema's); only a
/// healthy file is opened read-write, switched to WAL and migrated.
/// A missing file is a fresh store, built in a temporary file and linked into place, so another
/// process never sees a half-made store. An empty existing file is damaged, never a first launch.
struct Opener {
  let url: URL
  let options: StoreOptions

  /// The outcome of the read-only check.
  private enum Health {
    case healthy(version: Int, check: StoreOpenCheck, isWAL: Bool)
    case problem(StoreRecoveryReason, String)
  }

  /// Opens, creating a fresh store when there is no file.
  func open() -> StoreOpening {
    let path = url.path
    var created = false
    switch PathKind.of(path) {
    case .other(let kind):
      return recovery(.noPermission, PathKind.notAStore(path, kind))
    case .missing:
      DamageMarker.clear(path)  // damage of a file that is gone says nothing of a new one
      if let problem = createFresh(at: path) { return recovery(problem.0, problem.1) }
      created = true
    case .regular:
      break
    }
    if let problem = options.accessProblem(path) { return recovery(.noPermission, problem) }
    if let found = DamageMarker.detail(path) {
      return recovery(.damaged, "damage found while in use: \(found)")
    }
    let check: StoreOpenCheck
    let version: Int
    let isWAL: Bool
    switch checkReadOnly(path) {
    case .problem(let reason, let detail):
      return recovery(reason, detail)
    case .healthy(let found, _, _) where found > options.migrations.count:
      return recovery(
        .newerSchema,
        "schema version \(found) was written by a newer Jamaal; this one knows up to "
          + "\(options.migrations.count)")
    case .healthy(let found, let how, let wal):
      (version, check, isWAL) = (found, created ? .created : how, wal)
    }
    let connection: Connection
    do {
      connection = try Connection(
        path: path, readOnly: false, statementObserver: options.observers.statement)
      try Self.configure(connection, isWAL: isWAL)
    } catch let error as StoreError {
      return recovery(Self.reason(for: error), error.description)
    } catch {
      return recovery(.damaged, String(describing: error))
    }
    if let failure = Migrator(connection: connection, options: options).migrate(
      knownVersion: version)
    {
      return recovery(failure.0, failure.1)
    }
    return .ready(
      Store(
        url: url, connection: connection, clock: options.clock, openCheck: check,
        transactionObserver: options.observers.transaction))
  }

  private func recovery(_ reason: StoreRecoveryReason, _ detail: String) -> StoreOpening {
    .needsRecovery(StoreRecovery(url: url, reason: reason, detail: detail, options: options))
  }

  /// Foreign keys on (through `sqlite3_db_config`, no statement) and the WAL journal, which
  /// the file keeps once set: a header that already says WAL runs no statement here. The write
  /// settings wait for the first write (`Connection.prepareForWrites()`), and reads that walk
  /// whole tables map the file first (`Connection.mapWholeFile()`).
  static func configure(_ connection: Connection, isWAL: Bool = false) throws {
    try connection.check(jamaal_sqlite3_enable_foreign_keys(connection.handle))
    if !isWAL { try connection.execute("PRAGMA journal_mode = WAL") }
  }

  /// Which recovery reason a SQLite failure at open means.
  static func reason(for error: StoreError) -> StoreRecoveryReason {
    switch Int32(truncatingIfNeeded: error.code) & 0xFF {
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_READONLY, SQLITE_AUTH, SQLITE_BUSY, SQLITE_LOCKED:
      .noPermission
    default:
      .damaged
    }
  }

  /// Reads the header and runs the checks through a read-only connection.
  private func checkReadOnly(_ path: String) -> Health {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .problem(.noPermission, "cannot read \(path)")
    }
    let header = (try? handle.read(upToCount: 100)) ?? Data()
    try? handle.close()
    if header.isEmpty { return .problem(.damaged, "the file is empty (\(path))") }
    guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
      return .problem(.damaged, "the file is not a SQLite database (\(path))")
    }
    // Before any connection: opening one may create the -wal file the stamp includes.
    let untouched = VerificationStamp.matches(path)
    if Self.hasRollbackJournal(path), let locked = rollBack(path) {
      return .problem(Self.reason(for: locked), locked.description)
    }
    if untouched, !Self.hasJournal(path), !Self.hasRollbackJournal(path) {
      // Exactly as a store closed it, with every change in the file itself: the header's
      // user_version is the schema's, and a read-only connection would learn nothing more.
      return .healthy(
        version: Self.userVersion(header), check: .unchanged, isWAL: Self.isWAL(header))
    }
    do {
      let connection = try Connection(
        path: path, readOnly: true, statementObserver: options.observers.statement)
      let version = try connection.integer("PRAGMA user_version")
      let check =
        untouched ? ["ok"] : try connection.texts("PRAGMA quick_check")
      guard check == ["ok"] else {
        return .problem(.damaged, "quick_check: " + check.prefix(3).joined(separator: "; "))
      }
      return .healthy(
        version: version, check: untouched ? .unchanged : .quickCheck, isWAL: Self.isWAL(header))
    } catch let error as StoreError {
      return .problem(Self.reason(for: error), error.description)
    } catch {
      return .problem(.damaged, String(describing: error))
    }
  }

  /// The `user_version` in a database header: a signed 32-bit big-endian integer at offset 60,
  /// as `PRAGMA user_version` reads it.
  static func userVersion(_ header: Data) -> Int {
    let bits = header.dropFirst(60).prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return Int(Int32(bitPattern: bits))
  }

  /// Whether a database header says the file is in WAL mode (its read and write format
  /// versions, bytes 18 and 19, are 2), which `PRAGMA journal_mode = WAL` makes lasting.
  static func isWAL(_ header: Data) -> Bool {
    header.count >= 20 && header[header.startIndex + 18] == 2 && header[header.startIndex + 19] == 2
  }

  /// Whether a `-wal` with frames in it (changes not yet in the file) is beside `path`.
  private static func hasJournal(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }

  /// Whether a `-journal` (the rollback journal a large import writes through, see
  /// `Store.throughRollbackJournal`) with something in it is beside `path`, as a file.
  private static func hasRollbackJournal(_ path: String) -> Bool {
    var info = stat()
    return lstat(path + "-journal", &info) == 0 && info.st_mode & S_IFMT == S_IFREG
      && info.st_size > 0
  }

  /// Rolls back what a killed import left in the rollback journal: a read-only connection
  /// cannot (`SQLITE_READONLY_ROLLBACK`), so one read through a read-write connection does it,
  /// as any open of the store would. A journal another process is still writing is not hot:
  /// the read waits its busy time, and that lock is returned. Any other failure is left for
  /// the read-only check to find and name.
  private func rollBack(_ path: String) -> StoreError? {
    guard
      let connection = try? Connection(
        path: path, readOnly: false, statementObserver: options.observers.statement)
    else { return nil }
    defer { connection.close() }
    do {
      _ = try connection.integer("PRAGMA user_version")
      return nil
    } catch let error as StoreError where error.isBusy {
      return error
    } catch {
      return nil
    }
  }

  /// Builds a fresh store in a temporary file beside `path`, then links it into place.
  /// - Returns: nil on success (or when another process created it first), else why not.
  private func createFresh(at path: String) -> (StoreRecoveryReason, String)? {
    let folder = (path as NSString).deletingLastPathComponent
    if let problem = PrivateFolder.create(folder.isEmpty ? "." : folder) {
      return (.noPermission, problem)
    }
    let name = (path as NSString).lastPathComponent
    let temporary = (folder as NSString).appendingPathComponent(
      ".\(name).new-\(UUID().uuidString)")
    let descriptor = Foundation.open(temporary, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      return (.noPermission, "cannot create \(temporary): \(String(cString: strerror(errno)))")
    }
    fchmod(descriptor, 0o600)
    close(descriptor)
    PrivateFolder.removeStale(
      prefix: ".\(name).new-", in: folder.isEmpty ? "." : folder, reference: temporary)
    defer {
      for suffix in [""] + DamagedFile.companions { unlink(temporary + suffix) }
    }
    do {
      let connection = try Connection(
        path: temporary, readOnly: false, statementObserver: options.observers.statement)
      try Self.configure(connection)
      if let failure = Migrator(connection: connection, options: options).migrate() {
        return failure
      }
    } catch {
      return (.noPermission, "cannot create a store at \(path): \(error)")
    }
    guard link(temporary, path) != 0, errno != EEXIST else { return nil }
    // A file system without hard links: rename, unless another process got there first.
    guard !FileManager.default.fileExists(atPath: path), rename(temporary, path) == 0 else {
      if FileManager.default.fileExists(atPath: path) { return nil }
      return (.noPermission, "cannot create \(path): \(String(cString: strerror(errno)))")
    }
    return nil
  }
}
