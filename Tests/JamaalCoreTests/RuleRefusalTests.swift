import Foundation
import JamaalCore
import Model
import Schedule
import Storage
import TestSupport
import Testing

/// D-15 through the facade: a rule a newer version wrote refuses every change but archiving; an
/// archived rule refuses them all.
@Suite struct RuleRefusalTests {
  func open() throws -> Jamaal {
    let clock = FixedClock(
      now: Fixtures.instant("2026-11-26T14:05:00+03:00"), timeZone: Fixtures.zone("Asia/Riyadh"))
    let path = Fixtures.temporaryFolder().appendingPathComponent("s.sqlite")
    guard
      case .ready(let jamaal) = Jamaal.open(
        storeAt: path, registry: try SourceRegistry([ScheduledSource()]), clock: clock)
    else { throw RefusalError.notReady }
    return jamaal
  }

  enum RefusalError: Error { case notReady }

  @Test func aNewerVersionsRuleCanOnlyBeArchived() throws {
    let jamaal = try open()
    let newer = AnchorRule(
      title: "Bin night", sourceKey: .scheduled,
      configData: Data(#"{"version":9,"slots":[]}"#.utf8), effortMinutes: 10,
      placement: .flexible, createdAt: Fixtures.instant("2026-11-20T10:00:00Z"))
    try jamaal.store.insertRule(newer)
    for change in [RuleChangeKind.edit, .pause, .resume, .exception] {
      let error = #expect(throws: JamaalError.self) { try jamaal.checkChange(change, to: newer) }
      #expect(error?.kind == .newerVersion)
      #expect(error?.message == "Update Jamaal to change this rule")
    }
    try jamaal.checkChange(.archive, to: newer)
    #expect(throws: JamaalError.self) {
      try jamaal.editRule(newer.id, sets: ["start=09:00"])
    }
  }

  @Test func anArchivedRuleRefusesResume() throws {
    let jamaal = try open()
    var rule = AnchorRule(
      title: "School run", sourceKey: .scheduled,
      configData: Data(
        #"{"version":1,"recurrence":{"kind":"weekdays","days":["mon"]},"slots":[{"id":"a","start":"08:15","windowMinutes":30}]}"#
          .utf8), effortMinutes: 30, placement: .fixed,
      createdAt: Fixtures.instant("2026-11-20T10:00:00Z"))
    rule.isArchived = true
    let error = #expect(throws: JamaalError.self) { try jamaal.checkChange(.resume, to: rule) }
    #expect(error?.kind == .archivedRule)
    #expect(error?.message == "School run is archived: it cannot be resumed")
    try jamaal.checkChange(.archive, to: rule)
  }
}
