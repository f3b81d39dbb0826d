/// A day of the week, ISO-numbered (Monday = 1 … Sunday = 7).
public enum Weekday: Int, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// Monday.
  case monday = 1
  /// Tuesday.
  case tuesday
  /// Wednesday.
  case wednesday
  /// Thursday.
  case thursday
  /// Friday.
  case friday
  /// Saturday.
  case saturday
  /// Sunday.
  case sunday

  /// The three-letter lowercase key used in configs and on the command line ("mon").
  public var key: String {
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][rawValue - 1]
  }

  /// The short English name shown in the UI ("Mon").
  public var shortName: String {
    ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][rawValue - 1]
  }

  /// Reads a key such as "mon" or "Monday" (case-insensitive, first three letters).
  public init?(key: String) {
    let prefix = key.lowercased().prefix(3)
    guard let index = Self.allCases.firstIndex(where: { $0.key == prefix }) else { return nil }
    self = Self.allCases[index]
  }

  /// Orders by ISO number (Monday first).
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Weekday {
  /// Decodes a weekday key ("mon"); anything else is an error naming the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = Weekday(key: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a weekday (mon, tue, … sun)")
    }
    self = day
  }

  /// Encodes the weekday key ("mon").
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(key)
  }
}
