/// A prayer rule's reminder setting (G-30), copied into each Anchor: at the start by default.
public struct PrayerReminder: Hashable, Codable, Sendable {
  /// Remind when the window opens (`Anchor.remindBeforeStartMinutes = 0`).
  public var atStart: Bool
  /// Remind this many minutes before the window closes; `nil` = no closing reminder.
  public var beforeEndMinutes: Int?

  /// Makes a setting; the default reminds at the start only.
  public init(atStart: Bool = true, beforeEndMinutes: Int? = nil) {
    self.atStart = atStart
    self.beforeEndMinutes = beforeEndMinutes
  }

  /// Decodes `{atStart?, beforeEndMinutes?}`; a missing `atStart` is on, a closing reminder
  /// 1…1440 minutes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    atStart = try container.decodeIfPresent(Bool.self, forKey: .atStart) ?? true
    beforeEndMinutes = try container.decodeIfPresent(Int.self, forKey: .beforeEndMinutes)
    if let minutes = beforeEndMinutes, !(1...1440).contains(minutes) {
      throw DecodingError.dataCorruptedError(
        forKey: .beforeEndMinutes, in: container,
        debugDescription: "\(minutes) is not a whole number from 1 to 1440")
    }
  }

  private enum CodingKeys: String, CodingKey {
    case atStart, beforeEndMinutes
  }
}
