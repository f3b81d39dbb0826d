/// The coding key of an array (or sequence) item: its index, named as `JSONDecoder` names it
/// ("Index 2", integer value 2). Shared by the JSON and YAML decoders, so a coding path reads
/// the same whichever decoder made it.
///
/// ```swift
/// let path: [any CodingKey] = [IndexKey(1)]  // slots[1] once rendered
/// ```
public struct IndexKey: CodingKey, Hashable, Sendable {
  /// The item's index.
  public let index: Int

  /// The key of the item at `index`.
  /// - Parameter index: the item's index.
  public init(_ index: Int) { self.index = index }

  /// The key of the item at `intValue`.
  /// - Parameter intValue: the item's index.
  public init?(intValue: Int) { self.index = intValue }

  /// Always nil: an item's key is its index.
  /// - Parameter stringValue: ignored.
  public init?(stringValue: String) { nil }

  /// The index.
  public var intValue: Int? { index }

  /// "Index" and the index, as `JSONDecoder` writes it.
  public var stringValue: String { "Index \(index)" }
}
