import Foundation
import JamaalModel

/// One SQLite value, as bound or read: the five storage classes.
enum SQLValue: Hashable, Sendable {
  /// NULL.
  case null
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes, kept exactly.
  case blob(Data)
}

extension SQLValue {
  /// An integer value.
  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

  /// An optional integer (NULL when absent).
  static func int(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }

  /// A date, as seconds since 2001-01-01 UTC (Foundation's own representation: exact).
  static func date(_ value: Date) -> SQLValue { .real(value.timeIntervalSinceReferenceDate) }

  /// An optional date (NULL when absent).
  static func date(_ value: Date?) -> SQLValue { value.map { .date($0) } ?? .null }

  /// A UUID as its canonical upper-case text.
  static func uuid(_ value: UUID) -> SQLValue { .text(value.canonicalText) }

  /// An optional UUID (NULL when absent).
  static func uuid(_ value: UUID?) -> SQLValue { value.map { .uuid($0) } ?? .null }

  /// A boolean as 0 or 1.
  static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }

  /// An optional string (NULL when absent).
  static func optionalText(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
}
