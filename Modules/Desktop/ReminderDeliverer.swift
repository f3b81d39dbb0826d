public import Foundation
public import JamaalCore
import JamaalModel
public import JamaalReminders
import JamaalStorage

/// The part of the platform that fires the store's plan on a Linux desktop: on each wake it
/// reads what the bus allows, shows what came due through the desktop's notification service,
/// withdraws what was decided or closed, runs the launch cycle (evaluate, re-plan) and says
/// when it next has something to do. The plan stays the store's (``StoredNotificationCenter``):
/// the deliverer only keeps, in the store's local preferences, which ids it showed.
///
/// One deliverer per store (the command holds a lock beside it); it writes only through the
/// facade's transactions and holds none while it waits or talks to the bus.
public final class ReminderDeliverer: @unchecked Sendable {
  private let jamaal: Jamaal
  private let center: DesktopNotificationCenter
  /// The plan as the last wake left it (what the next wake's report compares with).
  private var lastPlan: [NotificationRequest]?
  /// When this deliverer last woke able to show (`nil` before).
  private var lastWake: Date?
  /// How far back a first wake looks for what came due (a start after a login or a boot).
  public static let firstLookBack: TimeInterval = 12 * 60 * 60
  /// How long a reminder that is not an Anchor's may be late and still show.
  public static let lateness: TimeInterval = 60 * 60
  /// The longest sleep: the bus is asked again at least this often.
  public static let longestSleep: TimeInterval = 15 * 60

  /// A deliverer for `jamaal`'s store through `center`'s service.
  public init(jamaal: Jamaal, center: DesktopNotificationCenter) {
    self.jamaal = jamaal
    self.center = center
  }

  /// One wake at the facade's now: asks the bus, shows what is due and still open (each once),
  /// drops what passed while asleep, withdraws what is decided or closed, then evaluates the day
  /// (which re-plans the store's plan) and finds the next wake.
  /// - Returns: what it did.
  /// - Throws: `JamaalError`/`StoreError` when the store cannot be read or written.
  public func wake() async throws -> DeliveryReport {
    let now = jamaal.clock.now
    let store = jamaal.store
    let permission = center.authorizationStatus()
    var report = DeliveryReport(permission: permission, problem: center.problem)
    try record(permission, problem: center.problem, in: store)
    let found = try center.pendingRequests()
    // The launch cycle first: today's Anchors exist, the missed are final, the plan is fresh.
    try await jamaal.evaluate()
    var delivered = try DeliveredNotifications.read(from: store)
    let before = delivered
    let canShow = try permission.allowsDelivery && jamaal.reminders.switchIsOn()
    var allTaken = true
    if canShow {
      for request in try due(found, now: now)
      where !delivered.contains(request.id, at: request.fireDate) {
        if try isOpen(request, now: now, in: store) {
          let replacing = delivered.showing(request.id)
          guard let serviceID = center.show(request, replacing: replacing?.serviceID ?? 0) else {
            allTaken = false
            continue
          }
          delivered.record(entry(request, serviceID: serviceID))
          report.shown.append(.init(request: request, replaced: replacing != nil))
        } else {
          delivered.record(entry(request, serviceID: 0, showing: false))
          report.dropped.append(request)
        }
      }
    }
    for shown in delivered.onScreen where try !stillWanted(shown, now: now, in: store) {
      center.withdraw(shown.serviceID)
      delivered.markGone(serviceID: shown.serviceID)
      report.withdrawn.append(shown.id)
    }
    if delivered != before { try delivered.write(to: store, now: now) }
    let plan = try center.pendingRequests()
    report.planned = plan.count
    report.changes = NotificationDiff(from: lastPlan ?? found, to: plan)
    lastPlan = plan
    // Only a wake that showed all it could moves the catch-up point: what came due while
    // notifications were off, or what the service did not take, is tried again on the next
    // wake (once, if its window is still open).
    if canShow, allTaken { lastWake = now }
    report.nextWake = try nextWake(after: now, plan: plan, delivered: delivered, in: store)
    return report
  }

  /// What came due by `now`: the requests of the plan found at waking whose time came, and
  /// those the plan held at the last wake (or ``firstLookBack`` ago) and passed since, each once,
  /// soonest first.
  private func due(_ found: [NotificationRequest], now: Date) throws -> [NotificationRequest] {
    let since = max(lastWake ?? .distantPast, now.addingTimeInterval(-Self.firstLookBack))
    let delivery = ReminderDelivery(permission: .authorized, switchOn: true)
    let then = try jamaal.reminders.plan(at: since, delivery: delivery).scheduled
    var seen: Set<String> = []
    return (found + then).filter { $0.fireDate <= now }
      .sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
      .filter { seen.insert("\($0.id) \($0.fireDate.timeIntervalSince1970)").inserted }
  }

