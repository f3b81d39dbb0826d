/// One value of a parsed ``JSONDocument``, read directly: what a ``JSONDirectDecodable`` reader
/// reads, and the way to a config's `version` without a `Decoder`.
///
/// Each accessor answers only when the value is exactly what is asked for, and nil otherwise.
/// Reading is the same as `Decodable`'s: `int` is `decode(Int.self)` (1.0 is 1, 1.5 is nil), a
/// repeated key reads its first value.
///
/// ```swift
/// let version = try JSONDocument(parsing: data).root["version"]?.int
/// ```
public struct ConfigValue: Sendable {
  /// The document.
  let document: JSONDocument
  /// The value's node.
  let index: Int32

  private var node: JSONNode { document.nodes[Int(index)] }

  /// The member `key` of an object; nil when the value is not an object or lacks the key.
  /// - Parameter key: the member's name.
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

  /// How many items an array holds, or pairs an object; nil for other values.
  public var count: Int? {
    let node = node
    return node.kind == .array || node.kind == .object ? node.count : nil
  }

  /// Calls `body` on each item of an array in turn, until it returns false.
  /// - Parameter body: reads an item; false to stop.
  /// - Returns: false when the value is not an array or `body` stopped; true otherwise.
  public func forEachItem(_ body: (ConfigValue) -> Bool) -> Bool {
    let list = node
    guard list.kind == .array else { return false }
    var item = index + 1
    for _ in 0..<list.count {
      guard body(ConfigValue(document: document, index: item)) else { return false }
      item = document.nodes[Int(item)].next
    }
    return true
  }

  /// Runs `body` on the bytes of a string written in ASCII without escapes (its bytes are its
  /// text, e.g. `"2026-11-30"`), skipping the `String`; nil for any other value.
  /// - Parameter body: reads the bytes; nil when they are not what it reads.
  /// - Returns: what `body` returns.
  public func withASCIIString<R>(_ body: (Span<UInt8>) -> R?) -> R? {
    let node = node
    guard node.kind == .string else { return nil }
    return body(document.bytes.span.extracting(Int(node.start)..<Int(node.end)))
  }
}
