/// The `Decoder` over a parsed document. One instance serves a whole `decode` call: decoding a
/// nested value moves it to that value and back, so nested values cost no allocation. It is its
/// own single-value container.
final class TreeDecoder: Decoder, SingleValueDecodingContainer {
  /// The document.
  let document: JSONDocument
  /// The index of the value being decoded.
  private(set) var node: Int32
  /// Its coding path.
  private(set) var path: TreePath

  init(document: JSONDocument, node: Int32 = 0, path: TreePath = .root) {
    self.document = document
    self.node = node
    self.path = path
  }

  var codingPath: [any CodingKey] { path.keys }

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Decodes the value at `node`, whose path is `path`.
  func decode<T: Decodable>(_ type: T.Type, at node: Int32, path: TreePath) throws -> T {
    if let value = direct(type, at: node) { return value }
    let (savedNode, savedPath) = (self.node, self.path)
    self.node = node
    self.path = path
    defer { (self.node, self.path) = (savedNode, savedPath) }
    return try T(from: self)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try checkKind(.object, as: [String: Any].self, at: node, path: path, what: "keyed")
    return KeyedDecodingContainer(
      TreeKeyedContainer<Key>(decoder: self, object: node, link: path.link()))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try checkKind(.array, as: [Any].self, at: node, path: path, what: "unkeyed")
    return TreeUnkeyedContainer(decoder: self, array: node, link: path.link())
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { document.nodes[Int(node)].kind == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try bool(at: node) { path } }

  func decode(_ type: String.Type) throws -> String { try string(at: node) { path } }

  func decode(_ type: Double.Type) throws -> Double { try float(type, at: node) { path } }

  func decode(_ type: Float.Type) throws -> Float { try float(type, at: node) { path } }

  func decode(_ type: Int.Type) throws -> Int { try integer(type, at: node) { path } }

  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type, at: node) { path } }

  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type, at: node) { path } }

  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type, at: node) { path } }

  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type, at: node) { path } }

  func decode(_ type: UInt.Type) throws -> UInt { try integer(type, at: node) { path } }

  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type, at: node) { path } }

  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type, at: node) { path } }

  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type, at: node) { path } }

  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type, at: node) { path } }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    if let value = direct(type, at: node) { return value }
    return try T(from: self)
  }

  /// The value at `node` read by `T`'s ``JSONDirectDecodable`` reader, when `T` has one and it
  /// reads the value; nil otherwise.
  private func direct<T: Decodable>(_ type: T.Type, at node: Int32) -> T? {
    guard let direct = type as? any JSONDirectDecodable.Type else { return nil }
    return read(direct, as: type, at: node)
  }

  /// `D`'s direct reading as a `T` (the same type): opened, so the value is never boxed.
  private func read<D: JSONDirectDecodable, T>(_ direct: D.Type, as type: T.Type, at node: Int32)
    -> T?
  {
    D(json: ConfigValue(document: document, index: node)) as? T
  }
}
