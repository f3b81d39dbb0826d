/// An array read item by item; an item is consumed only when it decodes.
struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
  /// The decoder of this run.
  let decoder: TreeDecoder
  /// The array's coding path.
  let link: PathLink?
  /// How many items the array holds.
  private let total: Int
  /// The node of the next item.
  private var node: Int32
  /// The index of the next item.
  private(set) var currentIndex = 0

  init(decoder: TreeDecoder, array: Int32, link: PathLink?) {
    self.decoder = decoder
    self.link = link
    self.total = decoder.document.nodes[Int(array)].count
    self.node = array + 1
  }

  var codingPath: [any CodingKey] { PathLink.keys(link) }

  var count: Int? { total }

  var isAtEnd: Bool { currentIndex >= total }

  /// The path of the next item.
  private var path: TreePath { TreePath(parent: link, last: .index(currentIndex)) }

  /// The next item's node; past the end is `valueNotFound`.
  private func current<T>(_ type: T.Type) throws -> Int32 {
    guard currentIndex < total else {
      throw DecodingError.valueNotFound(
        T.self, .init(codingPath: path.keys, debugDescription: "Unkeyed container is at end."))
    }
    return node
  }

  /// Moves past the current item.
  private mutating func advance() {
    node = decoder.document.nodes[Int(node)].next
    currentIndex += 1
  }

  /// Reads the next item with `body`, then moves past it.
  private mutating func read<T>(
    _ type: T.Type, _ body: (TreeDecoder, Int32, () -> TreePath) throws -> T
  ) throws -> T {
    let path = path
    let value = try body(decoder, current(type)) { path }
    advance()
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard try decoder.document.nodes[Int(current(Any?.self))].kind == .null else { return false }
    advance()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    try read(type) { try $0.bool(at: $1, path: $2) }
  }

  mutating func decode(_ type: String.Type) throws -> String {
    try read(type) { try $0.string(at: $1, path: $2) }
  }

  mutating func decode(_ type: Double.Type) throws -> Double {
    try read(type) { try $0.float(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Float.Type) throws -> Float {
    try read(type) { try $0.float(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Int.Type) throws -> Int {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try read(type) { try $0.integer(type, at: $1, path: $2) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try read(type) { try $0.decode(type, at: $1, path: $2()) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try read(KeyedDecodingContainer<NestedKey>.self) { decoder, index, makePath in
      let path = makePath()
      try decoder.checkKind(
        .object, as: [String: Any].self, at: index, path: path, what: "keyed")
      return KeyedDecodingContainer(
        TreeKeyedContainer<NestedKey>(decoder: decoder, object: index, link: path.link()))
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try read((any UnkeyedDecodingContainer).self) { decoder, index, makePath in
      let path = makePath()
      try decoder.checkKind(.array, as: [Any].self, at: index, path: path, what: "unkeyed")
      return TreeUnkeyedContainer(decoder: decoder, array: index, link: path.link())
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    try read((any Decoder).self) { decoder, index, path in
      TreeDecoder(document: decoder.document, node: index, path: path())
    }
  }
}
