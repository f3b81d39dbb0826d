/// A rule's reminder setting (G-30), copied into each Anchor it generates. Off by default.
public struct ReminderSetting: Hashable, Codable, Sendable {
  /// Remind when the window opens (`Anchor.remindBeforeStartMinutes = 0`).
  public var atStart: Bool
  /// Remind this many minutes before the window closes; `nil` = no closing reminder.
  public var beforeEndMinutes: Int?

  /// Makes a setting; the default is off.
  public init(atStart: Bool = false, beforeEndMinutes: Int? = nil) {
    self.atStart = atStart
    self.beforeEndMinutes = beforeEndMinutes
  }

  /// No reminders at all.
  public static let off = ReminderSetting()

  /// Decodes `{atStart?, beforeEndMinutes?}`; a missing `atStart` is off.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    atStart = try container.decodeIfPresent(Bool.self, forKey: .atStart) ?? false
    beforeEndMinutes = try container.decodeIfPresent(Int.self, forKey: .beforeEndMinutes)
  }

  private enum CodingKeys: String, CodingKey {
    case atStart, beforeEndMinutes
  }
}
