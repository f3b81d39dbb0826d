import Foundation
import JamaalJSON
public import JamaalModel
public import JamaalReminders
public import JamaalStorage

/// The notification center of a device with no system one (`jamaal` on Linux): pending
/// requests and the permission the system last reported live in the store's local,
/// never-synced preferences, so re-planning across runs shows the same diffs an app would see.
public final class StoredNotificationCenter: UserNotificationCenter {
  private let store: Store

  /// A center over `store`'s local preferences.
  public init(store: Store) { self.store = store }

  /// The requests pending, soonest first; unreadable text counts as none (all are re-added).
  public func pendingRequests() throws -> [NotificationRequest] {
    guard let text = try store.value(of: ReminderPreference.pending),
      let rows = try? JSONDecoder().decode([Row].self, from: Data(text.utf8))
    else { return [] }
    return rows.compactMap(\.request)
  }

  /// Adds (or replaces) requests.
  public func add(_ requests: [NotificationRequest]) throws {
    try save(Self.changed(try pendingRequests(), removing: [], adding: requests))
  }

  /// Removes pending requests by id.
  public func removePendingRequests(withIdentifiers ids: [String]) throws {
    try save(Self.changed(try pendingRequests(), removing: ids, adding: []))
  }

  /// Applies `plan` as ``ReminderPlan/apply(to:)`` does, synchronously (so inside a read-first
  /// scope, when the caller has one): one read of what is pending and, when something changed,
  /// one write.
  /// - Returns: the changes made.
  /// - Throws: `StoreError`.
  package func apply(_ plan: ReminderPlan) throws -> NotificationDiff {
    let pending = try pendingRequests()
    let diff = plan.diff(against: pending)
    guard !diff.add.isEmpty || !diff.remove.isEmpty else { return diff }
    try save(Self.changed(pending, removing: diff.remove, adding: diff.add))
    return diff
  }

  /// `pending` without the ids removed, with the requests added (an added id replaces its
  /// pending request): what add, remove and apply each save.
  private static func changed(
    _ pending: [NotificationRequest], removing ids: [String], adding added: [NotificationRequest]
  ) -> [NotificationRequest] {
    let gone = Set(ids)
    var byID: [String: NotificationRequest] = [:]
    for request in pending where !gone.contains(request.id) { byID[request.id] = request }
    for request in added { byID[request.id] = request }
    return Array(byID.values)
  }

  /// What the system last reported (`jamaal reminders plan --permission`), else not asked.
  public func authorizationStatus() -> NotificationPermission {
    ((try? store.value(of: ReminderPreference.reported)) ?? nil) ?? .notDetermined
  }

  /// Records what the system reports.
  public func setAuthorizationStatus(_ permission: NotificationPermission) throws {
    try store.set(permission, for: ReminderPreference.reported)
  }

  private func save(_ requests: [NotificationRequest]) throws {
    guard !requests.isEmpty else {
      try store.set(nil, for: ReminderPreference.pending)
      return
    }
    let sorted = requests.sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
    let data = try JSONValueEncoder().data(sorted.map(Row.init))
    try store.set(String(decoding: data, as: UTF8.self), for: ReminderPreference.pending)
  }

  /// One stored request.
  private struct Row: Codable {
    var id: String
    var kind: String
    var fireDate: Double
    var title: String
    var body: String
    var route: String

    init(_ request: NotificationRequest) {
      id = request.id
      kind = request.kind.rawValue
      fireDate = request.fireDate.timeIntervalSince1970
      title = request.title
      body = request.body
      route = request.route.rawValue
    }

    var request: NotificationRequest? {
      guard let kind = ReminderKind(rawValue: kind), let route = NotificationRoute(rawValue: route)
      else { return nil }
      return NotificationRequest(
        id: id, kind: kind, fireDate: Date(timeIntervalSince1970: fireDate), title: title,
        body: body, route: route)
    }
  }
}
