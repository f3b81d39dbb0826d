import Foundation
internal import JamaalCSQLite

/// A prepared statement: binds values, steps, reads columns; finalised in `deinit`.
final class Statement {
  private let pointer: OpaquePointer
  /// The connection's handle, for error messages (the connection finalises its statements
  /// before it closes).
  private let database: OpaquePointer
  /// Its SQL, for errors.
  let sql: String
  /// Whether it only reads (`sqlite3_stmt_readonly`): a read-first scope refuses the others.
  let isReadOnly: Bool

  init(pointer: OpaquePointer, database: OpaquePointer, sql: String) {
    self.pointer = pointer
    self.database = database
    self.sql = sql
    isReadOnly = sqlite3_stmt_readonly(pointer) != 0
  }

  deinit { sqlite3_finalize(pointer) }

  /// Resets the statement and clears its bindings for another run.
  func reset() {
    sqlite3_reset(pointer)
    sqlite3_clear_bindings(pointer)
  }

  /// Binds `values` to parameters 1…n.
  /// - Throws: `StoreError`.
  func bind(_ values: [SQLValue]) throws {
    for (offset, value) in values.enumerated() { try bind(value, at: Int32(offset + 1)) }
  }

  /// Binds one value to the 1-based parameter `index`.
  /// - Throws: `StoreError`.
  func bind(_ value: SQLValue, at index: Int32) throws {
    let code: Int32
    switch value {
    case .null:
      code = sqlite3_bind_null(pointer, index)
    case .integer(let number):
      code = sqlite3_bind_int64(pointer, index, number)
    case .real(let number):
      code = sqlite3_bind_double(pointer, index, number)
    case .text(let text):
      let length = Int32(text.utf8.count)
      code = text.withCString { jamaal_sqlite3_bind_text_transient(pointer, index, $0, length) }
    case .blob(let data):
      if data.isEmpty {
        code = sqlite3_bind_zeroblob(pointer, index, 0)
      } else {
        code = data.withUnsafeBytes {
          jamaal_sqlite3_bind_blob_transient(pointer, index, $0.baseAddress, Int32($0.count))
        }
      }
    }
    try Connection.check(code, handle: database, sql: sql)
  }

  /// Binds text to the 1-based parameter `index` (the hot path: no `SQLValue`).
  /// - Throws: `StoreError`.
  func bind(text: String, at index: Int32) throws {
    let length = Int32(text.utf8.count)
    let code = text.withCString {
      jamaal_sqlite3_bind_text_transient(pointer, index, $0, length)
    }
    try Connection.check(code, handle: database, sql: sql)
  }

  /// Binds a double to the 1-based parameter `index`.
  /// - Throws: `StoreError`.
  func bind(double: Double, at index: Int32) throws {
    try Connection.check(sqlite3_bind_double(pointer, index, double), handle: database, sql: sql)
  }

  /// Binds an integer (or NULL for nil) to the 1-based parameter `index`.
  /// - Throws: `StoreError`.
  func bind(int: Int?, at index: Int32) throws {
    let code =
      int.map { sqlite3_bind_int64(pointer, index, Int64($0)) } ?? sqlite3_bind_null(pointer, index)
    try Connection.check(code, handle: database, sql: sql)
  }

  /// Steps once.
  /// - Returns: `true` when a row is ready, `false` when done.
  /// - Throws: `StoreError`.
  func step() throws -> Bool {
    try Connection.check(sqlite3_step(pointer), handle: database, sql: sql) == SQLITE_ROW
  }

  /// Runs a statement that returns no rows, with `values` bound.
  /// - Throws: `StoreError`.
  func run(_ values: [SQLValue]) throws {
    reset()
    try bind(values)
    _ = try step()
    sqlite3_reset(pointer)
  }

  /// Number of result columns.
  var columnCount: Int { Int(sqlite3_column_count(pointer)) }

  /// The name of result column `index`.
  func columnName(at index: Int) -> String {
    sqlite3_column_name(pointer, Int32(index)).map { String(cString: $0) } ?? ""
  }

  /// Whether column `index` is NULL.
  func isNull(at index: Int) -> Bool { sqlite3_column_type(pointer, Int32(index)) == SQLITE_NULL }

  /// Column `index` as an integer.
  func int64(at index: Int) -> Int64 { sqlite3_column_int64(pointer, Int32(index)) }

  /// Column `index` as an Int.
  func int(at index: Int) -> Int { Int(int64(at: index)) }

  /// Column `index` as a double.
  func double(at index: Int) -> Double { sqlite3_column_double(pointer, Int32(index)) }

  /// Column `index` as text (empty for NULL).
  func text(at index: Int) -> String {
    guard let bytes = sqlite3_column_text(pointer, Int32(index)) else { return "" }
    let count = Int(sqlite3_column_bytes(pointer, Int32(index)))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Column `index` as an id in `8-4-4-4-12` text, read in place; nil when it is not one.
  func uuid(at index: Int) -> UUID? {
    guard let bytes = sqlite3_column_text(pointer, Int32(index)) else { return nil }
    let count = Int(sqlite3_column_bytes(pointer, Int32(index)))
    return UUID(canonicalUTF8: UnsafeBufferPointer(start: bytes, count: count))
  }

  /// Column `index` as bytes, exactly as stored.
  func blob(at index: Int) -> Data {
    let count = Int(sqlite3_column_bytes(pointer, Int32(index)))
    guard count > 0, let bytes = sqlite3_column_blob(pointer, Int32(index)) else { return Data() }
    return Data(bytes: bytes, count: count)
  }

  /// Column `index` in its own storage class.
  func value(at index: Int) -> SQLValue {
    switch sqlite3_column_type(pointer, Int32(index)) {
    case SQLITE_INTEGER: .integer(int64(at: index))
    case SQLITE_FLOAT: .real(double(at: index))
    case SQLITE_TEXT: .text(text(at: index))
    case SQLITE_BLOB: .blob(blob(at: index))
    default: .null
    }
  }
}
