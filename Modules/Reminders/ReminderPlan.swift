/// What the planner decided: the notifications to have pending and what could not be.
public struct ReminderPlan: Hashable, Sendable {
  /// The permission and switch the plan was made under.
  public var delivery: ReminderDelivery
  /// At most the budget, soonest first; empty unless the switch is on and permission granted.
  public var scheduled: [NotificationRequest] = []
  /// How many wanted notifications were left past the cut, for the next re-plan.
  public var leftPastCut = 0
  /// How many notifications the user's settings want in the horizon.
  public var wanted: Int
  /// The kinds the user has configured that have something to remind of in the horizon.
  public var wantedCategories: [ReminderCategory]

  /// Makes a plan with nothing scheduled yet.
  public init(delivery: ReminderDelivery, wanted: Int, categories: [ReminderCategory]) {
    self.delivery = delivery
    self.wanted = wanted
    self.wantedCategories = categories
  }

  /// What is not being delivered (G-77), in ST-03's order: the configured kinds, while the
  /// switch is on and permission is off; nothing when the switch is off by choice.
  public var notDelivered: [ReminderCategory] {
    delivery.isSilenced ? wantedCategories : []
  }

  /// Whether a reminder the user wanted is lost for a reason the banner explains: something
  /// other than the planning prompt (whose fallback is the Plan tomorrow row) is not delivered.
  public var affectsWantedReminder: Bool { notDelivered.contains { $0.raisesBanner } }

  /// The changes that turn `pending` into this plan.
  /// - Parameter pending: what the notification center holds now.
  /// - Returns: ids to remove, requests to add (new, or changed under the same id) and ids
  ///   kept as they are.
  public func diff(against pending: [NotificationRequest]) -> NotificationDiff {
    NotificationDiff(from: pending, to: scheduled)
  }

  /// Applies the plan: reads what is pending, diffs, then removes and adds, so re-planning on
  /// launch, foreground and background refresh touches nothing that did not change.
  /// - Parameter center: the notification center.
  /// - Returns: the changes made.
  /// - Throws: what the center throws.
  @discardableResult
  public func apply(to center: some UserNotificationCenter) async throws -> NotificationDiff {
    let diff = diff(against: try await center.pendingRequests())
    if !diff.remove.isEmpty { try center.removePendingRequests(withIdentifiers: diff.remove) }
    if !diff.add.isEmpty { try await center.add(diff.add) }
    return diff
  }
}

/// The changes between what is pending and a plan.
public struct NotificationDiff: Hashable, Sendable {
  /// Requests to add: new ids, or an id whose fire date or words changed (adding replaces).
  public var add: [NotificationRequest] = []
  /// Ids to remove: pending, but no longer planned.
  public var remove: [String] = []
  /// Ids pending and planned alike, left alone.
  public var keep: [String] = []

  /// No changes.
  public init() {}

  /// What turns `old` into `new`: ids gone, requests new or changed under the same id, ids
  /// kept as they are.
  /// - Parameters:
  ///   - old: the requests before (what a center holds).
  ///   - new: the requests after (what a plan schedules).
  public init(from old: [NotificationRequest], to new: [NotificationRequest]) {
    var oldByID: [String: NotificationRequest] = [:]
    for request in old { oldByID[request.id] = request }
    var kept = Set<String>(minimumCapacity: new.count)
    for request in new {
      kept.insert(request.id)
      if oldByID[request.id] == request {
        keep.append(request.id)
      } else {
        add.append(request)
      }
    }
    remove = old.map(\.id).filter { !kept.contains($0) }
  }

  /// Whether nothing changes.
  public var isEmpty: Bool { add.isEmpty && remove.isEmpty }
}
