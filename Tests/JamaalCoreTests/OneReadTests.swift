import Foundation
import JamaalCore
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// `rules list` and `rules show` build their screens from the stored Anchors the launch
/// evaluation read (one read instead of two): what they show must be what a fresh read after
/// the evaluation's writes shows, on a morning when the evaluation finalises and generates.
@Suite struct OneReadTests {
  func open(_ url: URL, at now: String) throws -> Jamaal { try OpenedJamaal.open(url, at: now) }

  func draft(_ title: String, start: String) -> RuleDraft {
    let config = """
      {"version":1,"recurrence":{"kind":"everyNDays","n":1,"startDate":"2026-11-01"},
       "slots":[{"id":"s","label":"\(title)","start":"\(start)","windowMinutes":30}],
       "effortMinutes":10,"placement":"fixed"}
      """
    return RuleDraft(
      title: title, sourceKey: .scheduled, configData: Data(config.utf8), effortMinutes: 10,
      placement: .fixed)
  }

  /// An Anchor as a screen shows it.
  func shown(_ anchor: Anchor?) -> String {
    guard let anchor else { return "nothing next" }
    return "\(anchor.id) \(anchor.occurrenceDate) \(anchor.windowStart) \(anchor.attendanceStatus)"
  }

  @Test func theListAndTheDetailMatchAReadAfterTheEvaluationsWrites() async throws {
    let url = Fixtures.temporaryFolder().appendingPathComponent("s.sqlite")
    var rules: [AnchorRule] = []
    do {
      let first = try open(url, at: "2026-11-26T14:05:00+03:00")
      rules.append(try first.rules.add(draft("Water the plants", start: "07:30")))
      rules.append(try first.rules.add(draft("Bins out", start: "20:00")))
    }
    // Four days later: the Anchors left pending are finalised missed and new days generated.
    let monday = try open(url, at: "2026-11-30T07:40:00+03:00")
    let listed = try await monday.rules.evaluateOverviews()
    await #expect(try monday.evaluate().isEmpty, "the list's evaluation wrote everything")
    let reread = try monday.rules.overviews()
    #expect(listed.map { shown($0.next) } == reread.map { shown($0.next) })
    #expect(listed.map(\.rule.id) == reread.map(\.rule.id))
    #expect(listed.first?.next?.attendanceStatus == .pending)

    let tuesday = try open(url, at: "2026-12-01T21:00:00+03:00")
    for rule in rules {
      let detail = try await tuesday.rules.evaluateDetail(rule)
      let again = try tuesday.rules.detail(rule)
      #expect(detail.upcoming.map(shown) == again.upcoming.map(shown))
      #expect(shown(detail.overview.next) == shown(again.overview.next))
      #expect(detail.upcoming.count == 7)
    }
  }
}
