import Foundation
import JamaalCore
import JamaalJSON
import JamaalModel
import JamaalPresentation
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// Issue 10 item 3: no accepted import can make a later command crash. Seeded random edits of a
/// real export (a number, a string or a digit changed, a key dropped or given twice, a value of
/// another type) are each either refused, leaving the store as it was, or accepted; an accepted
/// store then goes through what `today`, `rules list`, `rules show` and the next days'
/// evaluation do, in process, at fixed instants. A crash ends the test run.
@Suite struct ImportPropertyTests {
  static let zone = Fixtures.zone("Europe/London")

  static func open(_ url: URL, at now: String) throws -> Jamaal {
    try OpenedJamaal.open(url, at: now, zone: zone)
  }

  static func freshURL() -> URL {
    Fixtures.temporaryFolder("jamaal-prop").appendingPathComponent("s.sqlite")
  }

  /// A store made the way a person makes one: a school run, plants after the last watering, a
  /// rule from a newer app, a one-off, an attended and a missed Anchor, settings, a plan.
  static func realExport() async throws -> Data {
    let url = Fixtures.temporaryFolder("jamaal-property").appendingPathComponent("s.sqlite")
    do {
      let monday = try open(url, at: "2026-11-23T07:00:00Z")
      try monday.rules.add(draft("School run", ImportPropertyConfigs.schoolRun))
      try monday.rules.add(draft("Water the plants", ImportPropertyConfigs.plants))
      try monday.store.insertRule(
        AnchorRule(
          title: "From a newer app", sourceKey: "medication",
          configData: Data(#"{"version":7,"doses":["08:00"],"futureKey":{"x":1}}"#.utf8),
          effortMinutes: 5, placement: .unknown("floating"),
          createdAt: Fixtures.instant("2026-11-20T10:00:00Z").addingTimeInterval(0.25)))
      try await monday.evaluate()
      let pickUp = try #require(try monday.todaySection().rows.first)
      if case .group(let group) = pickUp, let member = group.members.last {
        try monday.anchors.act(.attend, on: member.anchor)
      }
      _ = try monday.store.saveSettings(UserSettings(createdAt: monday.clock.now))
      _ = try monday.store.saveDayPlan(
        DayPlan(date: Fixtures.date("2026-11-24"), state: .planned, createdAt: monday.clock.now))
    }
    let wednesday = try open(url, at: "2026-11-25T16:30:00Z")
    _ = try await wednesday.evaluateToday()
    return try wednesday.data.export()
  }

  static func draft(_ title: String, _ config: String) -> RuleDraft {
    RuleDraft(
      title: title, sourceKey: .scheduled, configData: Data(config.utf8), effortMinutes: 20,
      placement: .fixed)
  }

  @Test func everyEditedExportIsRefusedOrLeavesAStoreEveryCommandReads() async throws {
    let base = try await Self.realExport()
    let tree = try ExportTree(parsing: base)
    let emptyURL = Fixtures.temporaryFolder("jamaal-empty").appendingPathComponent("s.sqlite")
    let emptyExport = try Self.open(emptyURL, at: "2026-11-25T16:30:00Z").data.export()
    var random = SplitMix64(seed: 0x1A_2026)
    var refused = 0
    var accepted = 0
    var jamaal: Jamaal?
    for round in 0..<100 {
      var edited = tree
      for _ in 0..<Int.random(in: 1...2, using: &random) { edited.mutate(using: &random) }
      let document = Data(edited.json.utf8)
      // A refused import leaves the store empty, so the next round reuses it.
      let target = try jamaal ?? Self.open(Self.freshURL(), at: "2026-11-25T16:30:00Z")
      jamaal = target
      do {
        try target.data.importDocument(document)
      } catch let error as JamaalError {
        refused += 1
        #expect(error.kind == .importRefused, "round \(round)")
        #expect(try target.data.export() == emptyExport, "round \(round): \(error.message)")
        continue
      }
      accepted += 1
      jamaal = nil
      await Self.use(target)
      await Self.use(try Self.open(target.store.url, at: "2026-11-28T09:00:00Z"))
    }
    // Both sides were exercised: the edits are neither all harmless nor all fatal.
    #expect(refused > 20)
    #expect(accepted > 5)
  }

  /// Config values past what the engine can compute with import (configs keep every byte) and
  /// leave the rule needing attention; nothing crashes later.
  @Test func configsWithHugeNumbersImportAndNeedAttention() async throws {
    let base = String(decoding: try await Self.realExport(), as: UTF8.self)
    let edits = [
      (#""maxDays":4"#, #""maxDays":9223372036854775807"#),
      (#""minDays":3"#, #""minDays":-9223372036854775808"#),
      (#""startDate":"2026-11-20""#, #""startDate":"9999-12-31""#),
      (#""windowMinutes":30"#, #""windowMinutes":9223372036854775807"#),
    ]
    for (old, new) in edits {
      #expect(base.contains(old))
      let jamaal = try Self.open(Self.freshURL(), at: "2026-11-25T16:30:00Z")
      try jamaal.data.importDocument(Data(base.replacingOccurrences(of: old, with: new).utf8))
      await Self.use(jamaal)
      await Self.use(try Self.open(jamaal.store.url, at: "2027-01-28T09:00:00Z"))
      if new.contains("Days") {
        let plants = try jamaal.rules.overviews().first { $0.rule.title == "Water the plants" }
        guard case .needsAttention = plants?.state else {
          Issue.record("\(new): \(String(describing: plants?.state))")
          continue
        }
      }
    }
  }

  /// What `today`, `rules list`, `rules show` and a launch do with a store; errors are allowed
  /// (they are words on stderr), crashes are not.
  static func use(_ jamaal: Jamaal) async {
    let now = jamaal.clock.now
    if let section = try? await jamaal.evaluateToday() {
      for row in section.rows {
        switch row {
        case .plain(let plain): _ = MemberView(plain.member, timeZone: zone, now: now)
        case .group(let group):
          for member in group.members { _ = MemberView(member, timeZone: zone, now: now) }
        }
      }
      _ = section.focusChip(now: now, logicalDay: jamaal.logicalDay)
    }
    for overview in (try? jamaal.rules.overviews()) ?? [] {
      _ = RuleRow(
        rule: overview.rule, state: overview.state, summary: overview.summary,
        next: overview.next, logicalDay: jamaal.logicalDay, today: jamaal.today)
      if let detail = try? jamaal.rules.detail(overview.rule) {
        for anchor in detail.upcoming {
          _ = RuleDetailStrings.occurrence(
            anchor, logicalDay: jamaal.logicalDay, today: jamaal.today)
        }
      }
    }
    _ = try? jamaal.data.export()
  }
}

/// The configs of the property test's rules.
enum ImportPropertyConfigs {
  static let schoolRun = #"""
    {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","fri"]},
     "slots":[{"id":"dropoff","label":"Drop-off","start":"08:15","windowMinutes":30},
              {"id":"pickup","label":"Pick-up","start":"15:15","windowMinutes":30}],
     "effortMinutes":30,"placement":"fixed","futureKey":{"kept":true}}
    """#
  static let plants = #"""
    {"effortMinutes":10,"exceptions":[],"placement":"flexible","recurrence":{"kind":"afterLast",
     "maxDays":4,"minDays":3,"startDate":"2026-11-20"},"reminder":{"atStart":false},
     "slots":[{"allDay":true,"id":"water"}],"version":1}
    """#
}
