/// A failure reported by the store: the SQLite result code, its message and the SQL that failed.
///
/// Every C result code becomes this one type, in exactly one place (`Connection.check`). File
/// system failures (creating the folder, moving a damaged file aside) use `SQLITE_IOERR` (10)
/// and name the file in `message`.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The SQLite result code (extended when SQLite gave one), e.g. 19 for a constraint.
  public let code: Int
  /// What went wrong, in words.
  public let message: String
  /// The statement that failed, when there was one.
  public let sql: String?

  /// Makes an error.
  /// - Parameters:
  ///   - code: the SQLite result code.
  ///   - message: what went wrong.
  ///   - sql: the statement that failed, if any.
  public init(code: Int, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// `SQLite error CODE: MESSAGE`, followed by the SQL when there is one.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " (in: \(sql))" }
    return text
  }

  /// The SQLite code for "not found", used when an update names a row that does not exist.
  static let notFound = 12
  /// The SQLite code for "I/O error", used for file system failures.
  static let ioError = 10
  /// The SQLite code for "corrupt", used for a stored value this version cannot read.
  static let corrupt = 11
  /// The SQLite code for a generic error (a refused import).
  static let generic = 1
}

extension StoreError {
  /// Whether the error means the file is damaged (`SQLITE_CORRUPT` or `SQLITE_NOTADB`, with any
  /// extended code, or a table or column of the schema missing): the store then needs recovery,
  /// as at open (G-81).
  public var isDamage: Bool {
    let primary = code & 0xFF
    if primary == 11 || primary == 26 { return true }
    // A table or column of the schema gone missing (a dropped table) is damage too.
    return primary == 1
      && (message.hasPrefix("no such table") || message.hasPrefix("no such column"))
  }
}

extension StoreError {
  /// Whether another process held the store past the busy wait (`SQLITE_BUSY`, `SQLITE_LOCKED`):
  /// nothing was written, and trying again later may work.
  public var isBusy: Bool {
    let primary = code & 0xFF
    return primary == 5 || primary == 6
  }
}
