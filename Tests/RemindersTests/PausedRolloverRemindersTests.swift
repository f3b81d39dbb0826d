import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import Testing

/// While the rollover waits for the user after an account change (G-80), reminders are planned
/// only for rows Today can show: the stored Anchors on Today, no previewed day, nothing Today
/// lacks (issue 24, item 6). At the facade, through a store.
@Suite struct PausedRolloverRemindersTests {
  typealias F = PlannerFixtures
  let url = Fixtures.temporaryFolder("jamaal-paused").appendingPathComponent("j.sqlite")

  /// The facade at `now` in London, with the rollover paused or not (by an extension, as sync
  /// pauses it), reminding through `center` when one is given.
  func open(
    at now: String, paused: Bool, center: (any UserNotificationCenter)? = nil
  ) throws -> Jamaal {
    let clock = FixedClock(now: Fixtures.instant(now), timeZone: F.london)
    guard
      case .ready(let jamaal) = Jamaal.open(
        JamaalConfiguration(
          store: .file(url), registry: try SourceRegistry([ScheduledSource()]), clock: clock,
          reminders: center.map { .center($0) } ?? .off, extensions: [Pausing(paused: paused)]))
    else { throw NotReady() }
    #expect(jamaal.isRolloverPaused == paused)
    return jamaal
  }

  struct NotReady: Error {}

  /// An extension that pauses the rollover, or not.
  struct Pausing: JamaalExtension {
    let paused: Bool
    func pausesRollover(_ jamaal: Jamaal) throws -> Bool { paused }
  }

  /// Thursday 10:00: an every-day rule reminding at 08:00, 12:00 and 18:00, evaluated (today
  /// and tomorrow stored) before the pause.
  func storeBeforeThePause() async throws {
    let jamaal = try open(at: "2026-11-26T10:00:00Z", paused: false)
    let rule = F.daily(
      "Walk",
      slots: [
        F.slot("m", "Morning", "08:00", 30), F.slot("n", "Noon", "12:00", 30),
        F.slot("e", "Evening", "18:00", 30),
      ])
    try jamaal.rules.add(
      RuleDraft(
        title: rule.title, sourceKey: .scheduled, configData: rule.configData,
        effortMinutes: 10, placement: .fixed))
    try await jamaal.evaluate()
  }

  func anchorIDs(_ plan: ReminderPlan) -> Set<UUID> {
    Set(
      plan.scheduled.compactMap {
        if case .anchor(let id) = $0.route { id } else { nil }
      })
  }

  func todayIDs(_ section: TodaySection) -> Set<UUID> {
    Set(
      section.rows.flatMap { row -> [UUID] in
        switch row {
        case .plain(let plain): [plain.member.anchor.id]
        case .group(let group): group.members.map(\.anchor.id)
        }
      })
  }

  @Test func whilePausedOnlyTodaysStoredAnchorsAreReminded() async throws {
    try await storeBeforeThePause()
    let unpaused = try open(at: "2026-11-26T10:00:00Z", paused: false)
    let before = anchorIDs(try unpaused.reminders.plan(delivery: F.granted))
    let paused = try open(at: "2026-11-26T10:00:00Z", paused: true)
    let today = todayIDs(try await paused.evaluateToday())
    let plan = try paused.reminders.plan(delivery: F.granted)
    let planned = anchorIDs(plan)
    #expect(planned.count == 2, "noon and evening: Today's rows still to come")
    #expect(planned.isSubset(of: today))
    #expect(before.count > planned.count, "unpaused, tomorrow and later days are reminded too")
    // Tomorrow is stored, but Today does not show it yet: not reminded while paused.
    let tomorrow = try paused.store.anchors(
      from: Fixtures.date("2026-11-27"), through: Fixtures.date("2026-11-27"))
    #expect(tomorrow.count == 3)
    #expect(planned.isDisjoint(with: Set(tomorrow.map(\.id))))
  }

  @Test func aWeekIntoThePauseTodayIsEmptyAndNoAnchorIsReminded() async throws {
    try await storeBeforeThePause()
    let jamaal = try open(
      at: "2026-12-03T10:00:00Z", paused: true,
      center: InMemoryNotificationCenter(permission: .authorized))
    let section = try await jamaal.evaluateToday()
    #expect(section.rows.isEmpty, "nothing generated while paused")
    // The re-planning of the evaluation and a plan asked for: no Anchor reminder either way.
    let replanned = try #require(jamaal.reminders.lastPlan)
    #expect(anchorIDs(replanned).isEmpty)
    #expect(anchorIDs(try jamaal.reminders.plan(delivery: F.granted)).isEmpty)
    // The user goes on: the same week is reminded again from what is generated and previewed.
    let resumed = try open(at: "2026-12-03T10:00:00Z", paused: false)
    #expect(!anchorIDs(try resumed.reminders.plan(delivery: F.granted)).isEmpty)
  }
}
