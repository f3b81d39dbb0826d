import Foundation
import JamaalCore
import JamaalModel
import JamaalReminders
import JamaalSchedule
import JamaalTestSupport
import Testing

/// 200 rules whose five days hold far more than 64 reminders: the budget, stable ids, and
/// diffs that change only what changed.
@Suite struct BudgetTests {
  typealias F = PlannerFixtures
  /// Monday 2026-11-30, 06:00 in London.
  let now = Fixtures.instant("2026-11-30T06:00:00Z")

  func rules() -> [AnchorRule] {
    (0..<200).map { (index: Int) -> AnchorRule in
      let minute = index % 60
      let morning = String(format: "%02d:%02d", 7 + index % 12, minute)
      let evening = String(format: "%02d:%02d", 17 + index % 5, minute)
      let slots = [F.slot("a", "Morning", morning, 30), F.slot("b", "Evening", evening, 45)]
      return F.daily("Rule \(index)", slots: slots, beforeEnd: index % 3 == 0 ? 10 : nil)
    }
  }

  @Test func exactlyTheSoonest64WithStableIDs() throws {
    let engine = try F.engine()
    let rules = rules()
    let plan = F.plan(engine, rules: rules, now: now, options: F.anchorsOnly)
    #expect(plan.scheduled.count == 64)
    #expect(plan.wanted > 64 * 10, "five days of 200 rules")
    #expect(plan.leftPastCut == plan.wanted - 64)
    #expect(plan.scheduled.map(\.fireDate) == plan.scheduled.map(\.fireDate).sorted())
    #expect(plan.scheduled.allSatisfy { $0.fireDate > now })
    // The soonest: every fire date of the whole horizon's reminders, from a plan with no cut.
    let uncut = F.plan(
      engine, rules: rules, now: now,
      options: ReminderOptions(budget: Int.max, planningPrompt: false))
    #expect(uncut.scheduled.count == plan.wanted)
    #expect(Array(uncut.scheduled.prefix(64)) == plan.scheduled)
    #expect(Set(uncut.scheduled.map(\.id)).count == uncut.scheduled.count, "ids are unique")
    // The same plan again, and with the Anchors stored instead of previewed: the same ids.
    let stored = engine.generate(rules: rules, stored: [], now: now).inserts
    #expect(F.plan(engine, rules: rules, now: now, options: F.anchorsOnly) == plan)
    let fromStored = F.plan(engine, rules: rules, stored: stored, now: now, options: F.anchorsOnly)
    #expect(fromStored.scheduled == plan.scheduled)
  }

  @Test func replanningChangesOnlyWhatChanged() async throws {
    let engine = try F.engine()
    var rules = rules()
    let stored = engine.generate(rules: rules, stored: [], now: now).inserts
    let center = InMemoryNotificationCenter()
    let first = F.plan(engine, rules: rules, stored: stored, now: now, options: F.anchorsOnly)
    await #expect(try first.apply(to: center).add.count == 64)

    // A minute later, nothing changed: nothing added or removed.
    let later = now.addingTimeInterval(60)
    let again = F.plan(engine, rules: rules, stored: stored, now: later, options: F.anchorsOnly)
    let quiet = try await again.apply(to: center)
    #expect(quiet.isEmpty)
    #expect(quiet.keep.count == 64)

    // Attending the Anchor of the soonest reminder removes exactly its ids.
    guard case .anchor(let target) = first.scheduled[0].route else {
      Issue.record("the soonest is an Anchor's")
      return
    }
    var attended = stored
    let index = try #require(attended.firstIndex { $0.id == target })
    attended[index].attendanceStatus = .attended
    let afterAttend = F.plan(
      engine, rules: rules, stored: attended, now: later, options: F.anchorsOnly)
    let diff = try await afterAttend.apply(to: center)
    let itsIDs = Set(first.scheduled.filter { $0.route == .anchor(target) }.map(\.id))
    #expect(!itsIDs.isEmpty)
    #expect(Set(diff.remove) == itsIDs)
    #expect(diff.add.count == itsIDs.count, "the next past the cut move in")
    let lastKept = try #require(first.scheduled.count == 64 ? first.scheduled.last : nil)
    #expect(diff.add.allSatisfy { $0.fireDate >= lastKept.fireDate })

    // A new rule: only its ids are added; what it pushes past the cut is removed.
    let newRule = F.daily("New", slots: [F.slot("n", nil, "06:30", 20)])
    rules.append(newRule)
    let withNew = F.plan(
      engine, rules: rules, stored: attended, now: later, options: F.anchorsOnly)
    let added = try await withNew.apply(to: center)
    #expect(!added.add.isEmpty)
    #expect(added.add.allSatisfy { $0.title == "New" })
    #expect(added.remove.count == added.add.count)
    #expect(Set(center.pendingRequests()) == Set(withNew.scheduled))
  }
}
