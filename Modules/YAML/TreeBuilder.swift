/// Builds the node tree from parser events, one event at a time, without recursion: resolves
/// aliases, merges `<<` keys, rejects duplicate keys and caps nesting and total size.
struct TreeBuilder {
  /// The deepest nesting of sequences and mappings accepted.
  static let maximumDepth = 256
  /// The most nodes a document may have once aliases are expanded (a guard against alias bombs).
  static let maximumNodes = 100_000

  /// A sequence or mapping still being read.
  private struct Frame {
    /// Whether this is a mapping (else a sequence).
    let isMapping: Bool
    /// Where it starts.
    let line: Int
    let column: Int
    /// Its anchor, if any.
    let anchor: String?
    /// A sequence's items so far.
    var items: [YAMLNode] = []
    /// A mapping's pairs so far.
    var pairs: [YAMLNode.Pair] = []
    /// A mapping's key waiting for its value.
    var pendingKey: YAMLNode?
    /// A mapping's keys so far, with the line where each was first given.
    var keyLines: [String: Int] = [:]
    /// The `<<` values to merge when the mapping ends.
    var merges: [YAMLNode] = []
    /// Nodes in this collection, itself included.
    var count = 1
    /// Levels of collections below this one.
    var height = 0
  }

  /// A finished anchored node, with its size so that copies can be counted without walking them.
  private struct Anchored {
    let node: YAMLNode
    let count: Int
    let height: Int
  }

  private let source: SourceText
  private var stack: [Frame] = []
  private var anchors: [String: Anchored] = [:]
  private var totalNodes = 0
  private var documents = 0
  /// The finished root node; `nil` while reading and for a stream without a document.
  private(set) var root: YAMLNode?

  init(source: SourceText) {
    self.source = source
  }

  /// Notes the start of a document; a second one is an error.
  mutating func startDocument(line: Int, column: Int) throws {
    guard documents == 0 else {
      throw source.error(
        line: line, column: column,
        message: "expected one document in the stream, found a second one")
    }
    documents += 1
  }

  /// Adds a scalar.
  mutating func scalar(
    _ text: String, style: YAMLNode.ScalarStyle, anchor: String?, line: Int, column: Int
  ) throws {
    let node = YAMLNode(.scalar(text, style), line: line, column: column)
    try count(1, line: line, column: column)
    if let anchor { anchors[anchor] = Anchored(node: node, count: 1, height: 0) }
    try append(node, count: 1, height: 0)
  }

  /// Adds a copy of the node that anchor `name` names.
  mutating func alias(_ name: String, line: Int, column: Int) throws {
    guard let anchored = anchors[name] else {
      let message =
        stack.contains { $0.anchor == name }
        ? "alias '*\(name)' refers to a node that contains it"
        : "unknown alias '*\(name)'"
      throw source.error(line: line, column: column, message: message)
    }
    let levels = anchored.height + (anchored.node.scalar == nil ? 1 : 0)
    guard stack.count + levels <= Self.maximumDepth else {
      throw tooDeep(line: line, column: column)
    }
    try count(anchored.count, line: line, column: column)
    try append(anchored.node, count: anchored.count, height: anchored.height)
  }

  /// Opens a sequence or a mapping.
  mutating func open(mapping: Bool, anchor: String?, line: Int, column: Int) throws {
    guard stack.count < Self.maximumDepth else { throw tooDeep(line: line, column: column) }
    try count(1, line: line, column: column)
    stack.append(Frame(isMapping: mapping, line: line, column: column, anchor: anchor))
  }

  /// Closes the innermost sequence or mapping.
  mutating func close() throws {
    guard let frame = stack.popLast() else { return }
    let content: YAMLNode.Content
    if frame.isMapping {
      content = .mapping(try merged(frame))
    } else {
      content = .sequence(frame.items)
    }
    let node = YAMLNode(content, line: frame.line, column: frame.column)
    if let anchor = frame.anchor {
      anchors[anchor] = Anchored(node: node, count: frame.count, height: frame.height)
    }
    try append(node, count: frame.count, height: frame.height)
  }

  /// Puts a finished node into the collection being read, or makes it the root.
  private mutating func append(_ node: YAMLNode, count: Int, height: Int) throws {
    guard var frame = stack.popLast() else {
      root = node
      return
    }
    frame.count += count
    frame.height = max(frame.height, height + (node.scalar == nil ? 1 : 0))
    if !frame.isMapping {
      frame.items.append(node)
    } else if let key = frame.pendingKey {
      frame.pendingKey = nil
      if case .scalar("<<", .plain) = key.content {
        frame.merges.append(node)
      } else {
        frame.pairs.append(YAMLNode.Pair(key: key, value: node))
      }
    } else {
      try checkKey(node, in: &frame)
      frame.pendingKey = node
    }
    stack.append(frame)
  }

  /// Rejects a key that is not a scalar or that the mapping already has.
  private func checkKey(_ key: YAMLNode, in frame: inout Frame) throws {
    guard let text = key.scalar else {
      throw source.error(at: key, message: "a mapping key must be a scalar, not a collection")
    }
    if case .scalar("<<", .plain) = key.content { return }
    if let first = frame.keyLines[text] {
      throw source.error(at: key, message: "duplicate key '\(text)' (first given at line \(first))")
    }
    frame.keyLines[text] = key.line
  }

  /// A mapping's pairs with its `<<` merges applied: keys given in the mapping win, then earlier
  /// merged mappings win over later ones.
  private func merged(_ frame: Frame) throws -> [YAMLNode.Pair] {
    guard !frame.merges.isEmpty else { return frame.pairs }
    var pairs = frame.pairs
    var seen = Set(frame.keyLines.keys)
    for value in frame.merges {
      let sources: [YAMLNode]
      switch value.content {
      case .mapping: sources = [value]
      case .sequence(let items): sources = items
      case .scalar: sources = [value]
      }
      for source in sources {
        guard case .mapping(let extra) = source.content else {
          throw self.source.error(
            at: source, message: "a merge key '<<' takes a mapping or a list of mappings")
        }
        for pair in extra {
          guard let key = pair.key.scalar, seen.insert(key).inserted else { continue }
          pairs.append(pair)
        }
      }
    }
    return pairs
  }

  /// Counts nodes against the cap.
  private mutating func count(_ nodes: Int, line: Int, column: Int) throws {
    totalNodes += nodes
    guard totalNodes <= Self.maximumNodes else {
      throw source.error(
        line: line, column: column,
        message: "the document has more than \(Self.maximumNodes) nodes once aliases are expanded")
    }
  }

  /// The error for nesting beyond the cap.
  private func tooDeep(line: Int, column: Int) -> YAMLError {
    source.error(
      line: line, column: column,
      message: "sequences and mappings are nested more than \(Self.maximumDepth) levels deep")
  }
}
