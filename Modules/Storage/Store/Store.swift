public import Foundation
public import JamaalModel

/// The on-disk store: one SQLite file, one connection, every write one transaction.
///
/// **Durability.** The journal is WAL with `synchronous = FULL`: every commit is flushed to disk
/// before the write returns, so a write that was acknowledged survives not only a killed process
/// (`kill -9`, which NORMAL would also survive) but a power cut or an OS crash, which NORMAL may
/// roll back to the last checkpoint. Users trust the store with years of records, and a `jamaal`
/// command commits only a few times, so the extra flush per commit is worth it.
///
/// **Concurrency.** One connection per `Store`, guarded by a lock, so a `Store` may be shared
/// between threads. Writes take the write lock up front (`BEGIN IMMEDIATE`) and wait up to five
/// seconds (`busy_timeout`) for another process, so two `jamaal` processes wait instead of failing.
///
/// ```swift
/// guard case .ready(let store) = Store.open(at: url, clock: SystemClock()) else { … }
/// try store.transaction {
///   try store.insertRule(rule)
///   try store.insertAnchors(anchors)
/// }
/// ```
public final class Store: @unchecked Sendable {
  /// The store file.
  public let url: URL
  /// Where change-log times come from.
  let clock: any DeviceClock
  let connection: Connection
  // Everything below is guarded by `lock` (recursive: a transaction body calls the store again).
  private let lock = NSRecursiveLock()
  private var depth = 0
  private var remoteDepth = 0

  /// How the file was found healthy when it opened.
  public let openCheck: StoreOpenCheck

  init(
    url: URL, connection: Connection, clock: any DeviceClock, openCheck: StoreOpenCheck = .created,
    transactionObserver: (@Sendable (TransactionEvent) -> Void)? = nil
  ) {
    self.url = url
    self.connection = connection
    self.clock = clock
    self.openCheck = openCheck
    self.transactionObserver = transactionObserver
  }

  deinit {
    connection.close()
    if !damageFound, !isInMemory { VerificationStamp.record(url.path) }
  }

  /// Told when a write transaction has taken the write lock and when it has committed
  /// (``StoreObservers/transaction``, given at open; tests may set it before the first write).
  package var transactionObserver: (@Sendable (TransactionEvent) -> Void)?

  /// Set once damage was met in use: the file is not stamped healthy on close.
  private var damageFound = false

