import Foundation
import JamaalTestSupport
import Testing

/// Issue 24, "One stray file hides nothing" and "No escapes" (SPEC D-19): the folder is read as
/// a set, a device numbers its batches from its own counter, nothing is written outside the
/// folder or through a symlink under it, folders are 0700 and files 0600 whatever the umask.
@Suite(.serialized) struct SyncFolderReproductionTests {
  let world = SyncWorld()

  @Test func aJunkFileInThePhonesOutboxHidesNothingThePhoneSendsLater() throws {
    let phone = world.device("phone")
    let pad = world.device("pad")
    _ = try phone.add(["--preset", "school-run"], at: "2026-11-26T08:00:00Z")
    try phone.sync(at: "2026-11-26T08:01:00Z")
    try pad.sync(at: "2026-11-26T08:02:00Z")
    let junk = world.outbox("phone").appendingPathComponent("b-000000000050.json")
    try Data("junk".utf8).write(to: junk)
    // Drop-off is open (08:15–08:45): attending it is the one change.
    let dropOff = try phone.anchorID("dropoff", on: "2026-11-26", at: "2026-11-26T08:20:00Z")
    try phone.run(["anchors", "attend", String(dropOff.prefix(8))], at: "2026-11-26T08:20:00Z")
    let sent = try phone.syncText(at: "2026-11-26T08:21:00Z")
    #expect(sent.hasPrefix("Sent 1 "), "\(sent)")
    let names = try FileManager.default.contentsOfDirectory(atPath: world.outbox("phone").path)
    #expect(
      names.sorted() == ["b-000000000001.json", "b-000000000002.json", "b-000000000050.json"],
      "numbered from the phone's own counter, not after the junk")
    let received = try pad.sync(at: "2026-11-26T08:22:00Z")
    #expect(received["received"] as? Int == 1, "\(received)")
    #expect(try pad.outcome("dropoff", on: "2026-11-26", at: "2026-11-26T08:23:00Z") == "attended")
    try phone.sync(at: "2026-11-26T08:24:00Z")
    #expect(FileManager.default.contents(atPath: junk.path) == Data("junk".utf8), "never deleted")
  }

  @Test func aDeviceNameOfDotDotSlashFromAnImportWritesNothingOutsideTheFolder() throws {
    let source = world.device("a")
    _ = try source.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    let exported = try source.run(["export"], at: "2026-11-26T09:01:00Z")
    var document = try #require(try JamaalRunner.json(exported) as? [String: Any])
    var tables = try #require(document["tables"] as? [String: Any])
    tables["local_preferences"] = [["key": "sync.device", "value": "../../x"]]
    document["tables"] = tables
    let file = Fixtures.temporaryFolder("jamaal-export").appendingPathComponent("export.json")
    try JSONSerialization.data(withJSONObject: document).write(to: file)
    let restored = world.device("unnamed")
    try restored.run(["import", file.path], at: "2026-11-26T09:02:00Z")
    // No --device: the name, if any, comes from the store.
    _ = try restored.runner.run(["sync", "--cloud", world.cloud.path], now: "2026-11-26T09:03:00Z")
    #expect(world.besideTheCloud() == ["cloud"], "nothing written beside the cloud folder")
    let written = FileManager.default.enumerator(atPath: world.cloud.path)?.allObjects ?? []
    #expect(!written.contains { "\($0)".contains("..") || "\($0)".hasSuffix("x") }, "\(written)")
  }

  /// A folder beside the cloud (outside it) holding an outbox with one crafted batch.
  private func outsideHoldingABatch(_ name: String) throws -> URL {
    let outside = world.root.appendingPathComponent(name, isDirectory: true)
    let fields = CraftedRecords.rule(
      id: CraftedRecords.newID(), title: "Read through a link", at: "2026-11-26T09:00:00Z")
    try CraftedRecords.writeBatch(
      [
        CraftedRecords.record(
          "rule", fields, modifiedAt: CraftedRecords.seconds("2026-11-26T09:00:00Z"))
      ],
      number: 1, into: outside.appendingPathComponent("evil"))
    return outside
  }

  /// Every path under `folder`, relative.
  private func contents(_ folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test func aSymlinkAtDevicesPointingOutsideIsNotFollowed() throws {
    let outside = try outsideHoldingABatch("outside")
    try FileManager.default.createSymbolicLink(
      at: world.cloud.appendingPathComponent("devices"), withDestinationURL: outside)
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    _ = try a.runner.run(
      ["sync", "--cloud", world.cloud.path, "--device", "a"], now: "2026-11-26T09:01:00Z")
    #expect(contents(outside) == ["evil", "evil/b-000000000001.json"], "nothing written there")
    #expect(try a.ruleTitles(at: "2026-11-26T09:02:00Z") == ["School run"], "nothing read there")
  }

  @Test func aSymlinkAtTheDevicesOwnOutboxPointingOutsideIsNotFollowed() throws {
    let outside = try outsideHoldingABatch("outside")
    let devices = world.cloud.appendingPathComponent("devices")
    try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: devices.appendingPathComponent("a"), withDestinationURL: outside)
    try FileManager.default.createSymbolicLink(
      at: devices.appendingPathComponent("evil"),
      withDestinationURL: outside.appendingPathComponent("evil"))
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    _ = try a.runner.run(
      ["sync", "--cloud", world.cloud.path, "--device", "a"], now: "2026-11-26T09:01:00Z")
    #expect(contents(outside) == ["evil", "evil/b-000000000001.json"], "nothing written there")
    #expect(try a.ruleTitles(at: "2026-11-26T09:02:00Z") == ["School run"], "nothing read there")
  }

  @Test func foldersAre0700AndBatchesAre0600EvenUnderUmask000() throws {
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "umask 000; exec \"$0\" \"$@\"", JamaalRunner.binary.path, "sync", "--cloud",
      world.cloud.path, "--device", "a", "--store", a.runner.store, "--now",
      "2026-11-26T09:01:00Z", "--tz", "Europe/London",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    func mode(_ path: String) -> Int {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: world.cloud.appendingPathComponent(path).path)
      return (attributes?[.posixPermissions] as? Int) ?? -1
    }
    #expect(String(mode("devices"), radix: 8) == "700")
    #expect(String(mode("devices/a"), radix: 8) == "700")
    #expect(String(mode("devices/a/b-000000000001.json"), radix: 8) == "600")
  }

  @Test func signingInAgainToTheSameAccountResumesAndAnotherAccountStillWaits() throws {
    let a = world.device("a")
    let b = world.device("b")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    let accounts = world.cloud.appendingPathComponent("accounts")
    try FileManager.default.createDirectory(at: accounts, withIntermediateDirectories: true)
    let account = accounts.appendingPathComponent("a")
    try Data("signed-out".utf8).write(to: account)
    #expect(try a.sync(at: "2026-11-26T09:02:00Z")["accountChanged"] as? Bool == true)
    _ = try a.add(["--preset", "bin-night"], at: "2026-11-26T09:03:00Z")
    try FileManager.default.removeItem(at: account)
    let back = try a.sync(at: "2026-11-26T09:04:00Z")
    #expect(back["accountChanged"] as? Bool == false, "\(back)")
    #expect(back["sent"] as? Int ?? 0 > 0, "what waited is sent: \(back)")
    try b.sync(at: "2026-11-26T09:05:00Z")
    #expect(try b.ruleTitles(at: "2026-11-26T09:05:00Z") == ["School run", "Bin night"])
    // Another account: sync waits for the person (--continue), whatever rounds run meanwhile.
    try Data("work".utf8).write(to: account)
    #expect(try a.sync(at: "2026-11-26T09:06:00Z")["accountChanged"] as? Bool == true)
    _ = try a.add(["--preset", "plants"], at: "2026-11-26T09:07:00Z")
    let waiting = try a.sync(at: "2026-11-26T09:08:00Z")
    #expect(waiting["accountChanged"] as? Bool == true && waiting["sent"] as? Int == 0)
    try b.sync(at: "2026-11-26T09:09:00Z")
    #expect(try b.ruleTitles(at: "2026-11-26T09:09:00Z") == ["School run", "Bin night"])
    let goneOn = try a.sync(at: "2026-11-26T09:10:00Z", ["--continue"])
    #expect(goneOn["accountChanged"] as? Bool == false, "the person went on: \(goneOn)")
  }
}
