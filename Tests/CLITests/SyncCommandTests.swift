import Foundation
import JamaalTestSupport
import Testing

/// `jamaal sync` between devices on one machine (Journey 10: two devices at once, sign-out and
/// in again, storage full) and two processes syncing through one folder at the same time.
@Suite(.serialized) struct SyncCommandTests {
  let now = "2026-11-26T15:20:00+03:00"
  let cloud = Fixtures.temporaryFolder("jamaal-cloud").path

  func sync(_ runner: JamaalRunner, _ device: String, _ extra: [String] = []) throws
    -> JamaalRunner.Result
  {
    let result = try runner.run(["sync", "--cloud", cloud, "--device", device] + extra, now: now)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  /// The synced tables of a store's export.
  func data(_ runner: JamaalRunner) throws -> NSDictionary {
    let exported = try runner.run(["export"], now: now)
    let export = try #require(try JamaalRunner.json(exported) as? [String: Any])
    var tables = try #require(export["tables"] as? [String: Any])
    tables["local_preferences"] = nil
    tables["change_log"] = nil
    return tables as NSDictionary
  }

  func todayRows(_ runner: JamaalRunner) throws -> [[String: Any]] {
    let today = try JamaalRunner.json(try runner.run(["today", "--json"], now: now))
    return try #require((today as? [String: Any])?["rows"] as? [[String: Any]])
  }

  @Test func aPhoneAndAPadEndWithTheSameDayAndEveryOutcome() throws {
    let phone = JamaalRunner(now: now)
    let pad = JamaalRunner(now: now)
    let added = try phone.run(["rules", "add", "--preset", "school-run"], now: now)
    #expect(added.status == 0, "\(added.stderr)")
    _ = try todayRows(phone)
    #expect(try sync(phone, "iphone").stdout.hasPrefix("Sent "))
    _ = try sync(pad, "ipad")
    // Both devices generate the same day; the pad decides the open Anchor.
    let row = try #require(try todayRows(pad).first)
    let anchor = try #require(row["anchor"] as? String).uppercased()
    #expect(try pad.run(["anchors", "attend", anchor], now: now).status == 0)
    _ = try todayRows(phone)
    _ = try sync(pad, "ipad")
    _ = try sync(phone, "iphone")
    _ = try sync(pad, "ipad")
    #expect(try data(phone) == data(pad))
    let phoneRow = try #require(try todayRows(phone).first)
    #expect(phoneRow["status"] as? String == "attended", "the pad's outcome shows on the phone")
    let export = try data(phone)
    let anchors = try #require(export["anchors"] as? [[String: Any]])
    let keys = anchors.map {
      "\($0["rule_id"] ?? "")|\($0["occurrence_date"] ?? "")|\($0["slot_key"] ?? "")"
    }
    #expect(Set(keys).count == keys.count, "no duplicates by natural key")
    #expect(
      anchors.first { $0["id"] as? String == anchor }?["attendance_status"] as? String == "attended"
    )
  }

