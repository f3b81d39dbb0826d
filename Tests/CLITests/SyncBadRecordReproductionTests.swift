import Foundation
import Testing

/// Issue 24, "One bad record stops no one" (SPEC D-18): a batch from a third "device" holding one
/// bad record among good ones. Every device's `sync` exits 0 on every round, the good records are
/// applied, the bad one is set aside once (counted, named, never applied), a device that joins
/// later is not stopped either, and no message says "nothing was written".
@Suite(.serialized) struct SyncBadRecordReproductionTests {
  let world = SyncWorld()

  /// Writes one batch per bad record into `devices/evil`, each beside a good rule ("Good N",
  /// the first with id `firstRuleID` when given); the good titles.
  private func writeBatches(_ bad: [BadSyncRecord], firstRuleID: String? = nil) throws
    -> Set<String>
  {
    var titles: Set<String> = []
    for (index, record) in bad.enumerated() {
      let title = "Good \(index + 1)"
      titles.insert(title)
      let id = index == 0 ? firstRuleID ?? CraftedRecords.newID() : CraftedRecords.newID()
      let good = CraftedRecords.rule(id: id, title: title, at: BadSyncRecords.at)
      let items = [
        CraftedRecords.record("rule", good, modifiedAt: BadSyncRecords.stamp), record.item,
      ]
      try CraftedRecords.writeBatch(items, number: index + 1, into: world.outbox("evil"))
    }
    return titles
  }

  /// Three rounds on `device` at `minute` past 10: each exits 0, the first sets every bad record
  /// aside (told in `--json`, or in words when `inWords`), the next ones none, the good rules
  /// are there and no bad id is.
  private func expectRounds(
    _ device: SyncDevice, minute: Int, bad: [BadSyncRecord], good: Set<String>,
    inWords: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let now = "2026-11-26T10:\(minute):00Z"
    if inWords {
      let words = try device.syncText(at: now, sourceLocation: sourceLocation)
      #expect(
        words.contains("\(bad.count) records another device sent were set aside")
          && !words.contains("nothing was written"), "\(words)", sourceLocation: sourceLocation)
    } else {
      let first = try device.sync(at: now, sourceLocation: sourceLocation)
      #expect(
        first["setAside"] as? Int == bad.count, "\(device.name): \(first)",
        sourceLocation: sourceLocation)
      #expect(first["setAsideInAll"] as? Int == bad.count, sourceLocation: sourceLocation)
    }
    let words = try device.syncText(at: "2026-11-26T10:\(minute + 1):00Z")
    #expect(!words.contains("nothing was written"), "\(words)", sourceLocation: sourceLocation)
    let third = try device.sync(at: "2026-11-26T10:\(minute + 2):00Z")
    #expect(third["setAside"] as? Int == 0, "once: \(third)", sourceLocation: sourceLocation)
    #expect(third["setAsideInAll"] as? Int == bad.count, sourceLocation: sourceLocation)
    #expect(third["status"] as? String == "signedIn", sourceLocation: sourceLocation)
    let titles = try device.ruleTitles(at: now)
    #expect(good.isSubset(of: titles), "\(device.name): \(titles)", sourceLocation: sourceLocation)
    #expect(
      !titles.contains { $0.hasPrefix("Bad") }, "\(device.name): \(titles)",
      sourceLocation: sourceLocation)
    let stored = try device.tables(at: now).values.joined().compactMap {
      ($0["id"] as? String)?.uppercased()
    }
    for record in bad {
      #expect(
        Set(record.ids).isDisjoint(with: stored), "\(record.name) applied on \(device.name)",
        sourceLocation: sourceLocation)
    }
    let status = try device.run(["status", "--json"], at: now)
    let overview = try JamaalRunner.json(status) as? [String: Any]
    #expect(overview?["syncSetAside"] as? Int == bad.count, sourceLocation: sourceLocation)
    #expect(overview?["sync"] as? String == "signedIn", sourceLocation: sourceLocation)
  }

  /// `a` (a school run) and `b` sync, the bad batches arrive (one per bad record, beside a good
  /// rule each), both sync three rounds, then `c` joins later.
  private func expectNoOneStopped(by bad: [BadSyncRecord], firstRuleID: String? = nil) throws {
    let a = world.device("a")
    let b = world.device("b")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    try b.sync(at: "2026-11-26T09:02:00Z")
    let good = try writeBatches(bad, firstRuleID: firstRuleID)
    try expectRounds(a, minute: 10, bad: bad, good: good.union(["School run"]))
    try expectRounds(b, minute: 20, bad: bad, good: good.union(["School run"]), inWords: true)
    let c = world.device("c")
    try expectRounds(c, minute: 30, bad: bad, good: good.union(["School run"]))
  }

  @Test func oneBadRecordOfEachKindIsSetAsideOnceAndEveryDeviceKeepsSyncing() throws {
    let ruleID = CraftedRecords.newID()
    try expectNoOneStopped(by: BadSyncRecords.failingTheChecks(ruleID: ruleID), firstRuleID: ruleID)
  }

  @Test func aRecordOverTheLimitsIsSetAsideOnceAndEveryDeviceKeepsSyncing() throws {
    try expectNoOneStopped(by: BadSyncRecords.overTheLimits())
  }

  @Test func aRuleWithTwentyThousandSlotsIsSetAsideAndStopsNothing() throws {
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    let bad = [BadSyncRecords.slots(20_000)]
    let good = try writeBatches(bad)
    let first = try a.sync(at: "2026-11-26T10:00:00Z")
    #expect(first["setAside"] as? Int == 1, "\(first)")
    #expect(try a.ruleTitles(at: "2026-11-26T10:01:00Z") == good.union(["School run"]))
    #expect(try a.sync(at: "2026-11-26T10:03:00Z")["setAside"] as? Int == 0, "once")
  }

  @Test func aRecordOfAKindFromANewerVersionStopsNothingAndIsNotApplied() throws {
    let a = world.device("a")
    let id = CraftedRecords.newID()
    let gadget = CraftedRecords.record(
      "gadget", ["id": id, "colour": "teal"], modifiedAt: BadSyncRecords.stamp)
    let good = CraftedRecords.rule(id: CraftedRecords.newID(), title: "Good", at: BadSyncRecords.at)
    try CraftedRecords.writeBatch(
      [gadget, CraftedRecords.record("rule", good, modifiedAt: BadSyncRecords.stamp)], number: 1,
      into: world.outbox("evil"))
    let round = try a.sync(at: "2026-11-26T10:00:00Z")
    #expect(round["setAside"] as? Int == 0, "kept for a newer version, not set aside: \(round)")
    #expect(try a.ruleTitles(at: "2026-11-26T10:00:00Z") == ["Good"])
    try a.sync(at: "2026-11-26T10:01:00Z")
  }
}
