public import Foundation

/// A record or batch file Sync set aside (D-18, D-19): why, where it came from and its bytes.
public struct SyncSetAsideRow: Hashable, Sendable {
  /// What identifies it, so it is set aside (and counted) once: a digest of its source and bytes.
  public var digest: String
  /// The record's kind, or nil for a whole batch file.
  public var kind: String?
  /// The record's id, or nil.
  public var recordID: String?
  /// Why (a `SyncSetAsideReason` raw value).
  public var reason: String
  /// The field at fault, when one is.
  public var field: String?
  /// Where it came from (`devices/phone/b-000000000007.json`, `cloud`).
  public var source: String
  /// Its bytes, when kept (a record; not a whole oversized batch file, which stays in the folder).
  public var record: Data?
  /// When it was set aside.
  public var seenAt: Date

  /// A row.
  /// - Parameters:
  ///   - digest: its identity.
  ///   - kind: the kind.
  ///   - recordID: the id.
  ///   - reason: why.
  ///   - field: the field at fault.
  ///   - source: where it came from.
  ///   - record: its bytes.
  ///   - seenAt: when.
  public init(
    digest: String, kind: String?, recordID: String?, reason: String, field: String?,
    source: String, record: Data?, seenAt: Date
  ) {
    self.digest = digest
    self.kind = kind
    self.recordID = recordID
    self.reason = reason
    self.field = field
    self.source = source
    self.record = record
    self.seenAt = seenAt
  }
}

/// A batch file this device published, as it was when written (so a changed or lost one is
/// found and its records written again, once).
public struct SyncBatchRow: Hashable, Sendable {
  /// Its number.
  public var number: Int
  /// Its size in bytes.
  public var size: Int
  /// Its modification time, in nanoseconds since 1970.
  public var modified: Int64
  /// Its inode.
  public var inode: Int64
  /// The records it held, `kind id` per line.
  public var records: String
  /// Whether its records were already written again.
  public var rewritten: Bool

  /// A row.
  /// - Parameters:
  ///   - number: the batch's number.
  ///   - size: its size.
  ///   - modified: its modification time.
  ///   - inode: its inode.
  ///   - records: its records.
  ///   - rewritten: whether written again.
  public init(
    number: Int, size: Int, modified: Int64, inode: Int64, records: String, rewritten: Bool
  ) {
    self.number = number
    self.size = size
    self.modified = modified
    self.inode = inode
    self.records = records
    self.rewritten = rewritten
  }
}

extension Store {
  /// Every value of Sync's own state (never exported, never synced), by key, in one read.
  /// - Throws: `StoreError`.
  public func syncState() throws -> [String: String] {
    try read { connection in
      let statement = try connection.cached("SELECT key, value FROM sync_state")
      defer { statement.reset() }
      var values: [String: String] = [:]
      while try statement.step() { values[statement.text(at: 0)] = statement.text(at: 1) }
      return values
    }
  }

  /// One value of Sync's own state.
  /// - Parameter key: the key.
  /// - Returns: the value, or nil.
  /// - Throws: `StoreError`.
  public func syncState(_ key: String) throws -> String? {
    if let tables = try smallTables() { return tables.syncState[key] }
    return try read { connection in
      let statement = try connection.cached("SELECT value FROM sync_state WHERE key = ?")
      defer { statement.reset() }
      try statement.bind([.text(key)])
      return try statement.step() ? statement.text(at: 0) : nil
    }
  }

  /// Sets (or, with nil, removes) a value of Sync's own state.
  /// - Parameters:
  ///   - value: the value.
  ///   - key: the key.
  /// - Throws: `StoreError`.
  public func setSyncState(_ value: String?, for key: String) throws {
    try statementWrite { connection in
      if let value {
        try connection.cached(
          "INSERT INTO sync_state (key, value) VALUES (?, ?)"
            + " ON CONFLICT (key) DO UPDATE SET value = excluded.value"
        ).run([.text(key), .text(value)])
      } else {
        try connection.cached("DELETE FROM sync_state WHERE key = ?").run([.text(key)])
      }
    }
  }

