import Foundation
import JamaalModel
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
    let store = try Store.inMemory(clock: clock)
    var overview = try SyncOverview(store: store)
    #expect(SyncPlugin.statusPart(overview).state == nil, "never synced: not set up")
    #expect(try PluginSet([SyncPlugin()]).syncStatus(of: store)?.state == nil)
    #expect(try PluginSet([NotInThisBuild.sync]).syncStatus(of: store) == nil)
    overview.status = .storageFull
    overview.setAside = 7
    overview.firstSetAside = SyncSetAsideNote(reason: .overLimit, field: "title", kind: "rule")
    overview.held = 2
    let part = SyncPlugin.statusPart(overview)
    #expect(part.state == "storageFull")
    #expect(part.setAside == 7)
    #expect(part.held == 2)
    #expect(part.firstSetAside == overview.firstSetAside)
    overview.accountChanged = true
    #expect(SyncPlugin.statusPart(overview).state == "accountChanged")
  }

  @Test func statusJSONAddsTheCountsAndTheFirstSetAsideOrNull() throws {
    var report = StatusReport(store: "/s", health: "ready", reason: nil, detail: nil)
    report.sync = "signedIn"
    report.syncSetAside = 7
    report.syncHeld = 2
    report.syncFirstSetAside = SetAsideNoteJSON(
      SyncSetAsideNote(reason: .unreadableBatch))
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
    report.syncFirstSetAside = SetAsideNoteJSON(nil)
    #expect(try json(report)["syncFirstSetAside"] is NSNull)
  }

  private func json(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
