/// The key that names which source reads a rule ("scheduled", "prayerWindow").
///
/// Each source module declares its own as a `static let` in an extension; no bare strings
/// elsewhere. An unregistered key is kept as written (G-82).
public struct SourceKey: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The stored text.
  public let rawValue: String

  /// Wraps a stored key.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Makes a key from a literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// Decodes the raw string.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the raw string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The raw text.
  public var description: String { rawValue }
}
