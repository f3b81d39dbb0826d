import Foundation
import JamaalModel
import JamaalPresentation
import JamaalStorage
import JamaalSync
import Testing

@testable import JamaalCommandLine
@testable import JamaalSyncCommands

/// How sync's state reaches `jamaal sync` and `jamaal status` (issue 24, items 5 and 7), with
/// hand-made reports and overviews: the engine that fills in set-aside and held records is the
/// lead's, and these hold the layout and the JSON whatever it counts.
@Suite struct SyncWordsPlumbingTests {
  let clock = FixedClock(now: Date(timeIntervalSince1970: 1_795_000_000), timeZone: .gmt)

  func report(status: SyncStatus = .signedIn) -> SyncReport {
    var report = SyncReport()
    report.sent = 3
    report.received = 4
    report.status = status
    report.timerClash = true
    report.setAside = 2
    report.setAsideInAll = 5
    report.firstSetAside = SyncSetAsideNote(
      reason: .endsBeforeStart, field: "window_end", kind: "anchor")
    report.held = 1
    return report
  }

  @Test func aRoundSaysWhatItSetAsideAndHoldsAndItsClashButNoTrouble() {
    #expect(
      SyncCommand.lines(report(), folder: "/c") == [
        "Sent 3 · received 4",
        "Two timers were running; the later one was stopped and its time logged.",
        "2 records another device sent were set aside (5 in all); they are kept and nothing else"
          + " was stopped. The first was an Anchor that ends before it starts (window_end).",
        "1 record is stamped ahead of this device's clock; it will be applied when the clock"
          + " reaches it.",
      ])
    var quiet = SyncReport()
    quiet.status = .signedIn
    quiet.setAsideInAll = 5
    #expect(SyncCommand.lines(quiet, folder: "/c") == ["Sent 0 · received 0"], "this round only")
    // "Sync is having trouble" is for rounds the cloud failed, and it stays for them.
    let failed = SyncCommand.lines(report(status: .havingTrouble), folder: "/c")
    #expect(failed.last?.hasPrefix("Sync is having trouble.") == true)
  }

  @Test func syncJSONKeepsRawValuesAndNamesTheFirstSetAside() throws {
    let document = try json(SyncCommand.Result(device: "pad", report: report()))
    #expect(document["timerClash"] as? Bool == true)
    #expect(document["setAside"] as? Int == 2)
    #expect(document["setAsideInAll"] as? Int == 5)
    #expect(document["held"] as? Int == 1)
    let first = try #require(document["firstSetAside"] as? [String: Any])
    #expect(first["reason"] as? String == "endsBeforeStart")
    #expect(first["field"] as? String == "window_end")
    #expect(first["kind"] as? String == "anchor")
    let none = try json(SyncCommand.Result(device: "pad", report: SyncReport()))
    #expect(none["firstSetAside"] is NSNull)
  }

  @Test func statusTakesItsSyncPartFromTheOverview() throws {
    var overview = try SyncOverview(store: try Store.inMemory(clock: clock))
    #expect(SyncPlugin.statusSummary(overview).state == nil, "never synced: not set up")
    overview.status = .storageFull
    overview.setAside = 7
    overview.firstSetAside = SyncSetAsideNote(reason: .overLimit, field: "title", kind: "rule")
    overview.held = 2
    let summary = SyncPlugin.statusSummary(overview, pendingChanges: 3)
    #expect(summary.state == "storageFull")
    #expect(summary.pendingChanges == 3)
    #expect(summary.setAside == 7)
    #expect(summary.held == 2)
    #expect(summary.firstSetAside == overview.firstSetAside)
    overview.accountChanged = true
    #expect(SyncPlugin.statusSummary(overview).state == "accountChanged")
  }

  @Test func aBuildWithoutSyncSaysNothingOfItInStatus() throws {
    let store = try Store.inMemory(clock: clock)
    #expect(
      try PluginSet([NotInThisBuild.standingIn(for: SyncPlugin(), trait: "Sync")]).statusParts(
        of: store
      ).isEmpty)
    var report = StatusReport(store: "/s", health: "ready", reason: nil, detail: nil)
    report.rules = 0
    report.anchors = 0
    #expect(!report.lines.contains { $0.hasPrefix("sync") || $0.contains("not yet synced") })
    #expect(try json(report).keys.allSatisfy { !$0.hasPrefix("sync") })
  }

  @Test func statusJSONAddsTheCountsAndTheFirstSetAsideOrNull() throws {
    let store = try Store.inMemory(clock: clock)
    var report = StatusReport(store: "/s", health: "ready", reason: nil, detail: nil)
    report.parts = try PluginSet([SyncPlugin()]).statusParts(of: store)
    let never = try json(report)
    #expect(never["sync"] as? String == "not set up")
    #expect(never["syncSetAside"] as? Int == 0)
    #expect(never["syncHeld"] as? Int == 0)
    #expect(never["syncFirstSetAside"] is NSNull)
    #expect(report.lines.contains("sync: not set up"))

    var summary = SyncStatusSummary(state: "signedIn")
    summary.setAside = 7
    summary.held = 2
    summary.firstSetAside = SyncSetAsideNote(reason: .unreadableBatch)
    report.parts = [SyncPlugin.statusPart(summary)]
    let document = try json(report)
    #expect(document["sync"] as? String == "signedIn")
    #expect(document["syncSetAside"] as? Int == 7)
    #expect(document["syncHeld"] as? Int == 2)
    let first = try #require(document["syncFirstSetAside"] as? [String: Any])
    #expect(first["reason"] as? String == "unreadableBatch")
    #expect(first["field"] is NSNull)
    #expect(first["kind"] is NSNull)
    #expect(report.lines.contains { $0.hasPrefix("sync: 7 records another device sent") })
    #expect(report.lines.contains { $0.hasPrefix("sync: 2 records are stamped ahead") })
    #expect(document["store"] as? String == "/s", "a part never replaces the report's own fields")
  }

  private func json(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
