/// The `Decoder` for one node; it is its own single-value container.
final class NodeDecoder: Decoder, SingleValueDecodingContainer {
  /// The node being decoded.
  let node: YAMLNode
  /// The keys that lead here from the document's root.
  let codingPath: [any CodingKey]
  /// What all decoders of this run share.
  let context: DecodingContext

  init(node: YAMLNode, codingPath: [any CodingKey], context: DecodingContext) {
    self.node = node
    self.codingPath = codingPath
    self.context = context
  }

  var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let pairs = try context.mapping(node, path: codingPath)
    return KeyedDecodingContainer(
      KeyedContainer<Key>(node: node, pairs: pairs, codingPath: codingPath, context: context))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let items = try context.sequence(node, path: codingPath)
    return UnkeyedContainer(items: items, codingPath: codingPath, context: context)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { node.isNull }

  func decode(_ type: Bool.Type) throws -> Bool { try context.bool(node, path: codingPath) }

  func decode(_ type: String.Type) throws -> String { try context.string(node, path: codingPath) }

  func decode(_ type: Double.Type) throws -> Double { try float(type) }

  func decode(_ type: Float.Type) throws -> Float { try float(type) }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }

  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }

  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }

  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }

  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }

  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }

  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }

  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }

  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }

  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try context.decode(type, node: node, path: codingPath)
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try context.integer(type, node, path: codingPath)
  }

  private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type
  ) throws -> T {
    try context.float(type, node, path: codingPath)
  }
}
