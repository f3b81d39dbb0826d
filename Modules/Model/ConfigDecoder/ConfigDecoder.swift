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
    let bytes = [UInt8](data)
    let parsed = bytes.withUnsafeBufferPointer { JSONParser.parse($0) }
    switch parsed {
    case .success(let nodes):
      let decoder = TreeDecoder(document: JSONDocument(bytes: bytes, nodes: nodes))
      return try T(from: decoder)
    case .failure(let error):
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: error.message))
    }
  }
}
