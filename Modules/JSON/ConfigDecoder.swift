public import Foundation

/// A small, strict and fast JSON decoder for rule configs: RFC 8259 only (no trailing commas, no
/// NaN, no leading zeros, no unescaped control characters, nesting at most 256 deep), with
/// `JSONDecoder`'s decoding rules and errors for what configs use.
///
/// Every `jamaal` process reads every config once, so decoding speed is generation speed from a
/// cold start; this reads a 300-byte config several times faster than `JSONDecoder` on Linux.
/// Types that conform to ``JSONDirectDecodable`` are read straight from the parsed text wherever
/// the decoder meets them.
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
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: data)
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: error.message))
    }
    return try decode(type, from: document)
  }

  /// Decodes a value of `type` from a document already parsed (so a text read for more than
  /// one thing is parsed once).
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - document: the parsed JSON.
  /// - Returns: the value.
  /// - Throws: what decoding the value throws (a `DecodingError`), with its coding path.
  public func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
    try TreeDecoder(document: document).decode(type, at: 0, path: .root)
  }

  /// Decodes a value of a ``JSONDirectDecodable`` type from a parsed document: its direct
  /// reader first, called without a dynamic cast (the registry's hot path), else `init(from:)`.
  /// - Parameters:
  ///   - type: the type to decode.
  ///   - document: the parsed JSON.
  /// - Returns: the value.
  /// - Throws: what decoding the value throws (a `DecodingError`), with its coding path.
  public func decode<T: JSONDirectDecodable>(_ type: T.Type, from document: JSONDocument) throws
    -> T
  {
    if let value = T(json: document.root) { return value }
    return try T(from: TreeDecoder(document: document))
  }
}
