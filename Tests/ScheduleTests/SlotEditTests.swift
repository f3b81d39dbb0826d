import Foundation
import JamaalJSON
import JamaalModel
import JamaalSchedule
import JamaalTestSupport
import Testing

/// `slot.<id>.…` edits (AN-05's named time slots): every slot of a rule is changed, added and
/// removed by its own keys, each refusal naming the key; pending Anchors follow D-7.
@Suite struct SlotEditTests {
  let monday = Fixtures.instant("2026-11-30T08:20:00Z")  // Drop-off open
  let today = Fixtures.date("2026-11-30")
  var context: EditContext { EditContext(today: today, now: monday) }

  func slots(_ rule: AnchorRule) throws -> [Slot] {
    try ScheduledConfig.read(rule.configData).slots
  }

  @Test func theSecondSlotIsChangedAndANewOneAddedThenOneRemoved() throws {
    let engine = try ScheduleFixtures.engine()
    let rule = ScheduleFixtures.schoolRun()
    let stored = engine.generate(rules: [rule], stored: [], now: monday).inserts
    let edited = try ScheduledRuleEditor().apply(
      [
        "slot.pickup.start=15:10", "slot.pickup.window=20", "slot.club.label=Swimming",
        "slot.club.start=17:00", "slot.club.window=45", "slot.dropoff.label=Drop-off (Sam)",
      ], to: rule, context: context)
    #expect(
      try slots(edited) == [
        Slot(
          id: "dropoff", label: "Drop-off (Sam)",
          timing: .timed(start: ScheduleFixtures.time("08:15"), windowMinutes: 30)),
        Slot(
          id: "pickup", label: "Pick-up",
          timing: .timed(start: ScheduleFixtures.time("15:10"), windowMinutes: 20)),
        Slot(
          id: "club", label: "Swimming",
          timing: .timed(start: ScheduleFixtures.time("17:00"), windowMinutes: 45)),
      ])
    // D-7: today's open drop-off stays; the pick-ups not yet open move; the new slot's
    // Anchors are made for today and tomorrow.
    let plan = engine.planEdit(of: edited, stored: stored, now: monday)
    #expect(plan.inserts.map(\.slotKey) == ["club", "club"])
    #expect(plan.inserts.map(\.title) == ["Swimming", "Swimming"])
    let pickUp = try #require(plan.updates.first { $0.slotKey == "pickup" })
    #expect(pickUp.windowStart == Fixtures.instant("2026-11-30T15:10:00Z"))
    #expect(pickUp.windowEnd == Fixtures.instant("2026-11-30T15:30:00Z"))
    let after = plan.applied(to: stored)
    let removed = try ScheduledRuleEditor().apply(
      ["slot.pickup.remove=true"], to: edited, context: context)
    #expect(try slots(removed).map(\.id) == ["dropoff", "club"])
    let again = engine.planEdit(of: removed, stored: after, now: monday)
    let pickUps = after.filter { $0.slotKey == "pickup" }.map(\.id)
    #expect(Set(again.deletions) == Set(pickUps), "the pending pick-ups go")
  }

  @Test func aSlotBecomesAllDayAndBackAndKeepsWhatANewerVersionWrote() throws {
    var rule = ScheduleFixtures.schoolRun()
    let text = String(decoding: rule.configData, as: UTF8.self).replacingOccurrences(
      of: "\"id\":\"pickup\"", with: "\"id\":\"pickup\",\"colour\":\"teal\"")
    rule.configData = Data(text.utf8)
    let allDay = try ScheduledRuleEditor().apply(
      ["slot.pickup.allDay=true"], to: rule, context: context)
    #expect(try slots(allDay)[1].timing == .allDay)
    #expect(String(decoding: allDay.configData, as: UTF8.self).contains("\"colour\":\"teal\""))
    let timed = try ScheduledRuleEditor().apply(
      ["slot.pickup.allDay=false", "slot.pickup.start=14:45"], to: allDay, context: context)
    #expect(
      try slots(timed)[1].timing == .timed(start: ScheduleFixtures.time("14:45"), windowMinutes: 30)
    )
    let unnamed = try ScheduledRuleEditor().apply(
      ["slot.pickup.label=none"], to: timed, context: context)
    #expect(try slots(unnamed)[1].label == nil, "its Anchors take the rule's title (G-27)")
  }

  @Test(arguments: [
    (
      ["slot.nope.window=20"], "slot.nope.window",
      "there is no slot 'nope' (the slots are dropoff, pickup)"
    ),
    (["slot.nope.remove=true"], "slot.nope.remove", "there is no slot 'nope'"),
    (
      ["slot.dropoff.remove=true", "slot.pickup.remove=true"], "slot.pickup.remove",
      "a rule keeps at least one slot"
    ),
    (
      ["start=08:00", "slot.dropoff.start=08:10"], "slot.dropoff.start",
      "is given twice (as start too)"
    ),
    (
      ["slot.pickup.remove=true", "slot.pickup.start=09:00"], "slot.pickup.start",
      "is being removed"
    ),
    (["slot.pickup.remove=yes"], "slot.pickup.remove", "'yes' is not true or false"),
    (["slot.pickup.start=25:00"], "slot.pickup.start", "'25:00' is not a time"),
    (["slot.pickup.window=0"], "slot.pickup.window", "'0' is not a whole number"),
    (["slot.pickup.window=1441"], "slot.pickup.window", "1441"),
    (["slot.pickup.label=a\u{1B}[2Jb"], "slot.pickup.label", "control character"),
    (
      ["slot.club.label=Club"], "slot.club.label",
      "give slot.club.start=HH:MM or slot.club.allDay=true"
    ),
    (
      ["slot.club.allDay=true", "slot.club.start=17:00"], "slot.club.start",
      "slot 'club' is all day"
    ),
    (["slot.a~b.start=08:10"], "slot.a~b.start", "unknown key"),
    (["slot..start=08:10"], "slot..start", "unknown key"),
    (["slot.pickup.colour=teal"], "slot.pickup.colour", "unknown key"),
  ])
  func aBadSlotEditIsRefusedNamingTheKey(sets: [String], field: String, words: String) throws {
    let rule = ScheduleFixtures.schoolRun()
    #expect {
      _ = try ScheduledRuleEditor().apply(sets, to: rule, context: context)
    } throws: { error in
      guard let error = error as? FieldError else { return false }
      return error.field == field && error.message.contains(words)
    }
  }

  @Test func aRuleHasAtMost48SlotsAndAnAfterLastDoneRuleOne() throws {
    let rule = ScheduleFixtures.schoolRun()
    let fits = (1...46).map { "slot.s\($0).allDay=true" }
    #expect(
      try slots(ScheduledRuleEditor().apply(fits, to: rule, context: context)).count
        == Limits.slots)
    #expect {
      _ = try ScheduledRuleEditor().apply(
        fits + ["slot.s99.allDay=true"], to: rule, context: context)
    } throws: { error in
      (error as? FieldError)?.message == "a rule has at most \(Limits.slots) slots"
    }
    let plants = ScheduleFixtures.plants(lastDone: "2026-11-28")
    #expect {
      _ = try ScheduledRuleEditor().apply(
        ["slot.evening.start=18:00"], to: plants, context: context)
    } throws: { error in
      (error as? FieldError)?.field == "slot.evening.start"
        && (error as? FieldError)?.message == "an after-last-done rule has exactly one slot"
    }
    // Its one slot is replaced in one edit: the old removed, a new one added.
    let moved = try ScheduledRuleEditor().apply(
      ["slot.water.remove=true", "slot.evening.start=18:00"], to: plants, context: context)
    #expect(try slots(moved).map(\.id) == ["evening"])
  }
}
