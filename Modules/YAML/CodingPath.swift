import JamaalJSON

/// Coding paths as people read them, and the nodes they lead to.
enum CodingPath {
  /// A path as `slots[1].windowMinutes`; empty for the top level.
  static func render(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key as? IndexKey {
        text += "[\(index.index)]"
      } else {
        if !text.isEmpty { text += "." }
        text += key.stringValue
      }
    }
    return text
  }

  /// The deepest node `path` reaches from `root`: where an error along that path is shown.
  static func node(at path: [any CodingKey], in root: YAMLNode) -> YAMLNode {
    var node = root
    for key in path {
      switch node.content {
      case .mapping(let pairs):
        guard let pair = pairs.first(where: { $0.key.scalar == key.stringValue }) else {
          return node
        }
        node = pair.value
      case .sequence(let items):
        guard let index = key.intValue, items.indices.contains(index) else { return node }
        node = items[index]
      case .scalar:
        return node
      }
    }
    return node
  }
}
