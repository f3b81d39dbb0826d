import Foundation
public import JamaalJSON
import JamaalModel

/// A synced column with the type its cells carry, and the one codec between the two: Storage
/// decides how a row travels (times as seconds since 2001, dates as days since 1970, flags as 0
/// or 1, a rule's config as base64 text), and Sync reads and writes values, never encodings.
public struct SyncColumn<Value: Sendable>: Sendable {
  /// The column's name, as Storage names it (a record's field).
  public let name: String
  /// A cell's value, or nil when the cell holds another shape.
  private let decode: @Sendable (JSONValue) -> Value?
  /// A value's cell.
  private let encode: @Sendable (Value) -> JSONValue

  /// A column and its codec.
  init(
    _ name: String, decode: @escaping @Sendable (JSONValue) -> Value?,
    encode: @escaping @Sendable (Value) -> JSONValue
  ) {
    self.name = name
    self.decode = decode
    self.encode = encode
  }

  /// The value of a cell, or nil when there is none or it holds another shape.
  /// - Parameter cell: the cell (nil: absent).
  /// - Returns: the value.
  public func value(of cell: JSONValue?) -> Value? { cell.flatMap(decode) }

  /// The value of this column in a row.
  /// - Parameter row: the row's cells by column name.
  /// - Returns: the value, or nil when the row has none or holds another shape.
  public func value(in row: [String: JSONValue]) -> Value? { value(of: row[name]) }

  /// The cell that holds a value.
  /// - Parameter value: the value.
  /// - Returns: the cell, as `Store.syncRow` gives it.
  public func cell(_ value: Value) -> JSONValue { encode(value) }
}

extension SyncColumn where Value == Date {
  /// An instant: seconds since 2001 (a whole number too).
  static func time(_ name: String) -> Self {
    Self(
      name, decode: { $0.double.map(Date.init(timeIntervalSinceReferenceDate:)) },
      encode: { .number($0.timeIntervalSinceReferenceDate) })
  }
}

extension SyncColumn where Value == LogicalDate {
  /// A logical date: days since 1970.
  static func date(_ name: String) -> Self {
    Self(
      name, decode: { $0.int.map(LogicalDate.init(daysSinceEpoch:)) },
      encode: { .integer($0.daysSinceEpoch) })
  }
}

extension SyncColumn where Value == Bool {
  /// A flag: 1 or 0 (`true` and `false` read too).
  static func flag(_ name: String) -> Self {
    Self(
      name, decode: { $0.int.map { $0 == 1 } ?? $0.bool },
      encode: { .integer($0 ? 1 : 0) })
  }
}

extension SyncColumn where Value == String {
  /// Text, kept as written (a word a newer version wrote included).
  static func text(_ name: String) -> Self {
    Self(name, decode: \.string, encode: { .string($0) })
  }
}

extension SyncColumn where Value == Int {
  /// A whole number.
  static func integer(_ name: String) -> Self {
    Self(name, decode: \.int, encode: { .integer($0) })
  }
}

extension SyncColumn where Value == Data {
  /// Bytes: base64 text.
  static func bytes(_ name: String) -> Self {
    Self(
      name, decode: { $0.string.flatMap { Data(base64Encoded: $0) } },
      encode: { .string($0.base64EncodedString()) })
  }
}