  /// Runs `body`, remembering damage it meets (``DamageMarker``) before passing the error on.
  private func noting<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError where error.isDamage && !isInMemory {
      noteDamage(error.description)
      throw error
    }
  }

  /// Remembers damage found in use: the next open needs recovery, and this file is not stamped
  /// healthy when the store closes.
  func noteDamage(_ detail: String) {
    lock.lock()
    defer { lock.unlock() }
    damageFound = true
    DamageMarker.record(url.path, detail: detail)
  }

  /// The first table of the schema the file lacks, or nil (a full check for `recover --retry`).
  func missingTable() -> String? {
    let present = Set((try? read { try $0.texts("SELECT name FROM sqlite_master") }) ?? [])
    return Schema.tables.first { !present.contains($0) }
  }

  /// The newest schema version this build knows (`PRAGMA user_version` of a migrated store).
  public static var currentSchemaVersion: Int { Migration.all.count }

  /// Opens the store at `url`, creating it (mode 0600, folders included) when there is no file.
  ///
  /// A file that exists but cannot be used is never changed, reset or treated as new: the result
  /// is `.needsRecovery` with the reason.
  /// - Parameters:
  ///   - url: the store file.
  ///   - clock: where change-log, migration and reset times come from.
  /// - Returns: `.ready(store)` or `.needsRecovery(recovery)`.
  public static func open(at url: URL, clock: any DeviceClock) -> StoreOpening {
    Opener(url: url, options: StoreOptions(clock: clock)).open()
  }

  /// ``open(at:clock:)`` telling `observers` as the store works (the CLI's write probe, tests
  /// that count statements).
  package static func open(at url: URL, clock: any DeviceClock, observers: StoreObservers)
    -> StoreOpening
  {
    Opener(url: url, options: StoreOptions(clock: clock, observers: observers)).open()
  }

  /// The schema version of the open store (`PRAGMA user_version`).
  /// - Returns: the version, `currentSchemaVersion` once opened.
  /// - Throws: `StoreError`.
  public func schemaVersion() throws -> Int {
    try read { try $0.integer("PRAGMA user_version") }
  }

  /// Runs SQLite's full `PRAGMA integrity_check` (slow on a large store: for `jamaal status` and
  /// the crash test, not for every launch).
  /// - Returns: `["ok"]` when healthy, else SQLite's findings.
  /// - Throws: `StoreError`.
  public func integrityCheck() throws -> [String] {
    try wholeFileRead { try $0.texts("PRAGMA integrity_check") }
  }

  /// How many SQL statements this store has run since it opened: each one prepared, reused or
  /// executed counts once, however many rows it stepped. Tests hold hot paths (a launch, `jamaal
  /// today`) to a fixed number of queries with it.
  public var statementCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return connection.statementsRun
  }

  /// Why nothing at `url` can be a store — "P is a FIFO, not a store file" — or nil when a
  /// regular file or nothing is there. Opening checks this too (and refuses without hanging);
  /// a command line can ask first, to refuse with its own words.
  /// - Parameter url: the store path.
  /// - Returns: the problem in words, or nil.
  public static func pathProblem(at url: URL) -> String? { PathKind.problem(url.path) }

  /// An empty store held in memory, migrated to the newest schema: for checking a command's
  /// input (ids, presets, fields) against an empty store without creating a file, so a refused
  /// command never leaves a store behind. Its `url` is `:memory:`.
  /// - Parameter clock: where change-log times come from.
  /// - Returns: the store.
  /// - Throws: `StoreError` when SQLite cannot make it.
  public static func inMemory(clock: any DeviceClock) throws -> Store {
    try inMemory(clock: clock, observers: StoreObservers())
  }

  /// ``inMemory(clock:)`` telling `observers` as the store works.
  package static func inMemory(clock: any DeviceClock, observers: StoreObservers) throws -> Store {
    let connection = try Connection(
      path: ":memory:", readOnly: false, statementObserver: observers.statement)
    let options = StoreOptions(clock: clock, observers: observers)
    if let failure = Migrator(connection: connection, options: options).migrate() {
      throw StoreError(code: StoreError.generic, message: failure.1)
    }
    let store = Store(
      url: URL(fileURLWithPath: ":memory:"), connection: connection, clock: clock,
      transactionObserver: observers.transaction)
    store.isInMemory = true
    return store
  }

  /// Whether this store lives in memory only (``inMemory(clock:)``).
  public private(set) var isInMemory = false

  /// Opens with internal options (tests: a prefix of the migrations, an access check).
  static func open(at url: URL, options: StoreOptions) -> StoreOpening {
    Opener(url: url, options: options).open()
  }

  /// Runs `body` as one transaction: every write inside commits together or not at all.
  ///
  /// Nested calls become savepoints, so an inner failure that is caught undoes only its part.
  /// - Parameter body: the writes (and reads) to run; it may call any method of this store.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws (after rolling back), or `StoreError`.
  @discardableResult
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    return try noting { try plainTransaction(body) }
  }

  /// ``transaction(_:)`` without the damage check (it wraps this once, at any depth).
  private func plainTransaction<T>(_ body: () throws -> T) throws -> T {
    // Inside a read-first scope the body reads in its read transaction; a write throws.
    if memo != nil { return try body() }
    let savepoint = "s\(depth)"
    if depth == 0 { try connection.prepareForWrites() }
    try connection.execute(depth == 0 ? "BEGIN IMMEDIATE" : "SAVEPOINT \(savepoint)")
    if depth == 0 { transactionObserver?(.began) }
    depth += 1
    let result: T
    do {
      result = try body()
    } catch {
      depth -= 1
      try? connection.execute(
        depth == 0 ? "ROLLBACK" : "ROLLBACK TO \(savepoint); RELEASE \(savepoint)")
      throw error
    }
    depth -= 1
    do {
      try connection.execute(depth == 0 ? "COMMIT" : "RELEASE \(savepoint)")
      if depth == 0 { transactionObserver?(.committed) }
    } catch {
      if depth == 0 { try? connection.execute("ROLLBACK") }
      throw error
    }
    return result
  }

  /// Runs `body` as one transaction whose writes came from Sync: they are not put in the change
  /// log, so they are not sent back (SPEC §7). Dedup on write still applies.
  /// - Parameter body: the writes to apply.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws (after rolling back), or `StoreError`.
  @discardableResult
  public func applyingRemote<T>(_ body: () throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    remoteDepth += 1
    defer { remoteDepth -= 1 }
    return try transaction(body)
  }

  /// Runs reads under the lock.
  func read<T>(_ body: (Connection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    return try noting { try body(connection) }
  }

  /// A read that walks a whole table or index (a count of years of history, the full integrity
  /// check), through a memory map of the file (`Connection.mapWholeFile()`).
  func wholeFileRead<T>(_ body: (Connection) throws -> T) throws -> T {
    try read { connection in
      try connection.mapWholeFile()
      return try body(connection)
    }
  }

  /// Runs `body` in one read transaction that refuses every write, answering repeated point
  /// reads from a ``ReadMemo``: a launch with nothing to write reads each table it needs once
  /// and never takes the write lock. A transaction `body` opens reads inside the scope; its
  /// first write ends the scope instead, with nothing written.
  ///
  /// Inside a transaction or another scope, `body` simply runs.
  /// - Parameter body: the work, written as if writes were allowed.
  /// - Returns: what `body` returns, or nil when it needed to write (run it again outside).
  /// - Throws: what `body` throws, or `StoreError`.
  package func readFirst<T>(_ body: () throws -> T) throws -> T? {
    lock.lock()
    defer { lock.unlock() }
    guard depth == 0, memo == nil else { return try body() }
    return try noting {
      try connection.execute("BEGIN")
      memo = ReadMemo()
      connection.refusesWrites = true
      connection.refusedAWrite = false
      defer {
        connection.refusesWrites = false
        memo = nil
        try? connection.execute("COMMIT")
      }
      do {
        let result = try body()
        // A refused write that something inside caught still means the work is not done.
        return connection.refusedAWrite ? nil : result
      } catch is WriteNeeded {
        return nil
      }
    }
  }

  /// ``readFirst(_:)``, and `body` again outside the scope when it needed to write: what every
  /// read-first caller does.
  /// - Parameter body: the work, written as if writes were allowed.
  /// - Returns: what `body` returns, read first or written.
  /// - Throws: what `body` throws, or `StoreError`.
  package func readingFirst<T>(_ body: () throws -> T) throws -> T {
    if let result = try readFirst(body) { return result }
    return try body()
  }

  /// The memo of the read-first scope running now (under the lock), nil outside one.
  var memo: ReadMemo?

  /// The small tables of the read-first scope this thread runs (read at its first use), nil
  /// outside one.
  /// - Throws: `StoreError`.
  func smallTables() throws -> SmallTables? {
    try read { connection in
      guard let memo else { return nil }
      if let tables = memo.tables { return tables }
      let tables = try SmallTables.read(connection, now: clock.now)
      memo.tables = tables
      return tables
    }
  }

  /// Runs reads in one read transaction, so they see one consistent state (export), through
  /// SQLite's page cache: an export reads every row once, and a map of a file of any size would
  /// count all of it as this process's memory.
  func readSnapshot<T>(_ body: (Connection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    return try noting {
      guard depth == 0, memo == nil else { return try body(connection) }
      try connection.execute("BEGIN")
      defer { try? connection.execute("COMMIT") }
      return try body(connection)
    }
  }

  /// Runs reads of this store's API in one read transaction, so they see one state (a screen
  /// read at once). `body` must not write: a write inside it is refused by SQLite.
  /// - Parameter body: the reads.
  /// - Returns: what `body` returns.
  /// - Throws: what `body` throws, or `StoreError`.
  package func readTogether<T>(_ body: () throws -> T) throws -> T {
    try readSnapshot { _ in try body() }
  }

  /// Runs writes in a transaction (joining an outer one).
  func write<T>(_ body: (Connection) throws -> T) throws -> T {
    try transaction { try body(connection) }
  }

  /// Runs one write statement (and reads) in a transaction, or inside the outer one as it is:
  /// a single statement is all or nothing by itself, so it needs no savepoint of its own (the
  /// sync hot path writes three rows a record).
  func statementWrite<T>(_ body: (Connection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard depth > 0 else { return try transaction { try body(connection) } }
    return try noting { try body(connection) }
  }

  /// Whether the writes under way are local ones, which the change log records (a sync's
  /// remote writes are not).
  var logsLocalChanges: Bool { remoteDepth == 0 }

  /// Records a local change in the same transaction as the write (not for remote writes).
  func log(_ kind: StoreChange.Kind, _ id: UUID, _ operation: StoreChange.Operation) throws {
    try log(kind, id: id.canonicalText, operation)
  }

  /// Records a local change given the row id's text (the hot path makes it once per row),
  /// timed `time` (seconds since 2001) or now.
  func log(
    _ kind: StoreChange.Kind, id: String, _ operation: StoreChange.Operation, at time: Double? = nil
  ) throws {
    guard logsLocalChanges else { return }
    let statement = try connection.cached(
      "INSERT INTO change_log (kind, row_id, operation, changed_at) VALUES (?, ?, ?, ?)")
    try statement.bind(text: kind.rawValue, at: 1)
    try statement.bind(text: id, at: 2)
    try statement.bind(text: operation.rawValue, at: 3)
    try statement.bind(double: time ?? clock.now.timeIntervalSinceReferenceDate, at: 4)
    _ = try statement.step()
  }
}
