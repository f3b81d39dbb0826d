public import Foundation

/// Decodes `Decodable` values from YAML, with the file, line, column and key path in every
/// error.
///
/// Scalars stay text until a type asks for them: only plain `true`/`false` are booleans, only
/// plain decimals are numbers, a quoted scalar is always a string and `10:00` is never a number.
/// A stream must hold at most one document; duplicate keys, unknown aliases, nesting deeper than
/// 256 levels and more than 100,000 nodes after alias expansion are errors.
///
/// ```swift
/// struct Slot: Decodable { var start: String; var windowMinutes: Int }
/// let slot = try YAMLDecoder().decode(Slot.self, from: "start: '07:30'\nwindowMinutes: 20")
/// ```
public struct YAMLDecoder: Sendable {
  /// Values handed to the decoded types as `Decoder.userInfo`.
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  /// Makes a decoder.
  public init() {}

  /// Decodes a value from YAML text.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The YAML document.
  ///   - file: The name errors are reported under.
  /// - Returns: The decoded value.
  /// - Throws: ``YAMLError`` for invalid YAML or a value that does not fit `type`, including any
  ///   error thrown by the type's own `init(from:)`.
  public func decode<T: Decodable>(
    _ type: T.Type, from text: String, file: String = "<input>"
  ) throws -> T {
    try decode(type, source: SourceText(file: file, bytes: Array(text.utf8)))
  }

  /// Decodes a value from YAML bytes (UTF-8, or UTF-16 with a byte-order mark).
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The YAML document's bytes.
  ///   - file: The name errors are reported under.
  /// - Returns: The decoded value.
  /// - Throws: ``YAMLError`` for invalid YAML (invalid UTF-8 included) or a value that does not
  ///   fit `type`.
  public func decode<T: Decodable>(
    _ type: T.Type, from data: Data, file: String = "<input>"
  ) throws -> T {
    try decode(type, source: SourceText(file: file, bytes: Array(data)))
  }

  /// Decodes a value from a YAML file, naming the file's path in errors.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - url: The file to read.
  /// - Returns: The decoded value.
  /// - Throws: ``YAMLError``; a file that cannot be read is one with line and column 0.
  public func decode<T: Decodable>(_ type: T.Type, fromFile url: URL) throws -> T {
    try decode(type, source: Self.read(url))
  }

  /// Parses YAML text into its node tree, for callers that want the document itself.
  ///
  /// An empty stream gives a null node (a plain empty scalar) at line 1, column 1.
  ///
  /// - Parameters:
  ///   - text: The YAML document.
  ///   - file: The name errors are reported under.
  /// - Returns: The document's root node.
  /// - Throws: ``YAMLError`` for invalid YAML.
  public func parseNode(_ text: String, file: String = "<input>") throws -> YAMLNode {
    try NodeParser.parse(SourceText(file: file, bytes: Array(text.utf8))) ?? Self.emptyRoot
  }

  /// Parses a YAML file into its node tree, naming the file's path in errors.
  ///
  /// - Parameter url: The file to read.
  /// - Returns: The document's root node (a null node for an empty file).
  /// - Throws: ``YAMLError`` for an unreadable file or invalid YAML.
  public func parseNode(fromFile url: URL) throws -> YAMLNode {
    try NodeParser.parse(Self.read(url)) ?? Self.emptyRoot
  }

  /// The root of a stream without a document.
  private static let emptyRoot = YAMLNode(.scalar("", .plain), line: 1, column: 1)

  /// Parses a YAML file once, to decode several views of it (``decode(_:from:)``) and keep its
  /// node tree.
  /// - Parameter url: The file to read.
  /// - Returns: The parsed document.
  /// - Throws: ``YAMLError`` for an unreadable file or invalid YAML.
  public func document(fromFile url: URL) throws -> YAMLDocument {
    let source = try Self.read(url)
    let parsed = try NodeParser.parse(source)
    return YAMLDocument(source: source, root: parsed ?? Self.emptyRoot, isEmpty: parsed == nil)
  }

  /// Decodes a value from a document parsed once, naming its file in errors.
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - document: The parsed document.
  /// - Returns: The decoded value.
  /// - Throws: ``YAMLError`` for a value that does not fit `type`.
  public func decode<T: Decodable>(_ type: T.Type, from document: YAMLDocument) throws -> T {
    try decode(type, source: document.source, root: document.root, isEmpty: document.isEmpty)
  }

  /// Parses `source` and decodes its root, turning every escaping error into a ``YAMLError``.
  private func decode<T: Decodable>(_ type: T.Type, source: SourceText) throws -> T {
    let parsed = try NodeParser.parse(source)
    return try decode(type, source: source, root: parsed ?? Self.emptyRoot, isEmpty: parsed == nil)
  }

  /// Decodes a parsed root, turning every escaping error into a ``YAMLError``.
  private func decode<T: Decodable>(
    _ type: T.Type, source: SourceText, root: YAMLNode, isEmpty: Bool
  ) throws -> T {
    let context = DecodingContext(
      source: source, userInfo: userInfo.mapValues { $0 }, isEmptyDocument: isEmpty)
    do {
      return try context.decode(type, node: root, path: [])
    } catch let error as DecodingError {
      throw context.yamlError(from: error, root: root)
    }
  }

  /// The bytes of a file, named by its path.
  private static func read(_ url: URL) throws -> SourceText {
    switch SourceFile.read(url.path) {
    case .success(let bytes):
      return SourceText(file: url.path, bytes: bytes)
    case .failure(let problem):
      throw YAMLError(
        file: url.path, line: 0, column: 0, keyPath: "",
        message: "cannot read the file: \(problem.message)", sourceLine: nil)
    }
  }
}
