public import JamaalModel
import Synchronization

/// The platform's notification center as the planner needs it, shaped like
/// `UNUserNotificationCenter`: reading what is pending, adding and asking for the permission are
/// async, removing is not. The app's adapter over `UNUserNotificationCenter` implements it in a
/// few lines (each requirement is one call of the platform's); a center with nothing to wait for
/// (``InMemoryNotificationCenter``, `jamaal`'s stored one) may satisfy the async requirements
/// with plain functions.
public protocol UserNotificationCenter: Sendable {
  /// What is pending now (`pendingNotificationRequests()`).
  func pendingRequests() async throws -> [NotificationRequest]
  /// Adds requests; a request whose id is pending replaces it (`add(_:)`, once per request).
  func add(_ requests: [NotificationRequest]) async throws
  /// Removes pending requests by id; unknown ids are ignored
  /// (`removePendingNotificationRequests(withIdentifiers:)`).
  func removePendingRequests(withIdentifiers ids: [String]) throws
  /// What the system reports about the permission (`notificationSettings()`'s
  /// `authorizationStatus`).
  func authorizationStatus() async -> NotificationPermission
}

/// A notification center in memory: what tests and `jamaal` schedule into.
public final class InMemoryNotificationCenter: UserNotificationCenter {
  private struct State {
    var pending: [String: NotificationRequest] = [:]
    var permission: NotificationPermission
    var added = 0
    var removed = 0
  }

  private let state: Mutex<State>

  /// An empty center reporting `permission`.
  public init(permission: NotificationPermission = .authorized) {
    state = Mutex(State(permission: permission))
  }

  /// What is pending now, soonest first.
  public func pendingRequests() -> [NotificationRequest] {
    state.withLock { $0.pending.values.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) } }
  }

  /// Adds (or replaces) requests.
  public func add(_ requests: [NotificationRequest]) {
    state.withLock { state in
      for request in requests { state.pending[request.id] = request }
      state.added += requests.count
    }
  }

  /// Removes pending requests by id.
  public func removePendingRequests(withIdentifiers ids: [String]) {
    state.withLock { state in
      for id in ids where state.pending.removeValue(forKey: id) != nil { state.removed += 1 }
    }
  }

  /// The permission this center reports.
  public func authorizationStatus() -> NotificationPermission {
    state.withLock { $0.permission }
  }

  /// Changes what the center reports (the user answering the prompt, or Settings).
  public func setAuthorizationStatus(_ permission: NotificationPermission) {
    state.withLock { $0.permission = permission }
  }

  /// How many requests were added and removed since the center was made (churn).
  public var churn: (added: Int, removed: Int) {
    state.withLock { ($0.added, $0.removed) }
  }
}
