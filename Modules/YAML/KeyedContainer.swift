import JamaalJSON

/// A mapping read by key; keys are compared as text with each key's `stringValue`.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The mapping node.
  let node: YAMLNode
  /// Its pairs, in document order.
  let pairs: [YAMLNode.Pair]
  /// The keys that lead to the mapping.
  let codingPath: [any CodingKey]
  /// What all decoders of this run share.
  let context: DecodingContext
  /// Key text → pair index, for mappings large enough that scanning would cost more.
  private let index: [String: Int]?

  init(
    node: YAMLNode, pairs: [YAMLNode.Pair], codingPath: [any CodingKey], context: DecodingContext
  ) {
    self.node = node
    self.pairs = pairs
    self.codingPath = codingPath
    self.context = context
    if pairs.count > 16 {
      var index: [String: Int] = [:]
      for (position, pair) in pairs.enumerated() {
        if let key = pair.key.scalar { index[key] = position }
      }
      self.index = index
    } else {
      self.index = nil
    }
  }

  var allKeys: [Key] { pairs.compactMap { $0.key.scalar.flatMap(Key.init(stringValue:)) } }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  /// The value under `key`, if the mapping has it.
  private func find(_ key: Key) -> YAMLNode? {
    let text = key.stringValue
    if let index {
      return index[text].map { pairs[$0].value }
    }
    return pairs.first { $0.key.scalar == text }?.value
  }

  /// The value under `key`; a missing key is `keyNotFound`.
  private func value(_ key: Key) throws -> YAMLNode {
    guard let value = find(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing key '\(key.stringValue)'"))
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try context.bool(value(key), path: codingPath + [key])
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try context.string(value(key), path: codingPath + [key])
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try float(type, key) }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try float(type, key) }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try context.decode(type, node: value(key), path: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let path = codingPath + [key]
    let nested = try value(key)
    let pairs = try context.mapping(nested, path: path)
    return KeyedDecodingContainer(
      KeyedContainer<NestedKey>(node: nested, pairs: pairs, codingPath: path, context: context))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let path = codingPath + [key]
    let items = try context.sequence(value(key), path: path)
    return UnkeyedContainer(items: items, codingPath: path, context: context)
  }

  func superDecoder() throws -> any Decoder { decoder(for: SuperKey()) }

  func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key) }

  /// A decoder for the value under `key`, or for null when the mapping lacks it.
  private func decoder(for key: some CodingKey) -> NodeDecoder {
    let text = key.stringValue
    let found = pairs.first { $0.key.scalar == text }?.value
    let nested = found ?? YAMLNode(.scalar("", .plain), line: node.line, column: node.column)
    return NodeDecoder(node: nested, codingPath: codingPath + [key], context: context)
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
    try context.integer(type, value(key), path: codingPath + [key])
  }

  private func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, _ key: Key
  ) throws -> T {
    try context.float(type, value(key), path: codingPath + [key])
  }
}
