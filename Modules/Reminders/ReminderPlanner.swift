import Foundation
import JamaalModel

/// The notification planner (SPEC §6): a pure function of ``ReminderInputs`` that returns the
/// notifications to have pending, at most the budget, soonest first.
///
/// ```swift
/// let plan = ReminderPlanner.plan(inputs, wording: ReminderWords())
/// let diff = try await plan.apply(to: center)   // read pending ids → diff → remove and add
/// ```
public enum ReminderPlanner {
  /// Plans the notifications.
  ///
  /// Nothing for a decided Anchor, a window already closed, a fire date not after `now`, a
  /// paused, archived or needs-attention rule, a date inside an exception, or a night already
  /// planned or skipped. Everything wanted is counted, so ``ReminderPlan/notDelivered`` names
  /// what is lost when permission is off and ``ReminderPlan/leftPastCut`` what waits for the
  /// next re-plan; only the budget's soonest are worded.
  /// - Parameters:
  ///   - inputs: now, the horizon, Anchors, settings, the permission and the switch.
  ///   - wording: the words (the app's live in `Presentation`).
  /// - Returns: the plan.
  public static func plan(_ inputs: ReminderInputs, wording: some ReminderWording) -> ReminderPlan {
    var wanted = anchorCandidates(inputs)
    wanted += dailyCandidates(inputs)
    wanted += inputs.extra.enumerated().compactMap { index, request in
      request.fireDate > inputs.now
        ? Candidate(fireDate: request.fireDate, source: .extra(index)) : nil
    }
    // At most five kinds: an array, not a `Set` (whose key type costs a conformance lookup).
    var categories: [ReminderCategory] = []
    for candidate in wanted {
      let category = candidate.kind(inputs).category
      if !categories.contains(category) { categories.append(category) }
    }
    var plan = ReminderPlan(
      delivery: inputs.delivery, wanted: wanted.count, categories: categories.sorted())
    guard inputs.delivery.canSchedule else { return plan }
    let kept = smallest(wanted, count: max(0, inputs.budget))
    plan.scheduled = kept.map { $0.request(inputs, wording: wording) }
    plan.leftPastCut = wanted.count - kept.count
    return plan
  }

  /// The `count` soonest candidates, soonest first (ties by id, so plans are stable).
  private static func smallest(_ candidates: [Candidate], count: Int) -> [Candidate] {
    guard count > 0 else { return [] }
    guard candidates.count / 2 > count else {
      return Array(candidates.sorted(by: Candidate.precedes).prefix(count))
    }
    // Far more than the budget (200 rules × 5 days): find the cut-off among plain numbers,
    // then sort only what can make it.
    var fires = candidates.map(\.fireDate.timeIntervalSinceReferenceDate)
    fires.sort()
    let cut = fires[count - 1]
    let near = candidates.filter { $0.fireDate.timeIntervalSinceReferenceDate <= cut }
    return Array(near.sorted(by: Candidate.precedes).prefix(count))
  }

  /// Reminders of pending Anchors in the horizon, stored ones first (a preview of the same
  /// Anchor has the same id and is ignored).
  private static func anchorCandidates(_ inputs: ReminderInputs) -> [Candidate] {
    let today = inputs.logicalDay.logicalDate(of: inputs.now)
    let last = today.adding(days: max(0, inputs.horizonDays - 1))
    var storedIDs = Set<UUID>(minimumCapacity: inputs.stored.count)
    for anchor in inputs.stored { storedIDs.insert(anchor.id) }
    var result: [Candidate] = []
    result.reserveCapacity((inputs.stored.count + inputs.previewed.count) / 2)
    func consider(_ anchor: Anchor, _ source: (_ end: Bool) -> Candidate.Source) {
      guard anchor.remindBeforeStartMinutes != nil || anchor.remindBeforeEndMinutes != nil,
        anchor.attendanceStatus == .pending, anchor.windowEnd > inputs.now,
        anchor.occurrenceDate <= last, mayRemind(anchor, rules: inputs.rules)
      else { return }
      if let minutes = anchor.remindBeforeStartMinutes, minutes >= 0 {
        let fire = anchor.windowStart.addingTimeInterval(-Double(minutes) * 60)
        if fire > inputs.now {
          result.append(Candidate(fireDate: fire, source: source(false), anchor: anchor.id))
        }
      }
      if let minutes = anchor.remindBeforeEndMinutes, minutes > 0 {
        let fire = anchor.windowEnd.addingTimeInterval(-Double(minutes) * 60)
        if fire > inputs.now {
          result.append(Candidate(fireDate: fire, source: source(true), anchor: anchor.id))
        }
      }
    }
    for (index, anchor) in inputs.stored.enumerated() {
      consider(anchor) { .stored(index, end: $0) }
    }
    for (index, anchor) in inputs.previewed.enumerated() where !storedIDs.contains(anchor.id) {
      consider(anchor) { .previewed(index, end: $0) }
    }
    return result
  }

  /// Whether an Anchor's rule lets it remind: a one-off always; a rule only while active and
  /// not on an excepted date.
  private static func mayRemind(_ anchor: Anchor, rules: [UUID: RuleStanding]) -> Bool {
    guard let rule = anchor.rule else { return true }
    guard case .active(let exceptions) = rules[rule] else { return false }
    return exceptions.isEmpty || !exceptions.excludes(anchor.occurrenceDate)
  }

  /// The planning prompt (unless the night is planned or skipped) and the morning nudge, once
  /// per logical day of the horizon, at their wall times in the device zone.
  private static func dailyCandidates(_ inputs: ReminderInputs) -> [Candidate] {
    let day = inputs.logicalDay
    let today = day.logicalDate(of: inputs.now)
    var result: [Candidate] = []
    for offset in 0..<max(0, inputs.horizonDays) {
      let date = today.adding(days: offset)
      if let time = inputs.planningTime, !inputs.decidedNights.contains(date.adding(days: 1)) {
        let fire = instant(time, on: date, in: day)
        if fire > inputs.now {
          result.append(
            Candidate(
              fireDate: fire, source: .planning(date)))
        }
      }
      if let time = inputs.morningTime {
        let fire = instant(time, on: date, in: day)
        if fire > inputs.now {
          result.append(Candidate(fireDate: fire, source: .morning(date)))
        }
      }
    }
    return result
  }

  /// The instant a wall time falls on within a logical date: a time before the day start
  /// belongs to the next calendar date (D-1), and DST gaps move forward (D-4).
  static func instant(_ time: WallClockTime, on date: LogicalDate, in day: LogicalDay) -> Date {
    let calendarDate = time.minutes < day.dayStart.minutes ? date.adding(days: 1) : date
    return day.timeZone.instant(on: calendarDate, minutesAfterMidnight: time.minutes)
  }
}
