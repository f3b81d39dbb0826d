import Foundation
import JamaalJSON
import JamaalStorage

/// The notifications this device's deliverer has shown, kept in the store's local preferences
/// (`deliveredNotifications`, never synced) so a restart, a second login or a re-plan never shows
/// one twice: which plan id at which fire time, and the service's id to replace or withdraw it.
struct DeliveredNotifications: Equatable {
  /// One notification shown.
  struct Entry: Codable, Equatable {
    /// The plan's id (``JamaalReminders/NotificationRequest/id``).
    var id: String
    /// The fire time it was shown for, in whole milliseconds since 1970.
    var fireDate: Int64
    /// The notification service's id (0 when the service gave none, or it was dropped unshown).
    var serviceID: UInt32
    /// Where a click on it leads (``JamaalReminders/NotificationRoute/rawValue``).
    var route: String
    /// Whether it is still on screen as far as this device knows (not withdrawn, not closed).
    var showing: Bool
  }

  /// The preference the list is kept under.
  static let key = "deliveredNotifications"
  /// How long an entry is kept after its fire time: past the longest window, so a plan still
  /// holding the request never shows it again.
  static let kept: TimeInterval = 3 * 86_400

  /// The entries, oldest fire time first.
  private(set) var entries: [Entry]

  /// The list in `store`; unreadable text reads as empty (nothing more is lost than the memory
  /// of what was shown).
  static func read(from store: Store) throws -> DeliveredNotifications {
    guard let text = try store.preference(key),
      let entries = try? JSONDecoder().decode([Entry].self, from: Data(text.utf8))
    else { return DeliveredNotifications(entries: []) }
    return DeliveredNotifications(entries: entries)
  }

  /// Writes the list, without entries older than ``kept`` before `now`.
  func write(to store: Store, now: Date) throws {
    let oldest = Self.milliseconds(now.addingTimeInterval(-Self.kept))
    let live = entries.filter { $0.fireDate >= oldest }
    guard !live.isEmpty else {
      try store.setPreference(nil, for: Self.key)
      return
    }
    let data = try JSONValueEncoder().data(live)
    try store.setPreference(String(decoding: data, as: UTF8.self), for: Self.key)
  }

  /// Whether `id` was shown (or dropped) for `fireDate`.
  func contains(_ id: String, at fireDate: Date) -> Bool {
    let time = Self.milliseconds(fireDate)
    return entries.contains { $0.id == id && $0.fireDate == time }
  }

  /// The entry of `id` still on screen, if any (what a new fire time replaces).
  func showing(_ id: String) -> Entry? { entries.last { $0.id == id && $0.showing } }

  /// The entry the service knows as `serviceID`, if any.
  func entry(serviceID: UInt32) -> Entry? {
    serviceID == 0 ? nil : entries.last { $0.serviceID == serviceID }
  }

  /// The entries on screen.
  var onScreen: [Entry] { entries.filter(\.showing) }

  /// Records `entry`; an entry of the same id on screen is replaced by it (no longer showing).
  mutating func record(_ entry: Entry) {
    for index in entries.indices where entries[index].id == entry.id {
      entries[index].showing = false
    }
    entries.append(entry)
    entries.sort { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
  }

  /// Marks the notification the service knows as `serviceID` as gone from screen.
  /// - Returns: whether it was on screen.
  @discardableResult
  mutating func markGone(serviceID: UInt32) -> Bool {
    var changed = false
    for index in entries.indices
    where entries[index].serviceID == serviceID && entries[index].showing {
      entries[index].showing = false
      changed = true
    }
    return changed
  }

  /// An instant in whole milliseconds since 1970.
  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }
}
