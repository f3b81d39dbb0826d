/// Reading typed values out of nodes, with `JSONDecoder`'s errors (but numbers that do not fit
/// name their coding path).
extension TreeDecoder {
  func bool(at index: Int32, path: () -> TreePath) throws -> Bool {
    let node = document.nodes[Int(index)]
    switch node.kind {
    case .true: return true
    case .false: return false
    default: throw mismatch(Bool.self, node, path())
    }
  }

  func string(at index: Int32, path: () -> TreePath) throws -> String {
    let node = document.nodes[Int(index)]
    guard node.isString else { throw mismatch(String.self, node, path()) }
    return document.string(node)
  }

  func integer<T: FixedWidthInteger>(
    _ type: T.Type, at index: Int32, path: () -> TreePath
  ) throws -> T {
    let node = document.nodes[Int(index)]
    guard node.isNumber else { throw mismatch(T.self, node, path()) }
    guard let value = document.integer(node, as: T.self) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path().keys,
          debugDescription: "Parsed JSON number <\(text(node))> does not fit in \(T.self)."))
    }
    return value
  }

  func float<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: T.Type, at index: Int32, path: () -> TreePath
  ) throws -> T {
    let node = document.nodes[Int(index)]
    guard node.isNumber else { throw mismatch(T.self, node, path()) }
    guard let value = document.floatingPoint(node, as: T.self) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path().keys,
          debugDescription: "Parsed JSON number <\(text(node))> does not fit in \(T.self)."))
    }
    return value
  }

  /// Refuses a node that is not of `kind`, for a container of `what` ("keyed", "unkeyed").
  func checkKind<T>(
    _ kind: JSONNode.Kind, as type: T.Type, at index: Int32, path: TreePath, what: String
  ) throws {
    let node = document.nodes[Int(index)]
    guard node.kind != kind else { return }
    guard node.kind == .null else { throw mismatch(T.self, node, path) }
    throw DecodingError.valueNotFound(
      T.self,
      .init(
        codingPath: path.keys,
        debugDescription: "Cannot get \(what) decoding container -- found null value instead"))
  }

  /// `valueNotFound` for null, `typeMismatch` otherwise, worded as `JSONDecoder` words them.
  func mismatch<T>(_ type: T.Type, _ node: JSONNode, _ path: TreePath) -> DecodingError {
    if node.kind == .null {
      return .valueNotFound(
        T.self,
        .init(
          codingPath: path.keys,
          debugDescription: "Cannot get value of type \(T.self) -- found null value instead"))
    }
    return .typeMismatch(
      T.self,
      .init(
        codingPath: path.keys,
        debugDescription: "Expected to decode \(T.self) but found \(node.described) instead."))
  }

  /// A scalar node's text as written.
  private func text(_ node: JSONNode) -> String {
    String(decoding: document.bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
  }
}