  /// Sets something aside, once.
  /// - Parameter row: what, and why.
  /// - Returns: whether it is new (not set aside before).
  /// - Throws: `StoreError`.
  @discardableResult
  public func setAside(_ row: SyncSetAsideRow) throws -> Bool {
    try statementWrite { connection in
      let statement = try connection.cached(
        "INSERT OR IGNORE INTO sync_set_aside"
          + " (digest, kind, record_id, reason, field, source, record, seen_at)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
      try statement.run([
        .text(row.digest), .optionalText(row.kind), .optionalText(row.recordID),
        .text(row.reason), .optionalText(row.field), .text(row.source),
        row.record.map(SQLValue.blob) ?? .null, .date(row.seenAt),
      ])
      return try connection.integer("SELECT changes()") > 0
    }
  }

  /// How many things are set aside, and the first (oldest) one.
  /// - Throws: `StoreError`.
  public func setAsideSummary() throws -> (count: Int, first: SyncSetAsideRow?) {
    try read { connection in
      let count = try connection.integer("SELECT count(*) FROM sync_set_aside")
      let statement = try connection.cached(
        "SELECT digest, kind, record_id, reason, field, source, seen_at FROM sync_set_aside"
          + " ORDER BY seen_at, digest LIMIT 1")
      defer { statement.reset() }
      guard try statement.step() else { return (count, nil) }
      let first = SyncSetAsideRow(
        digest: statement.text(at: 0), kind: optionalText(statement, 1),
        recordID: optionalText(statement, 2), reason: statement.text(at: 3),
        field: optionalText(statement, 4), source: statement.text(at: 5), record: nil,
        seenAt: RowReader.date(statement.double(at: 6)))
      return (count, first)
    }
  }

  /// Holds a record stamped ahead of this device's clock (kept once by its digest).
  /// - Parameters:
  ///   - record: its bytes.
  ///   - digest: its identity.
  ///   - stamp: its newest stamp (milliseconds since 2001).
  /// - Throws: `StoreError`.
  public func hold(_ record: Data, digest: String, stamp: Int64) throws {
    try statementWrite { connection in
      try connection.cached(
        "INSERT OR IGNORE INTO sync_held (digest, stamp, record, seen_at) VALUES (?, ?, ?, ?)"
      ).run([.text(digest), .integer(stamp), .blob(record), .date(clock.now)])
    }
  }

  /// Takes the held records stamped at or before `stamp` out of the hold, oldest first.
  /// - Parameter stamp: milliseconds since 2001.
  /// - Returns: their bytes.
  /// - Throws: `StoreError`.
  public func releaseHeld(stampedBy stamp: Int64) throws -> [Data] {
    try write { connection in
      let statement = try connection.cached(
        "SELECT record FROM sync_held WHERE stamp <= ? ORDER BY stamp, digest")
      defer { statement.reset() }
      try statement.bind([.integer(stamp)])
      var records: [Data] = []
      while try statement.step() { records.append(statement.blob(at: 0)) }
      if !records.isEmpty {
        try connection.cached("DELETE FROM sync_held WHERE stamp <= ?").run([.integer(stamp)])
      }
      return records
    }
  }

  /// How many records are held.
  /// - Throws: `StoreError`.
  public func heldCount() throws -> Int {
    try read { try $0.integer("SELECT count(*) FROM sync_held") }
  }

  /// Remembers a batch this device published.
  /// - Parameter row: the batch.
  /// - Throws: `StoreError`.
  public func recordPublishedBatch(_ row: SyncBatchRow) throws {
    try statementWrite { connection in
      try connection.cached(
        "INSERT OR REPLACE INTO sync_batches"
          + " (number, size, modified, inode, records, rewritten) VALUES (?, ?, ?, ?, ?, ?)"
      ).run([
        .int(row.number), .int(row.size), .integer(row.modified), .integer(row.inode),
        .text(row.records), .bool(row.rewritten),
      ])
    }
  }

  /// The batches this device published whose records were not yet written again, as files
  /// (their `records` left empty: ``publishedRecords(of:)`` reads them for the few that need it).
  /// - Returns: the batches.
  /// - Throws: `StoreError`.
  public func publishedBatches() throws -> [SyncBatchRow] {
    try read { connection in
      let statement = try connection.cached(
        "SELECT number, size, modified, inode FROM sync_batches WHERE rewritten = 0"
          + " ORDER BY number")
      defer { statement.reset() }
      var rows: [SyncBatchRow] = []
      while try statement.step() {
        rows.append(
          SyncBatchRow(
            number: statement.int(at: 0), size: statement.int(at: 1),
            modified: statement.int64(at: 2), inode: statement.int64(at: 3),
            records: "", rewritten: false))
      }
      return rows
    }
  }

  /// The records a published batch held, `kind id` per line.
  /// - Parameter number: the batch.
  /// - Returns: its records, or nil when no such batch was published.
  /// - Throws: `StoreError`.
  public func publishedRecords(of number: Int) throws -> String? {
    try read { connection in
      let statement = try connection.cached("SELECT records FROM sync_batches WHERE number = ?")
      defer { statement.reset() }
      try statement.bind([.int(number)])
      return try statement.step() ? statement.text(at: 0) : nil
    }
  }

  /// Marks published batches as written again (their records were sent in a new batch).
  /// - Parameter numbers: the batches.
  /// - Throws: `StoreError`.
  public func markBatchesRewritten(_ numbers: [Int]) throws {
    try write { connection in
      let statement = try connection.cached(
        "UPDATE sync_batches SET rewritten = 1 WHERE number = ?")
      for number in numbers { try statement.run([.int(number)]) }
    }
  }

  private func optionalText(_ statement: Statement, _ index: Int) -> String? {
    statement.isNull(at: index) ? nil : statement.text(at: index)
  }
}
