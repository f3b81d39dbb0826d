/// What every decoder of one `decode` call shares, and the typing rules that turn a node into a
/// Swift value. Mismatches are thrown as `DecodingError` (so `init(from:)` code may catch them as
/// usual); ``YAMLDecoder`` turns whatever escapes into a ``YAMLError`` at the end.
final class DecodingContext {
  /// The document's source, for error positions.
  let source: SourceText
  /// The user's values for `Decoder.userInfo`.
  let userInfo: [CodingUserInfoKey: Any]
  /// Whether the stream had no document (its root is then a null at 1:1).
  let isEmptyDocument: Bool

  init(source: SourceText, userInfo: [CodingUserInfoKey: Any], isEmptyDocument: Bool) {
    self.source = source
    self.userInfo = userInfo
    self.isEmptyDocument = isEmptyDocument
  }

  /// Decodes any `Decodable` from a node; errors other than decoding errors thrown by the type's
  /// `init(from:)` become a ``YAMLError`` at that node.
  func decode<T: Decodable>(_ type: T.Type, node: YAMLNode, path: [any CodingKey]) throws -> T {
    if T.self == String.self, let value = try string(node, path: path) as? T { return value }
    if T.self == Int.self, let value = try integer(Int.self, node, path: path) as? T {
      return value
    }
    if T.self == Double.self, let value = try float(Double.self, node, path: path) as? T {
      return value
    }
    if T.self == Bool.self, let value = try bool(node, path: path) as? T { return value }
    do {
      return try T(from: NodeDecoder(node: node, codingPath: path, context: self))
    } catch let error as DecodingError {
      throw error
    } catch let error as YAMLError {
      throw error
    } catch {
      throw source.error(
        at: node, keyPath: CodingPath.render(path), message: String(describing: error))
    }
  }

  /// A mapping's pairs.
  func mapping(_ node: YAMLNode, path: [any CodingKey]) throws -> [YAMLNode.Pair] {
    guard case .mapping(let pairs) = node.content else {
      throw mismatch([String: String].self, expected: "a mapping", node, path)
    }
    return pairs
  }

  /// A sequence's items.
  func sequence(_ node: YAMLNode, path: [any CodingKey]) throws -> [YAMLNode] {
    guard case .sequence(let items) = node.content else {
      throw mismatch([String].self, expected: "a sequence", node, path)
    }
    return items
  }

  /// Any scalar but null, as text.
  func string(_ node: YAMLNode, path: [any CodingKey]) throws -> String {
    guard case .scalar(let text, _) = node.content, !node.isNull else {
      throw mismatch(String.self, expected: "a string", node, path)
    }
    return text
  }

  /// A plain `true` or `false`, and nothing else.
  func bool(_ node: YAMLNode, path: [any CodingKey]) throws -> Bool {
    guard case .scalar(let text, .plain) = node.content, let value = ScalarTyping.bool(text) else {
      throw mismatch(Bool.self, expected: "true or false", node, path)
    }
    return value
  }

  /// A plain decimal integer that fits `T`.
  func integer<T: FixedWidthInteger>(
    _ type: T.Type, _ node: YAMLNode, path: [any CodingKey]
  ) throws -> T {
    guard case .scalar(let text, .plain) = node.content, ScalarTyping.isDecimalInteger(text) else {
      throw mismatch(T.self, expected: "an integer", node, path)
    }
    guard let value = T(text) else {
      throw mismatch(T.self, expected: "an integer from \(T.min) to \(T.max)", node, path)
    }
    return value
  }

  /// A plain decimal number (`1`, `-2.5`, `.5`, `1e3`) or `.inf`, `-.inf`, `.nan`.
  func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, _ node: YAMLNode, path: [any CodingKey]
  ) throws -> T {
    guard case .scalar(let text, .plain) = node.content else {
      throw mismatch(T.self, expected: "a number", node, path)
    }
    if let special = ScalarTyping.specialFloat(text) { return T(special) }
    guard ScalarTyping.isDecimalNumber(text), let value = T(text) else {
      throw mismatch(T.self, expected: "a number", node, path)
    }
    return value
  }

  /// The error for a node that is not what was expected: `valueNotFound` for null,
  /// `typeMismatch` otherwise.
  func mismatch<T>(
    _ type: T.Type, expected: String, _ node: YAMLNode, _ path: [any CodingKey]
  ) -> DecodingError {
    if node.isNull {
      let message =
        isEmptyDocument && path.isEmpty
        ? "the document is empty; expected \(expected)" : "expected \(expected), found null"
      return .valueNotFound(T.self, .init(codingPath: path, debugDescription: message))
    }
    return .typeMismatch(
      T.self,
      .init(codingPath: path, debugDescription: "expected \(expected), found \(describe(node))"))
  }

  /// A node in a few words: `'abc'`, `the quoted string 'true'`, `a mapping`.
  private func describe(_ node: YAMLNode) -> String {
    switch node.content {
    case .mapping: return "a mapping"
    case .sequence: return "a sequence"
    case .scalar(let text, let style):
      let firstLine = text.prefix { $0 != "\n" }
      var shown = String(firstLine.prefix(40))
      if shown.count < text.count { shown += "…" }
      switch style {
      case .plain: return "'\(shown)'"
      case .singleQuoted, .doubleQuoted: return "the quoted string '\(shown)'"
      case .literal, .folded: return "the block text '\(shown)'"
      }
    }
  }

  /// A decoding error that escaped the user's types, as a ``YAMLError`` at the node its coding
  /// path leads to (for a missing key: the mapping that lacks it).
  func yamlError(from error: DecodingError, root: YAMLNode) -> YAMLError {
    let path: [any CodingKey]
    let message: String
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath
      message = "missing key '\(key.stringValue)'"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      path = context.codingPath
      message = context.debugDescription.isEmpty ? "expected \(type)" : context.debugDescription
    case .dataCorrupted(let context):
      path = context.codingPath
      message = context.debugDescription.isEmpty ? "invalid value" : context.debugDescription
    @unknown default:
      path = []
      message = String(describing: error)
    }
    let node = CodingPath.node(at: path, in: root)
    return source.error(at: node, keyPath: CodingPath.render(path), message: message)
  }
}
