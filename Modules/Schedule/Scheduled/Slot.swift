import Foundation
public import JamaalModel

/// A named time slot of a rule: a start and a window length, or the whole logical day.
///
/// In config: `{"id": "dropoff", "label": "Drop-off", "start": "08:15", "windowMinutes": 30}` or
/// `{"id": "day", "allDay": true}`. The id becomes each Anchor's `slotKey`.
public struct Slot: Hashable, Sendable {
  /// The slot id, unique within the rule (the Anchor's `slotKey`).
  public var id: String
  /// The slot's name ("Drop-off"); `nil` = the rule's title is used (G-27).
  public var label: String?
  /// When the window is.
  public var timing: Timing

  /// When a slot's window is.
  public enum Timing: Hashable, Sendable {
    /// Opens at `start` (wall clock, rule zone) for `windowMinutes` elapsed minutes.
    case timed(start: WallClockTime, windowMinutes: Int)
    /// The whole logical day, [day start, next day start) (D-1).
    case allDay
  }

  /// Makes a slot.
  public init(id: String, label: String? = nil, timing: Timing) {
    self.id = id
    self.label = label
    self.timing = timing
  }

  /// The label when it has visible text, else `nil`.
  var displayLabel: String? {
    guard let label, !label.trimmingSpaces.isEmpty else { return nil }
    return label
  }
}

extension Slot: Codable {
  /// Decodes a timed slot (`start`, `windowMinutes`) or an all-day one (`allDay: true`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    label = try container.decodeIfPresent(String.self, forKey: .label)
    if try container.decodeIfPresent(Bool.self, forKey: .allDay) == true {
      timing = .allDay
    } else {
      let start = try container.decode(WallClockTime.self, forKey: .start)
      let minutes = try container.decode(Int.self, forKey: .windowMinutes)
      timing = .timed(start: start, windowMinutes: minutes)
    }
  }

  /// Encodes the slot in the config shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(label, forKey: .label)
    switch timing {
    case .timed(let start, let windowMinutes):
      try container.encode(start, forKey: .start)
      try container.encode(windowMinutes, forKey: .windowMinutes)
    case .allDay:
      try container.encode(true, forKey: .allDay)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case id, label, start, windowMinutes, allDay
  }
}
