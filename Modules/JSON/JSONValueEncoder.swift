public import Foundation

/// Encodes an `Encodable` value as a ``JSONValue``, which ``JSONWriter`` then writes: the one
/// way any of JamaalCore's values becomes JSON text. It encodes as `JSONEncoder` does by
/// default — a `Date` as its seconds since 2001, `Data` as base64 text, a `URL` as its absolute
/// string, a missing optional left out — so a document reads back with either decoder.
///
/// ```swift
/// let bytes = try JSONValueEncoder().data(["b": 1, "a": 2])   // {"a":2,"b":1}
/// ```
public struct JSONValueEncoder: Sendable {
  /// An encoder.
  public init() {}

  /// The value as JSON.
  /// - Parameter value: the value.
  /// - Returns: its JSON value.
  /// - Throws: `EncodingError.invalidValue` for a whole number past `Int`'s range or a value
  ///   that encodes nothing.
  public func encode(_ value: some Encodable) throws -> JSONValue {
    let node = try EncodingNode.encoding(value, at: [])
    guard let json = node.json else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "the value encoded nothing"))
    }
    return json
  }

  /// The value as JSON text, written by ``JSONWriter`` in its ``JSONWriter/Style/jsonEncoder``
  /// style: what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]` (and
  /// `.prettyPrinted` when `indented`).
  /// - Parameters:
  ///   - value: the value.
  ///   - indented: whether to write it indented.
  /// - Returns: the bytes.
  /// - Throws: what ``encode(_:)`` throws.
  public func data(_ value: some Encodable, indented: Bool = false) throws -> Data {
    let json = try encode(value)
    var bytes: [UInt8] = []
    let writer = JSONWriter(.jsonEncoder)
    if indented { writer.writeIndented(json, to: &bytes) } else { writer.write(json, to: &bytes) }
    return Data(bytes)
  }
}

/// One value being encoded: empty until a container or a scalar is chosen.
final class EncodingNode {
  /// What the node is.
  enum Shape {
    case empty, scalar, object, array
  }

  /// What the node is.
  private(set) var shape = Shape.empty
  /// Its value, when a scalar.
  private var scalar = JSONValue.null
  /// Its members, when an object.
  private var members: [String: EncodingNode] = [:]
  /// Its items, when an array.
  private var items: [EncodingNode] = []

  /// The node's JSON, or nil when nothing was encoded into it (`{}` where it is a member or an
  /// item, as `JSONEncoder` writes it).
  var json: JSONValue? {
    switch shape {
    case .empty: nil
    case .scalar: scalar
    case .object: .object(members.mapValues { $0.json ?? .object([:]) })
    case .array: .array(items.map { $0.json ?? .object([:]) })
    }
  }

  /// A node holding `value` encoded, with the special cases `JSONEncoder` makes.
  static func encoding(_ value: some Encodable, at path: [any CodingKey]) throws -> EncodingNode {
    let node = EncodingNode()
    switch value {
    case let data as Data: node.set(.string(data.base64EncodedString()))
    case let url as URL: node.set(.string(url.absoluteString))
    default: try value.encode(to: NodeEncoder(node: node, codingPath: path))
    }
    return node
  }

  /// Makes the node a scalar.
  func set(_ value: JSONValue) {
    (shape, scalar, members, items) = (.scalar, value, [:], [])
  }

  /// Makes the node what `other` is.
  func take(_ other: EncodingNode) {
    (shape, scalar, members, items) = (other.shape, other.scalar, other.members, other.items)
  }

  /// The member `key` (made when missing; the node made an object when it is not one).
  func member(_ key: String) -> EncodingNode {
    becomeObject()
    if let member = members[key] { return member }
    let child = EncodingNode()
    members[key] = child
    return child
  }

  /// Makes the node an object (an empty keyed container encodes `{}`).
  func becomeObject() {
    guard shape != .object else { return }
    (shape, scalar, members, items) = (.object, .null, [:], [])
  }

  /// Makes the node an array (an empty unkeyed container encodes `[]`).
  func becomeArray() {
    guard shape != .array else { return }
    (shape, scalar, members, items) = (.array, .null, [:], [])
  }

  /// Appends an item (the node made an array when it is not one).
  func append(_ child: EncodingNode) {
    becomeArray()
    items.append(child)
  }

  /// The items so far.
  var count: Int { items.count }
}

/// The `Encoder` over one node.
struct NodeEncoder: Encoder {
  /// The node written into.
  let node: EncodingNode
  /// Where it is.
  let codingPath: [any CodingKey]
  /// None.
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(NodeKeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return NodeUnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    NodeSingleValueContainer(node: node, codingPath: codingPath)
  }
}
