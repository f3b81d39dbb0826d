public import Foundation

/// A small, strict and fast JSON decoder for rule configs: RFC 8259 only (no trailing commas, no
/// NaN, no leading zeros, no unescaped control characters, nesting at most 256 deep), with
/// `JSONDecoder`'s decoding rules and errors for what configs use.
///
/// Every `jamaal` process reads every config once, so decoding speed is generation speed from a
/// cold start; this reads a 300-byte config several times faster than `JSONDecoder` on Linux.
///
/// ```swift
/// let config = try ConfigDecoder().decode(ScheduledConfig.self, from: rule.configData)
/// ```
public struct ConfigDecoder: Sendable {
  /// Makes a decoder.
  public init() {}

  /// Decodes a value of `type` from UTF-8 JSON.
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - data: the JSON text.
  /// - Returns: the value.
  /// - Throws: `DecodingError`: `dataCorrupted` naming the byte offset when `data` is not valid
  ///   JSON; otherwise what decoding the value throws, with its coding path.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    switch JSONDocument.parse(data) {
    case .success(let document): return try T(from: TreeDecoder(document: document))
    case .failure(let error):
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: error.message))
    }
  }

  /// Decodes a value of `type`, trying `fast` first: when it reads the parsed document, its
  /// value is returned; when it returns nil, `T`'s `init(from:)` reads the same document (so
  /// errors are `Decodable`'s, naming the field).
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - data: the JSON text.
  ///   - fast: reads the document's root directly; nil for anything it does not expect.
  /// - Returns: the value.
  /// - Throws: as ``decode(_:from:)``.
  public func decode<T: Decodable>(
    _ type: T.Type, from data: Data, fast: (ConfigValue) -> T?
  ) throws -> T {
    switch JSONDocument.parse(data) {
    case .success(let document):
      if let value = fast(ConfigValue(document: document, index: 0)) { return value }
      return try T(from: TreeDecoder(document: document))
    case .failure(let error):
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: error.message))
    }
  }

  /// The integer under `key` at the top of a JSON object, as `decode` would read it for a type
  /// with that one key; nil when the data is not a JSON object or the key is missing or not an
  /// integer. Skips the `Decoder` machinery (``SourceRegistry`` reads every config's version).
  static func topLevelInteger(_ key: String, in data: Data) -> Int? {
    guard case .success(let document) = JSONDocument.parse(data),
      document.nodes[0].kind == .object, let index = document.find(key, in: 0)
    else { return nil }
    let node = document.nodes[Int(index)]
    return node.isNumber ? document.integer(node, as: Int.self) : nil
  }
}
