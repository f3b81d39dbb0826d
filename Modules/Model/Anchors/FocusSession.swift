public import Foundation

/// A focus session: the timer behind the focus chip.
public struct FocusSession: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// What the user is focusing on, if named.
  public var title: String?
  /// When it started.
  public var startedAt: Date
  /// When it stopped; `nil` while running.
  public var endedAt: Date?
  /// Minutes logged when it stopped.
  public var loggedMinutes: Int
  /// When the row was created.
  public var createdAt: Date
  /// When the row last changed.
  public var modifiedAt: Date

  /// Makes a session.
  public init(
    id: UUID = UUID(), title: String? = nil, startedAt: Date, endedAt: Date? = nil,
    loggedMinutes: Int = 0, createdAt: Date? = nil, modifiedAt: Date? = nil
  ) {
    self.id = id
    self.title = title
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.loggedMinutes = loggedMinutes
    self.createdAt = createdAt ?? startedAt
    self.modifiedAt = modifiedAt ?? createdAt ?? startedAt
  }

  /// Whether the timer is still running.
  public var isRunning: Bool { endedAt == nil }
}
