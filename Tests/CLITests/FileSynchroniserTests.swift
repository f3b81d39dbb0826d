import Foundation
import JamaalTestSupport
import Testing

/// Issue 24 item 9: a real file synchroniser carries the folder. Two devices each sync into their
/// OWN cloud folder and `unison` (Debian's `unison`, installed by `.ci/run`) carries the files
/// between the two folders, over a day of adds, decisions on both, a missed on one against an
/// attended on the other, an exception and a title edit. Then what such tools leave mid-copy:
/// their temporary files, a batch cut short under its final name, a conflict copy.
@Suite(.serialized) struct FileSynchroniserTests {
  let root = Fixtures.temporaryFolder("jamaal-unison")

  /// `unison`'s path; the test fails (it does not skip) when it is missing.
  private func unison(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let candidates = ["/usr/bin/unison", "/usr/local/bin/unison", "/bin/unison"]
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
      "unison is missing: apt-get install unison (.ci/run installs it)",
      sourceLocation: sourceLocation)
  }

  /// A device syncing into its own folder `cloud-NAME`.
  private func device(_ name: String) throws -> SyncDevice {
    let cloud = root.appendingPathComponent("cloud-\(name)", isDirectory: true)
    try FileManager.default.createDirectory(at: cloud, withIntermediateDirectories: true)
    return SyncDevice(name: name, cloud: cloud.path)
  }

  /// One `unison` run carrying both folders' new files each way (its archives in the test's
  /// folder, never the home folder).
  private func carry(_ one: SyncDevice, _ other: SyncDevice, with tool: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [one.cloud, other.cloud, "-batch", "-auto", "-silent", "-times"]
    var environment = ProcessInfo.processInfo.environment
    environment["UNISON"] = root.appendingPathComponent("unison-archives").path
    process.environment = environment
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "unison: \(String(decoding: said, as: UTF8.self))")
  }

  @Test func unisonCarryingTheFolderBetweenTwoDevicesLosesNoDecision() throws {
    let tool = try unison()
    let phone = try device("phone")
    let pad = try device("pad")
    _ = try phone.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-26T09:00:00Z")
    let school = try phone.add(["--preset", "school-run"], at: "2026-11-26T09:01:00Z")
    try phone.sync(at: "2026-11-26T09:02:00Z")
    try carry(phone, pad, with: tool)
    try pad.sync(at: "2026-11-26T09:03:00Z")
    try carry(phone, pad, with: tool)
    // Thursday: decisions on both, an exception on the phone, a title on the pad.
    let asr = try pad.anchorID("asr", on: "2026-11-26", at: "2026-11-26T14:10:00Z")
    try pad.run(["anchors", "attend", String(asr.prefix(8))], at: "2026-11-26T14:10:00Z")
    try phone.run(
      [
        "rules", "except", school, "--from", "2026-12-21", "--to", "2027-01-01", "--reason",
        "holiday",
      ],
      at: "2026-11-26T14:15:00Z")
    try pad.run(
      ["rules", "edit", school, "--set", "title=School run (Amira)"], at: "2026-11-26T14:20:00Z")
    let maghrib = try phone.anchorID("maghrib", on: "2026-11-26", at: "2026-11-26T16:10:00Z")
    try phone.run(["anchors", "skip", String(maghrib.prefix(8))], at: "2026-11-26T16:10:00Z")
    let isha = try pad.anchorID("isha", on: "2026-11-26", at: "2026-11-26T17:40:00Z")
    try pad.run(["anchors", "delegate", String(isha.prefix(8))], at: "2026-11-26T17:40:00Z")
    try pad.sync(at: "2026-11-26T17:41:00Z")
    // Friday morning: the phone's rollover marks Asr missed before it hears of the attended.
    try phone.run(["today"], at: "2026-11-27T08:00:00Z")
    #expect(try phone.outcome("asr", on: "2026-11-26", at: "2026-11-27T08:00:00Z") == "missed")
    for minute in 1...4 {
      try phone.sync(at: "2026-11-27T08:0\(minute):00Z")
      try carry(phone, pad, with: tool)
      try pad.sync(at: "2026-11-27T08:1\(minute):00Z")
      try carry(phone, pad, with: tool)
    }
    let now = "2026-11-27T08:30:00Z"
    #expect(try phone.tables(at: now) as NSDictionary == pad.tables(at: now) as NSDictionary)
    for device in [phone, pad] {
      #expect(try device.outcome("asr", on: "2026-11-26", at: now) == "attended", "\(device.name)")
      #expect(try device.outcome("maghrib", on: "2026-11-26", at: now) == "skipped")
      #expect(try device.outcome("isha", on: "2026-11-26", at: now) == "delegated")
      let rule = try device.rule(school, at: now)
      #expect(rule["title"] as? String == "School run (Amira)", "\(device.name)")
      let exceptions = (rule["config"] as? [String: Any])?["exceptions"] as? [[String: Any]]
      #expect(exceptions?.first?["start"] as? String == "2026-12-21", "\(device.name)")
    }
  }

  /// The phone syncs a school run (batch 1) and, after attending drop-off, batch 2, into its
  /// folder; the pad syncs from its own. Returns both and batch 2's bytes.
  private func twoBatchesOnThePhone() throws -> (SyncDevice, SyncDevice, Data) {
    let phone = try device("phone")
    let pad = try device("pad")
    _ = try phone.add(["--preset", "school-run"], at: "2026-11-26T08:00:00Z")
    try phone.sync(at: "2026-11-26T08:01:00Z")
    let dropOff = try phone.anchorID("dropoff", on: "2026-11-26", at: "2026-11-26T08:20:00Z")
    try phone.run(["anchors", "attend", String(dropOff.prefix(8))], at: "2026-11-26T08:20:00Z")
    try phone.sync(at: "2026-11-26T08:21:00Z")
    let outbox = URL(fileURLWithPath: phone.cloud).appendingPathComponent("devices/phone")
    let second = try Data(contentsOf: outbox.appendingPathComponent("b-000000000002.json"))
    return (phone, pad, second)
  }

  @Test func aBatchCutShortATemporaryFileAndAConflictCopyAreReadAroundAndKept() throws {
    let (phone, pad, second) = try twoBatchesOnThePhone()
    let from = URL(fileURLWithPath: phone.cloud).appendingPathComponent("devices/phone")
    let to = URL(fileURLWithPath: pad.cloud).appendingPathComponent("devices/phone")
    try FileManager.default.createDirectory(at: to, withIntermediateDirectories: true)
    let first = "b-000000000001.json"
    try FileManager.default.copyItem(
      at: from.appendingPathComponent(first), to: to.appendingPathComponent(first))
    // Mid-copy: batch 2 half there under its final name, unison's temporary file beside it.
    let half = second.prefix(second.count / 2)
    let cut = to.appendingPathComponent("b-000000000002.json")
    try half.write(to: cut)
    let temporary = to.appendingPathComponent(
      ".unison.b-000000000002.json.1c5b7e0f9a3d2b4c6e8f0a1b2c3d4e5f.unison.tmp")
    try half.write(to: temporary)
    // Conflict copies of batch 1 that other tools made (Syncthing's, Dropbox's), each holding a
    // record of its own.
    let conflicts = [
      "b-000000000001.sync-conflict-20261126-080500-ABCDEFG.json",
      "b-000000000001 (pad's conflicted copy 2026-11-26).json",
    ]
    for name in conflicts {
      let stray = CraftedRecords.rule(
        id: CraftedRecords.newID(), title: "From a conflict copy", at: "2026-11-26T08:00:00Z")
      try CraftedRecords.writeBatch(
        [
          CraftedRecords.record(
            "rule", stray, modifiedAt: CraftedRecords.seconds("2026-11-26T08:05:00Z"))
        ],
        number: 1, into: to, named: name)
    }
    let kept = Set(try FileManager.default.contentsOfDirectory(atPath: to.path))

    try pad.sync(at: "2026-11-26T08:30:00Z")
    #expect(try pad.ruleTitles(at: "2026-11-26T08:30:00Z") == ["School run"], "batch 1 read")
    #expect(try pad.outcome("dropoff", on: "2026-11-26", at: "2026-11-26T08:30:00Z") == "pending")
    try pad.sync(at: "2026-11-26T08:31:00Z")
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: to.path)) == kept, "nothing deleted")
    // The copy finishes: the whole batch under its name, the temporary file gone (as unison does).
    try second.write(to: cut)
    try FileManager.default.removeItem(at: temporary)
    let round = try pad.sync(at: "2026-11-26T08:40:00Z")
    #expect(round["setAside"] as? Int == 0, "\(round)")
    #expect(try pad.outcome("dropoff", on: "2026-11-26", at: "2026-11-26T08:41:00Z") == "attended")
    #expect(
      try pad.ruleTitles(at: "2026-11-26T08:41:00Z") == ["School run"], "conflict copy unread")
    for name in conflicts {
      #expect(FileManager.default.fileExists(atPath: to.appendingPathComponent(name).path))
    }
  }
}
