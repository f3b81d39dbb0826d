import Foundation
internal import JamaalCSQLite

/// One SQLite connection: opens, runs statements, caches the hot ones, closes in `deinit`.
///
/// Not thread-safe on its own: `Store` guards it with a lock. C result codes become `StoreError`
/// in exactly one function, `check(_:sql:)`.
final class Connection {
  /// The C handle.
  let handle: OpaquePointer
  /// The file opened.
  let path: String
  private var cache: [String: Statement] = [:]
  /// How many statements have run: each `execute`, `prepare` and `cached` call counts once.
  private(set) var statementsRun = 0

  /// Opens `path` with SQLite flags (read-only, or read-write without creating).
  /// - Throws: `StoreError` when SQLite cannot open it.
  init(
    path: String, readOnly: Bool, busyTimeoutMilliseconds: Int32 = 5000,
    statementObserver: (@Sendable (String) -> Void)? = nil
  ) throws {
    _ = Self.processSetUp
    var pointer: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX
      | SQLITE_OPEN_EXRESCODE
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    do {
      try Self.check(code, handle: pointer, sql: nil)
    } catch {
      sqlite3_close_v2(pointer)
      throw error
    }
    guard let pointer else { throw StoreError(code: Int(SQLITE_NOMEM), message: "out of memory") }
    handle = pointer
    self.path = path
    sqlite3_busy_timeout(pointer, busyTimeoutMilliseconds)
    if let statementObserver { trace = StatementTrace(pointer, statementObserver) }
  }

  /// The trace hook telling the statement observer, kept as long as the connection.
  private var trace: StatementTrace?

  private var isOpen = true
  private var isMapped = false

  /// Reads the file through a memory map of up to 256 MB from now on: for reads that walk a
  /// whole table or index (`status` counts 60,000 Anchors in ~1,700 pages, one `pread` and one
  /// copy each without it). The short reads of every other command go through SQLite's page
  /// cache instead: mapping a 25 MB file for them cost a launch cycle 0.8 ms and 6–12 MB of peak
  /// memory (S5, S5M). Writes go through the WAL either way; SQLite re-reads the file size at
  /// every transaction, so a file that shrinks between them is mapped anew.
  func mapWholeFile() throws {
    guard !isMapped else { return }
    try execute("PRAGMA mmap_size = 268435456")
    isMapped = true
  }

  private var isReadyForWrites = false

  /// Set while a read-first scope runs (`Store.readFirst`): a statement that would write, and
  /// every `execute` (transaction control, pragmas), throws ``WriteNeeded`` instead of running.
  var refusesWrites = false
  /// Whether a write was refused since the scope began (even if something caught the error).
  var refusedAWrite = false

  /// Refuses a write inside a read-first scope.
  private func refuseWrite() -> WriteNeeded {
    refusedAWrite = true
    return WriteNeeded()
  }

  /// Before this connection's first write transaction: `synchronous = FULL` (see `Store` for
  /// why) and a page cache of up to 32 MB (filled only as pages are touched) so a bulk insert of
  /// years of Anchors does not spill half-written pages to the WAL. A command that only reads
  /// runs neither statement.
  func prepareForWrites() throws {
    guard !isReadyForWrites else { return }
    try execute("PRAGMA synchronous = FULL; PRAGMA cache_size = -32768;")
    isReadyForWrites = true
  }

  /// SQLite's process-wide settings, made once before the first connection opens: memory
  /// statistics off (see `jamaal_sqlite3_disable_memory_statistics`).
  private static let processSetUp: Void = { _ = jamaal_sqlite3_disable_memory_statistics() }()

  deinit { close() }

  /// Finalises the cached statements and closes the connection (the last one checkpoints the WAL
  /// and removes it). Idempotent.
  func close() {
    guard isOpen else { return }
    isOpen = false
    cache.removeAll()
    sqlite3_close_v2(handle)
    trace = nil
  }

  /// Turns a C result code into success or a `StoreError`; the one place that does.
  /// - Returns: `code` when it is OK, ROW or DONE.
  /// - Throws: `StoreError` with the code, SQLite's message and `sql`.
  @discardableResult
  func check(_ code: Int32, sql: String? = nil) throws -> Int32 {
    try Self.check(code, handle: handle, sql: sql)
  }

  /// The conversion itself, also used while opening (before `handle` is stored) and by
  /// statements.
  @discardableResult
  static func check(_ code: Int32, handle: OpaquePointer?, sql: String?) throws -> Int32 {
    switch code {
    case SQLITE_OK, SQLITE_ROW, SQLITE_DONE:
      return code
    default:
      let message = handle.map { String(cString: sqlite3_errmsg($0)) }
      throw StoreError(
        code: Int(code), message: message ?? String(cString: sqlite3_errstr(code)), sql: sql)
    }
  }

  /// Runs one or more statements that take no parameters (schema, pragmas, BEGIN/COMMIT).
  /// - Throws: `StoreError`.
  func execute(_ sql: String) throws {
    if refusesWrites { throw refuseWrite() }
    statementsRun += 1
    try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
  }

  /// Prepares a statement that is finalised when released.
  /// - Throws: `StoreError`.
  func prepare(_ sql: String) throws -> Statement {
    statementsRun += 1
    var pointer: OpaquePointer?
    try check(sqlite3_prepare_v2(handle, sql, -1, &pointer, nil), sql: sql)
    guard let pointer else {
      throw StoreError(code: Int(SQLITE_MISUSE), message: "empty statement", sql: sql)
    }
    let statement = Statement(pointer: pointer, database: handle, sql: sql)
    if refusesWrites, !statement.isReadOnly { throw refuseWrite() }
    return statement
  }

  /// A prepared statement kept for reuse (hot paths); reset and unbound before it is returned.
  /// - Throws: `StoreError`.
  func cached(_ sql: String) throws -> Statement {
    if let statement = cache[sql] {
      if refusesWrites, !statement.isReadOnly { throw refuseWrite() }
      statementsRun += 1
      statement.reset()
      return statement
    }
    let statement = try prepare(sql)
    cache[sql] = statement
    return statement
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  var changes: Int { Int(sqlite3_changes(handle)) }

  /// Reads a single integer, e.g. `PRAGMA user_version`.
  /// - Throws: `StoreError`.
  func integer(_ sql: String, _ values: [SQLValue] = []) throws -> Int {
    let statement = try prepare(sql)
    try statement.bind(values)
    guard try statement.step() else { return 0 }
    return Int(statement.int64(at: 0))
  }

  /// Reads a single text, e.g. `PRAGMA quick_check`.
  /// - Throws: `StoreError`.
  func texts(_ sql: String) throws -> [String] {
    let statement = try prepare(sql)
    var rows: [String] = []
    while try statement.step() { rows.append(statement.text(at: 0)) }
    return rows
  }
}
