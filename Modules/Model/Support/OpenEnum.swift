/// A string-backed enum that keeps values it does not know (G-82).
///
/// Every stored raw string — a status, a placement, a reason — decodes into a conforming enum. A
/// value written by a newer version becomes `.unknown(raw)` and is written back byte-identical:
///
/// ```swift
/// let status = AttendanceStatus(rawValue: "postponed")  // .unknown("postponed")
/// status.rawValue                                        // "postponed"
/// ```
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible
where RawValue == String {
  /// Every value this version knows, in display order.
  static var knownCases: [Self] { get }

  /// Makes a value this version does not know, keeping its exact text.
  static func unknown(_ raw: String) -> Self

  /// Reads any raw string: a known value, or `.unknown(raw)`. Never fails.
  init(rawValue: String)
}

extension OpenEnum {
  /// Whether this version knows the value (false for `.unknown`).
  public var isKnown: Bool { Self.knownCases.contains(self) }

  /// The raw text, as stored.
  public var description: String { rawValue }

  /// Looks `raw` up among the known cases; anything else is kept as unknown.
  public static func parse(_ raw: String) -> Self {
    knownCases.first { $0.rawValue == raw } ?? .unknown(raw)
  }

  /// Decodes from a single string, keeping unknown text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(rawValue: try container.decode(String.self))
  }

  /// Encodes as the raw string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
