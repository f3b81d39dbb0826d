/// One step of a coding path: a key, or an index in an array.
enum PathStep {
  case key(any CodingKey)
  case index(Int)

  /// The step as a coding key (an index as `JSONDecoder` names it: "Index 2", int value 2).
  var codingKey: any CodingKey {
    switch self {
    case .key(let key): key
    case .index(let index): IndexKey(index)
    }
  }
}

/// A coding path shared by containers: each link is allocated once, when a container is made
/// below the root, so decoding a value needs no allocation for its path.
final class PathLink {
  let step: PathStep
  let parent: PathLink?

  init(_ step: PathStep, parent: PathLink?) {
    self.step = step
    self.parent = parent
  }

  /// The keys from the root to `link`.
  static func keys(_ link: PathLink?) -> [any CodingKey] {
    var steps: [any CodingKey] = []
    var link = link
    while let current = link {
      steps.append(current.step.codingKey)
      link = current.parent
    }
    return steps.reversed()
  }
}

/// A value's coding path: its container's (shared) path and, inline, its own last step.
struct TreePath {
  /// The container's path (nil = the root).
  var parent: PathLink?
  /// The value's own step (nil for the root value).
  var last: PathStep?

  /// The path of the root value.
  static var root: TreePath { TreePath(parent: nil, last: nil) }

  /// The path as a shared link, for a container made at this value.
  func link() -> PathLink? {
    guard let last else { return parent }
    return PathLink(last, parent: parent)
  }

  /// The keys from the root.
  var keys: [any CodingKey] {
    var keys = PathLink.keys(parent)
    if let last { keys.append(last.codingKey) }
    return keys
  }
}
