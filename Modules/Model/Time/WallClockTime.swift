import Foundation

/// A time of day on a wall clock, in minutes after midnight (0 ..< 1440).
public struct WallClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Minutes after midnight.
  public let minutes: Int

  /// The default start of the logical day, 03:00 (D-1).
  public static let defaultDayStart = WallClockTime(checked: 180)

  /// 00:00.
  public static let midnight = WallClockTime(checked: 0)

  private init(checked minutes: Int) { self.minutes = minutes }

  /// Makes a time from minutes after midnight; `nil` outside 0 ..< 1440.
  public init?(minutes: Int) {
    guard (0..<1440).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  /// Makes a time from an hour (0…23) and minute (0…59); `nil` outside those.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    self.minutes = hour * 60 + minute
  }

  /// Parses `HH:MM` (24-hour, two digits each); `nil` for anything else.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// Parses a time as a person types it: `HH:MM` or `H:MM` (`8:15`), 24-hour, with
  /// surrounding spaces ignored; `nil` for anything else. Stored configs keep the strict `HH:MM`
  /// of ``init(_:)``.
  public init?(typed text: some StringProtocol) {
    let trimmed = String(text).trimmingSpaces
    self.init(trimmed.count == 4 && trimmed.dropFirst().hasPrefix(":") ? "0" + trimmed : trimmed)
  }

  /// The hour (0…23).
  public var hour: Int { minutes / 60 }

  /// The minute (0…59).
  public var minute: Int { minutes % 60 }

  /// `HH:MM`.
  public var description: String {
    (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
  }

  /// Orders by minutes after midnight.
  public static func < (lhs: WallClockTime, rhs: WallClockTime) -> Bool {
    lhs.minutes < rhs.minutes
  }
}

extension WallClockTime: Codable {
  /// Decodes `HH:MM`; anything else is an error naming the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let time = WallClockTime(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a time (HH:MM, 24-hour)")
    }
    self = time
  }

  /// Encodes as `HH:MM`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
