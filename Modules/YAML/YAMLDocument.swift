/// A YAML file parsed once (``YAMLDecoder/document(fromFile:)``): its node tree, and what
/// decoding more views of it needs to name lines in errors.
public struct YAMLDocument: Sendable {
  /// The file's bytes and name.
  let source: SourceText
  /// The root node (a null scalar for an empty file).
  public let root: YAMLNode
  /// Whether the file holds no document at all.
  let isEmpty: Bool
}
