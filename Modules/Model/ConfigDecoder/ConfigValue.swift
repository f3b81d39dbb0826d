/// One value of a document parsed by ``ConfigDecoder``, read directly: the fast path for the
/// configs every evaluation reads (see ``ConfigDecoder/decode(_:from:fast:)``).
///
/// Each accessor answers only when the value is exactly what is asked for, and nil otherwise, so
/// a reader that meets anything unexpected returns nil and the `Decodable` path reads the config
/// instead, with its errors naming the field. Reading is the same as `Decodable`'s: `int` is
/// `decode(Int.self)` (1.0 is 1, 1.5 is nil), a repeated key reads its first value.
public struct ConfigValue {
  let document: JSONDocument
  let index: Int32

  private var node: JSONNode { document.nodes[Int(index)] }

  /// The member `key` of an object; nil when the value is not an object or lacks the key.
  public subscript(key: String) -> ConfigValue? {
    guard node.kind == .object, let member = document.find(key, in: index) else { return nil }
    return ConfigValue(document: document, index: member)
  }

  /// Whether the value is an object.
  public var isObject: Bool { node.kind == .object }

  /// Whether the value is null.
  public var isNull: Bool { node.kind == .null }

  /// The value as a string.
  public var string: String? { node.isString ? document.string(node) : nil }

  /// The value as an `Int`, when it is a whole number that fits.
  public var int: Int? { node.isNumber ? document.integer(node, as: Int.self) : nil }

  /// The value as a finite `Double`.
  public var double: Double? { node.isNumber ? document.floatingPoint(node, as: Double.self) : nil }

  /// The value as a `Bool` (only `true` and `false`).
  public var bool: Bool? {
    switch node.kind {
    case .true: true
    case .false: false
    default: nil
    }
  }

  /// The items of an array.
  public var items: [ConfigValue]? {
    guard node.kind == .array else { return nil }
    var items: [ConfigValue] = []
    items.reserveCapacity(node.count)
    var item = index + 1
    for _ in 0..<node.count {
      items.append(ConfigValue(document: document, index: item))
      item = document.nodes[Int(item)].next
    }
    return items
  }

  /// The value as a date, when written `YYYY-MM-DD` (other text: nil, for `Decodable` to judge).
  public var logicalDate: LogicalDate? { document.plainDate(at: index) }

  /// The value as a time, when written `HH:MM`.
  public var wallClockTime: WallClockTime? { document.plainTime(at: index) }

  /// The value as a list of weekdays, when each is written as its key ("mon").
  public var weekdays: [Weekday]? { document.plainWeekdays(at: index) }
}
