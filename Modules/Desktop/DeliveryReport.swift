public import Foundation
public import JamaalModel
public import JamaalReminders

/// What one wake of ``ReminderDeliverer`` did: what it showed, dropped and withdrew, the
/// permission it read from the bus, what re-planning changed, and when it wakes next.
public struct DeliveryReport: Sendable, Equatable {
  /// A notification shown.
  public struct Shown: Sendable, Equatable {
    /// The plan's request.
    public var request: NotificationRequest
    /// Whether it replaced one already on screen (the service's `replaces_id`).
    public var replaced: Bool
  }

  /// The permission the bus gives: allowed with a notification service, denied without.
  public var permission: NotificationPermission
  /// Why notifications are off on this desktop, when they are.
  public var problem: DesktopNotificationProblem?
  /// Shown at their fire time (or late, while their window was still open).
  public var shown: [Shown] = []
  /// Passed while asleep with their window closed: never shown.
  public var dropped: [NotificationRequest] = []
  /// Withdrawn from screen (`CloseNotification`): their Anchor was decided or its window closed.
  public var withdrawn: [String] = []
  /// How the store's plan changed since the last wake (re-planned by this wake's evaluation or
  /// by another `jamaal`, `serve` or sync in between).
  public var changes = NotificationDiff()
  /// How many notifications the plan holds after this wake.
  public var planned = 0
  /// The next time something is due (a fire time, a window closing, the day rolling over).
  public var nextWake: Date?

  /// A report of a wake that read `permission`.
  public init(permission: NotificationPermission, problem: DesktopNotificationProblem?) {
    self.permission = permission
    self.problem = problem
  }
}

/// Why this desktop shows no notifications (G-76 on Linux): read as notifications off.
public enum DesktopNotificationProblem: String, Sendable, Equatable {
  /// No session D-Bus (no desktop session, or its address is wrong).
  case noSessionBus
  /// The bus has no `org.freedesktop.Notifications` service.
  case noService
}
