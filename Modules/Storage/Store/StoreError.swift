public import JamaalModel

/// A failure reported by the store: its cause, the SQLite result code, its message and the SQL
/// that failed.
///
/// Every C result code becomes this one type, in exactly one place (`Connection.check`), its
/// ``cause`` read from the code. File system failures (creating the folder, moving a damaged file
/// aside) are ``/JamaalModel/StoreFailure/fileAccess`` and name the file in `message`; a stored value this
/// version can't read is ``/JamaalModel/StoreFailure/unreadableValue``, never damage.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why it failed.
  public let cause: StoreFailure
  /// The SQLite result code (extended when SQLite gave one), e.g. 19 for a constraint; for bug
  /// reports, the ``cause`` is what to decide on.
  public let code: Int
  /// What went wrong, in words.
  public let message: String
  /// The statement that failed, when there was one.
  public let sql: String?

  /// Makes an error from a SQLite result code, its cause read from the code.
  /// - Parameters:
  ///   - code: the SQLite result code.
  ///   - message: what went wrong.
  ///   - sql: the statement that failed, if any.
  public init(code: Int, message: String, sql: String? = nil) {
    self.init(Self.cause(ofCode: code, message: message), code: code, message: message, sql: sql)
  }

  /// Makes an error of a cause.
  /// - Parameters:
  ///   - cause: why it failed.
  ///   - code: the SQLite result code closest to it.
  ///   - message: what went wrong.
  ///   - sql: the statement that failed, if any.
  init(_ cause: StoreFailure, code: Int = 1, message: String, sql: String? = nil) {
    self.cause = cause
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// A stored value this version can't read (never damage).
  static func unreadable(_ message: String) -> StoreError {
    StoreError(.unreadableValue, code: generic, message: message)
  }

  /// `SQLite error CODE: MESSAGE`, followed by the SQL when there is one.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " (in: \(sql))" }
    return text
  }

  /// The cause a SQLite result code means.
  static func cause(ofCode code: Int, message: String) -> StoreFailure {
    switch code & 0xFF {
    case 11, 26: .damaged
    // A table or column of the schema gone missing (a dropped table) is damage too.
    case 1 where message.hasPrefix("no such table") || message.hasPrefix("no such column"):
      .damaged
    case 5, 6: .busy
    case 7: .outOfMemory
    case 8: .readOnly
    case 10: .fileAccess
    case 12: .notFound
    case 13: .diskFull
    case 14: .cannotOpen
    case 19: .constraint
    case 23, 3: .accessDenied
    default: .refused
    }
  }

  /// The SQLite code for "not found", used when an update names a row that does not exist.
  static let notFound = 12
  /// The SQLite code for "I/O error", used for file system failures.
  static let ioError = 10
  /// The SQLite code for a generic error (a refused import).
  static let generic = 1
}

extension StoreError {
  /// Whether the error means the file is damaged: the store then needs recovery, as at open
  /// (G-81). A value this version can't read is not damage.
  public var isDamage: Bool { cause == .damaged }

  /// Whether another process held the store past the busy wait (`SQLITE_BUSY`, `SQLITE_LOCKED`):
  /// nothing was written, and trying again later may work.
  public var isBusy: Bool { cause == .busy }
}
