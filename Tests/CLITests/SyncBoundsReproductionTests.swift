import Foundation
import Testing

/// Issue 24, "Bounds" (SPEC D-19, §7): a batch file over 16 MB is set aside unread — none of it
/// applied, and the process stays small — and a 10 MB title arriving by sync is set aside.
@Suite(.serialized) struct SyncBoundsReproductionTests {
  let world = SyncWorld()
  let stamp = CraftedRecords.seconds("2026-11-26T09:30:00Z")

  @Test func aBatchOver16MBIsSetAsideWithoutBeingAppliedOrReadIntoMemory() throws {
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    // A good record, then 17 MB of JSON whitespace: a whole, valid batch, too big to read.
    let fields = CraftedRecords.rule(
      id: CraftedRecords.newID(), title: "Inside the big batch", at: "2026-11-26T09:00:00Z")
    let url = try CraftedRecords.writeBatch(
      [CraftedRecords.record("rule", fields, modifiedAt: stamp)], number: 1,
      into: world.outbox("evil"))
    var bytes = try Data(contentsOf: url)
    bytes.removeLast()
    bytes.append(Data(repeating: UInt8(ascii: " "), count: 17 << 20))
    bytes.append(UInt8(ascii: "}"))
    try bytes.write(to: url)
    let arguments = [
      "sync", "--cloud", world.cloud.path, "--device", "a", "--json", "--store", a.runner.store,
      "--now", "2026-11-26T10:00:00Z", "--tz", "Europe/London",
    ]
    let outcome = try BoundedProcess.run(
      JamaalRunner.binary.path, arguments: arguments.map { Array($0.utf8) }, timeLimit: 60)
    #expect(outcome.exitStatus == 0, "\(outcome.errorText)")
    let round = try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any]
    #expect(round?["setAside"] as? Int == 1, "\(round ?? [:])")
    #expect(outcome.maxResidentKiB < 200 * 1024, "peak \(outcome.maxResidentKiB) KiB")
    #expect(try a.ruleTitles(at: "2026-11-26T10:01:00Z") == ["School run"])
    let again = try a.sync(at: "2026-11-26T10:02:00Z")
    #expect(again["setAside"] as? Int == 0 && again["setAsideInAll"] as? Int == 1, "\(again)")
  }

  @Test func aTenMegabyteTitleArrivingBySyncIsSetAside() throws {
    let a = world.device("a")
    _ = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    let huge = CraftedRecords.rule(
      id: CraftedRecords.newID(), title: String(repeating: "x", count: 10 << 20),
      at: "2026-11-26T09:00:00Z")
    let good = CraftedRecords.rule(
      id: CraftedRecords.newID(), title: "Good", at: "2026-11-26T09:00:00Z")
    try CraftedRecords.writeBatch(
      [
        CraftedRecords.record("rule", huge, modifiedAt: stamp),
        CraftedRecords.record("rule", good, modifiedAt: stamp),
      ], number: 1, into: world.outbox("evil"))
    let round = try a.sync(at: "2026-11-26T10:00:00Z")
    #expect(round["setAside"] as? Int == 1, "\(round)")
    #expect(try a.ruleTitles(at: "2026-11-26T10:01:00Z") == ["School run", "Good"])
    #expect(try a.sync(at: "2026-11-26T10:02:00Z")["setAside"] as? Int == 0, "once")
  }
}
