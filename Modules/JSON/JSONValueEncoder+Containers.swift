import Foundation

/// The JSON of the values `Encodable` types encode as themselves.
enum EncodedScalar {
  /// A whole number, refused past `Int`'s range.
  static func integer<T: BinaryInteger>(_ value: T, _ path: [any CodingKey]) throws -> JSONValue {
    guard let number = Int(exactly: value) else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) is past Int's range"))
    }
    return .integer(number)
  }

  /// A number, refused when not finite (as `JSONEncoder` refuses it).
  static func number(_ value: Double, _ path: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "\(value) cannot be written in JSON"))
    }
    return .number(value)
  }

  /// A `Float` as it describes itself (`0.1`, not the `Double` nearest it).
  static func float(_ value: Float, _ path: [any CodingKey]) throws -> JSONValue {
    try number(Double(value.description) ?? Double(value), path)
  }
}

/// The keyed container over an object node.
struct NodeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  /// The object.
  let node: EncodingNode
  /// Where it is.
  let codingPath: [any CodingKey]

  private func put(_ value: JSONValue, _ key: Key) { node.member(key.stringValue).set(value) }

  mutating func encodeNil(forKey key: Key) throws { put(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(try EncodedScalar.number(value, codingPath + [key]), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    put(try EncodedScalar.float(value, codingPath + [key]), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.integer(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try whole(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try whole(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.member(key.stringValue).take(try EncodingNode.encoding(value, at: codingPath + [key]))
  }

  private func whole<T: BinaryInteger>(_ value: T, _ key: Key) throws {
    put(try EncodedScalar.integer(value, codingPath + [key]), key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.member(key.stringValue)
    child.becomeObject()
    return KeyedEncodingContainer(
      NodeKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.member(key.stringValue)
    child.becomeArray()
    return NodeUnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member(SuperKey().stringValue), codingPath: codingPath + [SuperKey()])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

/// The unkeyed container over an array node.
struct NodeUnkeyedContainer: UnkeyedEncodingContainer {
  /// The array.
  let node: EncodingNode
  /// Where it is.
  let codingPath: [any CodingKey]
  /// The items so far.
  var count: Int { node.count }

  private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }

  private func put(_ value: JSONValue) {
    let child = EncodingNode()
    child.set(value)
    node.append(child)
  }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Double) throws { put(try EncodedScalar.number(value, nextPath)) }
  mutating func encode(_ value: Float) throws { put(try EncodedScalar.float(value, nextPath)) }
  mutating func encode(_ value: Int) throws { put(.integer(value)) }
  mutating func encode(_ value: Int8) throws { try whole(value) }
  mutating func encode(_ value: Int16) throws { try whole(value) }
  mutating func encode(_ value: Int32) throws { try whole(value) }
  mutating func encode(_ value: Int64) throws { try whole(value) }
  mutating func encode(_ value: UInt) throws { try whole(value) }
  mutating func encode(_ value: UInt8) throws { try whole(value) }
  mutating func encode(_ value: UInt16) throws { try whole(value) }
  mutating func encode(_ value: UInt32) throws { try whole(value) }
  mutating func encode(_ value: UInt64) throws { try whole(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try EncodingNode.encoding(value, at: nextPath))
  }

  private func whole<T: BinaryInteger>(_ value: T) throws {
    put(try EncodedScalar.integer(value, nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodingNode()
    child.becomeObject()
    let path = nextPath
    node.append(child)
    return KeyedEncodingContainer(NodeKeyedContainer<NestedKey>(node: child, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = EncodingNode()
    child.becomeArray()
    let path = nextPath
    node.append(child)
    return NodeUnkeyedContainer(node: child, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let child = EncodingNode()
    let path = nextPath
    node.append(child)
    return NodeEncoder(node: child, codingPath: path)
  }
}

/// The single-value container over a node.
struct NodeSingleValueContainer: SingleValueEncodingContainer {
  /// The node.
  let node: EncodingNode
  /// Where it is.
  let codingPath: [any CodingKey]

  private func put(_ value: JSONValue) { node.set(value) }

  mutating func encodeNil() throws { put(.null) }
  mutating func encode(_ value: Bool) throws { put(.bool(value)) }
  mutating func encode(_ value: String) throws { put(.string(value)) }
  mutating func encode(_ value: Double) throws { put(try EncodedScalar.number(value, codingPath)) }
  mutating func encode(_ value: Float) throws { put(try EncodedScalar.float(value, codingPath)) }
  mutating func encode(_ value: Int) throws { put(.integer(value)) }
  mutating func encode(_ value: Int8) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: Int16) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: Int32) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: Int64) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: UInt) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: UInt8) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: UInt16) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: UInt32) throws { put(try EncodedScalar.integer(value, codingPath)) }
  mutating func encode(_ value: UInt64) throws { put(try EncodedScalar.integer(value, codingPath)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.take(try EncodingNode.encoding(value, at: codingPath))
  }
}