  @Test func signingOutPausesUntilTheUserGoesOnAndStorageFullIsSaidInWords() throws {
    let phone = JamaalRunner(now: now)
    #expect(try phone.run(["rules", "add", "--preset", "school-run"], now: now).status == 0)
    _ = try sync(phone, "iphone")
    let accounts = URL(fileURLWithPath: cloud).appendingPathComponent("accounts")
    try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
    try Data("signed-out".utf8).write(to: accounts.appendingPathComponent("iphone"))
    let signedOut = try sync(phone, "iphone")
    #expect(signedOut.stdout.contains("Your iCloud account changed"))
    #expect(signedOut.stdout.contains("Export my data first"))
    #expect(
      try phone.run(["status"], now: now).stdout.contains(
        "sync: paused: your iCloud account changed"))
    // Nothing local was deleted; a change made meanwhile waits.
    #expect(try phone.run(["rules", "add", "--preset", "bin-night"], now: now).status == 0)
    // Signing in again to the same account resumes sync by itself (G-80), and the change
    // made meanwhile is sent.
    try FileManager.default.removeItem(at: accounts.appendingPathComponent("iphone"))
    let back = try sync(phone, "iphone")
    #expect(!back.stdout.contains("Your iCloud account changed"), "\(back.stdout)")
    #expect(back.stdout.contains("Sent "))
    #expect(!back.stdout.contains("Sent 0 "), "the same account: the waiting change is sent")
    #expect(!(try phone.run(["status"], now: now).stdout.contains("paused")))
    // Storage full: said in words, the change waits, and goes once there is room.
    try Data().write(to: URL(fileURLWithPath: cloud).appendingPathComponent("full"))
    #expect(try phone.run(["rules", "add", "--preset", "plants"], now: now).status == 0)
    let full = try sync(phone, "iphone")
    #expect(full.stdout.contains("iCloud storage is full. Your data is safe on this device"))
    #expect(full.stdout.contains("waiting"))
    try FileManager.default.removeItem(
      at: URL(fileURLWithPath: cloud).appendingPathComponent("full"))
    let room = try sync(phone, "iphone")
    #expect(!room.stdout.contains("waiting"))
    #expect(try phone.run(["status"], now: now).stdout.contains("sync: Signed in"))
  }

  @Test func twoProcessesSyncingThroughOneFolderAtOnceLoseNothing() throws {
    let phone = JamaalRunner(now: now)
    let pad = JamaalRunner(now: now)
    #expect(try phone.run(["rules", "add", "--preset", "school-run"], now: now).status == 0)
    #expect(try pad.run(["rules", "add", "--preset", "bin-night"], now: now).status == 0)
    let cloud = cloud
    let now = now
    let runs: [(JamaalRunner, String)] = [
      (phone, "iphone"), (pad, "ipad"), (phone, "iphone"), (pad, "ipad"),
    ]
    let results = LockedList<Int32>()
    DispatchQueue.concurrentPerform(iterations: runs.count) { index in
      let (runner, device) = runs[index]
      let result = try? runner.run(["sync", "--cloud", cloud, "--device", device], now: now)
      results.append(result?.status ?? -1)
    }
    #expect(results.all == [0, 0, 0, 0])
    for _ in 0..<2 {
      _ = try sync(phone, "iphone")
      _ = try sync(pad, "ipad")
    }
    #expect(try data(phone) == data(pad))
    let rules = try #require(try data(phone)["rules"] as? [Any])
    #expect(rules.count == 2)
  }

  /// Issue 24 item 5: a batch from the phone holding one Anchor whose window ends before it
  /// starts reaches the pad, whose round has just sent its own change. The record is set aside
  /// (D-18): the round goes on, no message says "nothing was written" after the pad's change was
  /// sent, and none says "Sync is having trouble".
  @Test func aRoundStoppedAfterSendingNeverSaysNothingWasWritten() throws {
    let phone = JamaalRunner(now: now)
    let pad = JamaalRunner(now: now)
    #expect(try phone.run(["rules", "add", "--preset", "school-run"], now: now).status == 0)
    _ = try todayRows(phone)
    _ = try sync(phone, "iphone")
    let outbox = URL(fileURLWithPath: cloud).appendingPathComponent("devices/iphone")
    let batch = try #require(
      try FileManager.default.contentsOfDirectory(atPath: outbox.path).filter {
        $0.hasSuffix(".json")
      }.sorted().last)
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: outbox.appendingPathComponent(batch)))
        as? [String: Any])
    let records = try #require(document["records"] as? [[String: Any]])
    // The phone's record, as a version 1 record (one stamp for every field, still read).
    let anchor = try #require(records.first { $0["kind"] as? String == "anchor" })
    let stamps = try #require(anchor["s"] as? [[Any]])
    let entries = try #require(anchor["f"] as? [String: [Any]])
    var fields: [String: Any] = [:]
    for (name, entry) in entries where !name.hasPrefix("_") && entry.count == 2 {
      fields[name] = entry[1]
    }
    let start = try #require(fields["window_start"] as? Int)
    fields["window_end"] = start - 3600
    // A later change than the one the pad is about to read, so a merge would take it.
    let newest = try #require(stamps.compactMap { $0.first as? Int }.max())
    let later = newest / 1000 + 60
    fields["modified_at"] = later
    let bad: [String: Any] = [
      "kind": "anchor", "id": anchor["id"] ?? "", "device": "iphone", "deleted": false,
      "modifiedAt": Double(later), "fields": fields,
    ]
    document["records"] = [bad]
    document["count"] = 1
    // Next in the phone's numbering, as the phone would publish it.
    let next = try #require(Int(batch.dropFirst(2).prefix(12))) + 1
    let name = "b-" + String(repeating: "0", count: 12 - String(next).count) + "\(next).json"
    try JSONSerialization.data(withJSONObject: document).write(
      to: outbox.appendingPathComponent(name))
    #expect(try pad.run(["rules", "add", "--preset", "plants"], now: now).status == 0)
    let round = try pad.run(["sync", "--cloud", cloud, "--device", "ipad"], now: now)
    let said = round.stdout + round.stderr
    #expect(!said.contains("nothing was written"), "\(said)")
    #expect(!said.contains("having trouble"), "\(said)")
    let sent = try FileManager.default.contentsOfDirectory(
      atPath: URL(fileURLWithPath: cloud).appendingPathComponent("devices/ipad").path)
    #expect(!sent.isEmpty, "the pad's change was sent before the bad record was read")
    // D-18: the record is set aside, named, and nothing else stops.
    #expect(round.status == 0, "\(round.stderr)")
    #expect(round.stdout.contains("another device sent was set aside"), "\(round.stdout)")
    #expect(round.stdout.contains("ends before it starts"), "\(round.stdout)")
  }
}
