import Foundation

/// Change-log rows of a bulk write, written many to a statement.
///
/// One `INSERT` a row cost a bulk insert of Anchors a quarter of its time, most of it the
/// `AUTOINCREMENT` bookkeeping SQLite does once per statement. The rows are the same, in the same
/// order, with the times they were added, and in the same transaction as the write; a batch not
/// full goes row by row, so a small write runs exactly the statements it always did.
struct ChangeLogBatch {
  /// How many rows one statement writes (4 parameters each, far below SQLite's limit).
  static let size = 64

  private static let insertSQL =
    "INSERT INTO change_log (kind, row_id, operation, changed_at) VALUES "
    + Array(repeating: "(?, ?, ?, ?)", count: size).joined(separator: ", ")

  private let kind: StoreChange.Kind
  private let operation: StoreChange.Operation
  private var rows: [(id: String, at: Double)] = []

  /// An empty batch of `operation`s on rows of `kind`.
  init(_ kind: StoreChange.Kind, _ operation: StoreChange.Operation) {
    self.kind = kind
    self.operation = operation
    rows.reserveCapacity(Self.size)
  }

  /// Adds the change of row `id`, timed now; writes the batch once it is full.
  mutating func add(_ id: String, to store: Store) throws {
    guard store.logsLocalChanges else { return }
    rows.append((id, store.clock.now.timeIntervalSinceReferenceDate))
    if rows.count == Self.size { try flush(to: store) }
  }

  /// Writes every row added and not yet written (before any other change is logged, so the log
  /// keeps the order of the writes).
  mutating func flush(to store: Store) throws {
    defer { rows.removeAll(keepingCapacity: true) }
    guard rows.count == Self.size else {
      for row in rows { try store.log(kind, id: row.id, operation, at: row.at) }
      return
    }
    let statement = try store.connection.cached(Self.insertSQL)
    for (index, row) in rows.enumerated() {
      let first = Int32(index * 4)
      try statement.bind(text: kind.rawValue, at: first + 1)
      try statement.bind(text: row.id, at: first + 2)
      try statement.bind(text: operation.rawValue, at: first + 3)
      try statement.bind(double: row.at, at: first + 4)
    }
    _ = try statement.step()
  }
}