  /// What the service said since the last call: clicks lead to their route (`open`), closes
  /// are remembered so a re-fire does not replace a notification the person dismissed.
  /// - Parameter open: opens a route (the web app's page, when `jamaal serve` runs).
  /// - Returns: the routes of the notifications clicked.
  /// - Throws: `StoreError`.
  @discardableResult
  public func handleSignals(open: (NotificationRoute) -> Void) throws -> [NotificationRoute] {
    let signals = center.signals()
    guard !signals.isEmpty else { return [] }
    let store = jamaal.store
    var delivered = try DeliveredNotifications.read(from: store)
    var routes: [NotificationRoute] = []
    var changed = false
    for signal in signals {
      switch signal {
      case .actionInvoked(let id, let key):
        guard key == "default", let entry = delivered.entry(serviceID: id),
          let route = NotificationRoute(rawValue: entry.route)
        else { continue }
        routes.append(route)
        open(route)
      case .closed(let id):
        changed = delivered.markGone(serviceID: id) || changed
      }
    }
    if changed { try delivered.write(to: store, now: jamaal.clock.now) }
    return routes
  }

  /// Waits at most `milliseconds` for the service to say something (a click, a close).
  /// - Returns: whether the bus's socket has something to read.
  public func waitForSignal(milliseconds: Int32) -> Bool {
    guard let descriptor = center.fileDescriptor else { return false }
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&watched, 1, milliseconds) > 0
  }

  /// Remembers what the bus allows, so every `jamaal` command plans with it and `status` and
  /// Settings say why (only when it changed).
  private func record(
    _ permission: NotificationPermission, problem: DesktopNotificationProblem?, in store: Store
  ) throws {
    let stored = StoredNotificationCenter(store: store)
    if stored.authorizationStatus() != permission {
      try stored.setAuthorizationStatus(permission)
    }
    if try store.value(of: ReminderPreference.serviceProblem) != problem?.rawValue {
      try store.set(problem?.rawValue, for: ReminderPreference.serviceProblem)
    }
    if try store.value(of: ReminderPreference.serviceChecked) != true {
      try store.set(true, for: ReminderPreference.serviceChecked)
    }
  }

  /// Whether a due request may still show: an Anchor's while it is undecided and its window
  /// open; any other within ``lateness`` of its fire time.
  private func isOpen(_ request: NotificationRequest, now: Date, in store: Store) throws -> Bool {
    guard case .anchor(let id) = request.route else {
      return now.timeIntervalSince(request.fireDate) <= Self.lateness
    }
    return try openAnchor(id, now: now, in: store) != nil
  }

  /// Whether a notification on screen stays: an Anchor's until it is decided or its window
  /// closes (then it is withdrawn); others until the person or the server closes them.
  private func stillWanted(
    _ entry: DeliveredNotifications.Entry, now: Date, in store: Store
  ) throws -> Bool {
    guard case .anchor(let id)? = NotificationRoute(rawValue: entry.route) else { return true }
    return try openAnchor(id, now: now, in: store) != nil
  }

  /// The Anchor `id` while it is undecided and its window open at `now`, else `nil`.
  private func openAnchor(_ id: UUID, now: Date, in store: Store) throws -> Anchor? {
    guard let anchor = try store.anchor(id: id), anchor.attendanceStatus == .pending,
      now < anchor.windowEnd
    else { return nil }
    return anchor
  }

  /// The soonest of: the next fire time planned, a shown Anchor's window closing, the logical
  /// day rolling over, and ``longestSleep`` from now.
  private func nextWake(
    after now: Date, plan: [NotificationRequest], delivered: DeliveredNotifications,
    in store: Store
  ) throws -> Date {
    var candidates = [now.addingTimeInterval(Self.longestSleep)]
    candidates.append(jamaal.logicalDay.interval(of: jamaal.today).end)
    if let next = plan.map(\.fireDate).filter({ $0 > now }).min() { candidates.append(next) }
    for entry in delivered.onScreen {
      guard case .anchor(let id)? = NotificationRoute(rawValue: entry.route),
        let anchor = try openAnchor(id, now: now, in: store)
      else { continue }
      candidates.append(anchor.windowEnd)
    }
    return candidates.min() ?? now.addingTimeInterval(Self.longestSleep)
  }

  private func entry(
    _ request: NotificationRequest, serviceID: UInt32, showing: Bool = true
  ) -> DeliveredNotifications.Entry {
    DeliveredNotifications.Entry(
      id: request.id, fireDate: DeliveredNotifications.milliseconds(request.fireDate),
      serviceID: serviceID, route: request.route.rawValue, showing: showing)
  }
}

extension NotificationPermission {
  /// Whether notifications may be shown (allowed, or allowed quietly).
  fileprivate var allowsDelivery: Bool { self == .authorized || self == .provisional }
}
