/// An object read by key. Values are found by scanning its pairs (configs are small); a key
/// given twice reads its first value, as with `JSONDecoder`.
struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The decoder of this run.
  let decoder: TreeDecoder
  /// The object's node.
  let object: Int32
  /// The object's coding path.
  let link: PathLink?

  var codingPath: [any CodingKey] { PathLink.keys(link) }

  var allKeys: [Key] {
    let nodes = decoder.document.nodes
    var seen = Set<String>()
    var keys: [Key] = []
    var index = Int(object) + 1
    for _ in 0..<nodes[Int(object)].count {
      let text = decoder.document.string(nodes[index])
      if seen.insert(text).inserted, let key = Key(stringValue: text) { keys.append(key) }
      index = Int(nodes[index + 1].next)
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { find(key) != nil }

  /// The index of the value under `key`, if any.
  private func find(_ key: Key) -> Int32? { decoder.document.find(key.stringValue, in: object) }

  /// The path of the value under `key`.
  private func path(_ key: some CodingKey) -> TreePath { TreePath(parent: link, last: .key(key)) }

  /// The value under `key`; a missing key is `keyNotFound`.
  private func value(_ key: Key) throws -> Int32 {
    guard let index = find(key) else {
      throw DecodingError.keyNotFound(
        key,
        .init(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return index
  }

  /// Reads the value under `key` with `body`, which is given the value's path to use on error.
  private func read<T>(_ key: Key, _ body: (Int32, () -> TreePath) throws -> T) throws -> T {
    try body(value(key)) { path(key) }
  }

  /// Reads the value under `key` with `body`; nil when the key is missing or its value null.
  private func readIfPresent<T>(
    _ key: Key, _ body: (Int32, () -> TreePath) throws -> T
  ) throws -> T? {
    guard let index = find(key), decoder.document.nodes[Int(index)].kind != .null else {
      return nil
    }
    return try body(index) { path(key) }
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try decoder.document.nodes[Int(value(key))].kind == .null
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try read(key) { try decoder.bool(at: $0, path: $1) }
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try read(key) { try decoder.string(at: $0, path: $1) }
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try read(key) { try decoder.float(type, at: $0, path: $1) }
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try read(key) { try decoder.float(type, at: $0, path: $1) }
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try read(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try readIfPresent(key) { try decoder.bool(at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try readIfPresent(key) { try decoder.string(at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try readIfPresent(key) { try decoder.float(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try readIfPresent(key) { try decoder.float(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try readIfPresent(key) { try decoder.integer(type, at: $0, path: $1) }
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try read(key) { try decoder.decode(type, at: $0, path: $1()) }
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try readIfPresent(key) { try decoder.decode(type, at: $0, path: $1()) }
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let index = try value(key)
    let path = path(key)
    try decoder.checkKind(
      .object, as: [String: Any].self, at: index, path: path, what: "keyed")
    return KeyedDecodingContainer(
      TreeKeyedContainer<NestedKey>(decoder: decoder, object: index, link: path.link()))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let index = try value(key)
    let path = path(key)
    try decoder.checkKind(.array, as: [Any].self, at: index, path: path, what: "unkeyed")
    return TreeUnkeyedContainer(decoder: decoder, array: index, link: path.link())
  }

  func superDecoder() throws -> any Decoder { try superDecoder(SuperKey()) }

  func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(key) }

  /// A decoder of its own for the value under `key` (null when the object lacks it).
  private func superDecoder(_ key: some CodingKey) throws -> any Decoder {
    let document = decoder.document
    guard let index = document.find(key.stringValue, in: object) else {
      return TreeDecoder(document: .null, path: path(key))
    }
    return TreeDecoder(document: document, node: index, path: path(key))
  }
}
