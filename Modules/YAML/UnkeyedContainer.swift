import JamaalJSON

/// A sequence read item by item; an item is consumed only when it decodes.
struct UnkeyedContainer: UnkeyedDecodingContainer {
  /// The sequence's items.
  let items: [YAMLNode]
  /// The keys that lead to the sequence.
  let codingPath: [any CodingKey]
  /// What all decoders of this run share.
  let context: DecodingContext
  /// The index of the next item.
  private(set) var currentIndex = 0

  init(items: [YAMLNode], codingPath: [any CodingKey], context: DecodingContext) {
    self.items = items
    self.codingPath = codingPath
    self.context = context
  }

  var count: Int? { items.count }

  var isAtEnd: Bool { currentIndex >= items.count }

  /// The coding path of the next item.
  private var path: [any CodingKey] { codingPath + [IndexKey(currentIndex)] }

  /// The next item; past the end is `valueNotFound`.
  private func current<T>(_ type: T.Type) throws -> YAMLNode {
    guard currentIndex < items.count else {
      throw DecodingError.valueNotFound(
        T.self,
        .init(
          codingPath: path,
          debugDescription: "expected another item, but the sequence has only \(items.count)"))
    }
    return items[currentIndex]
  }

  /// Moves past the item that `value` was decoded from.
  private mutating func advance<T>(_ value: T) -> T {
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard try current(Never.self).isNull else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try advance(context.bool(current(type), path: path))
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try advance(context.string(current(type), path: path))
  }

  mutating func decode(_ type: Double.Type) throws -> Double { try float(type) }

  mutating func decode(_ type: Float.Type) throws -> Float { try float(type) }

  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }

  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }

  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }

  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }

  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }

  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try advance(context.decode(type, node: current(type), path: path))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let node = try current(KeyedDecodingContainer<NestedKey>.self)
    let pairs = try context.mapping(node, path: path)
    return advance(
      KeyedDecodingContainer(
        KeyedContainer<NestedKey>(node: node, pairs: pairs, codingPath: path, context: context)))
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let items = try context.sequence(current(UnkeyedContainer.self), path: path)
    return advance(UnkeyedContainer(items: items, codingPath: path, context: context))
  }

  mutating func superDecoder() throws -> any Decoder {
    let node = try current(NodeDecoder.self)
    return advance(NodeDecoder(node: node, codingPath: path, context: context))
  }

  private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    try advance(context.integer(type, current(type), path: path))
  }

  private mutating func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type
  ) throws -> T {
    try advance(context.float(type, current(type), path: path))
  }
}
