/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with the line and
/// column where it starts.
///
/// Scalars stay text: ``ScalarStyle`` records whether a scalar was written plain (and so may be
/// read as a number, a boolean or null) or quoted (always a string). Aliases are already resolved:
/// an alias node is a copy of the node its anchor names, with that node's positions.
///
/// ```swift
/// let node = try YAMLDecoder().parseNode("start: '10:00'\nminutes: 20")
/// node["minutes"]?.scalar  // "20"
/// ```
public struct YAMLNode: Sendable, Equatable {
  /// How a scalar was written in the source.
  public enum ScalarStyle: Sendable, Equatable {
    /// Unquoted: `true`, `20`, `~` and empty text keep their YAML meaning.
    case plain
    /// `'…'`.
    case singleQuoted
    /// `"…"`.
    case doubleQuoted
    /// A literal block, `|`.
    case literal
    /// A folded block, `>`.
    case folded
  }

  /// One key and its value in a mapping; the key is always a scalar.
  public struct Pair: Sendable, Equatable {
    /// The key node (a scalar).
    public let key: YAMLNode
    /// The value node.
    public let value: YAMLNode
  }

  /// What a node holds.
  public enum Content: Sendable, Equatable {
    /// A scalar's text (after unquoting and folding) and how it was written.
    case scalar(String, ScalarStyle)
    /// A sequence's items, in order.
    case sequence([YAMLNode])
    /// A mapping's pairs, in document order; keys are unique.
    case mapping([Pair])
  }

  /// What the node holds.
  public let content: Content
  /// The 1-based line where the node starts.
  public let line: Int
  /// The 1-based column (in characters) where the node starts.
  public let column: Int

  /// Makes a node; only the parser creates them.
  init(_ content: Content, line: Int, column: Int) {
    self.content = content
    self.line = line
    self.column = column
  }

  /// The text of a scalar node; `nil` for a sequence or a mapping.
  public var scalar: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// Whether the node is an explicit null: a plain `~`, `null`, `Null`, `NULL` or empty value.
  public var isNull: Bool {
    if case .scalar(let text, .plain) = content { return ScalarTyping.isNull(text) }
    return false
  }

  /// The value stored under `key` when the node is a mapping; `nil` otherwise.
  public subscript(key: String) -> YAMLNode? {
    guard case .mapping(let pairs) = content else { return nil }
    return pairs.first { $0.key.scalar == key }?.value
  }
}
