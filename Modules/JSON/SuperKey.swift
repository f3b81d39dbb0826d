/// The key `superDecoder()` reads ("super"), as `JSONDecoder` names it. Shared by the JSON and
/// YAML decoders.
public struct SuperKey: CodingKey, Hashable, Sendable {
  /// The key.
  public init() {}

  /// Always nil: the key has no integer value.
  /// - Parameter intValue: ignored.
  public init?(intValue: Int) { nil }

  /// The key when `stringValue` is "super"; nil otherwise.
  /// - Parameter stringValue: the key's text.
  public init?(stringValue: String) {
    guard stringValue == "super" else { return nil }
  }

  /// Always nil.
  public var intValue: Int? { nil }

  /// "super".
  public var stringValue: String { "super" }
}
