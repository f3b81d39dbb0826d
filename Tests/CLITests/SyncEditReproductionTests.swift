import Foundation
import Testing

/// Issue 24, "A concurrent edit lands" (SPEC D-17: a rule merges field by field, its exception
/// ranges a set that only grows) and "A far-future stamp freezes nothing" (D-18: a record stamped
/// more than a day ahead of this device's clock is held, not applied).
@Suite(.serialized) struct SyncEditReproductionTests {
  let world = SyncWorld()

  /// `a` adds a school run and syncs, `b` syncs: the rule's id.
  private func schoolRunOnBoth(_ a: SyncDevice, _ b: SyncDevice) throws -> String {
    let id = try a.add(["--preset", "school-run"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    try b.sync(at: "2026-11-26T09:02:00Z")
    #expect(try b.ruleTitles(at: "2026-11-26T09:02:00Z") == ["School run"])
    return id
  }

  /// Both sync twice each, a first.
  private func syncTwiceEach(_ a: SyncDevice, _ b: SyncDevice) throws {
    for minute in [10, 12] {
      try a.sync(at: "2026-11-26T09:\(minute):00Z")
      try b.sync(at: "2026-11-26T09:\(minute + 1):00Z")
    }
  }

  @Test func aHolidayAddedOnThePadAndATitleSetOnThePhoneAreBothKept() throws {
    let a = world.device("a")
    let b = world.device("b")
    let id = try schoolRunOnBoth(a, b)
    try b.run(
      ["rules", "except", id, "--from", "2026-12-21", "--to", "2027-01-01", "--reason", "holiday"],
      at: "2026-11-26T09:03:00Z")
    try a.run(
      ["rules", "edit", id, "--set", "title=School run (Amira)"], at: "2026-11-26T09:04:00Z")
    try syncTwiceEach(a, b)
    for device in [a, b] {
      let rule = try device.rule(id, at: "2026-11-26T09:20:00Z")
      #expect(rule["title"] as? String == "School run (Amira)", "\(device.name)")
      let exceptions = (rule["config"] as? [String: Any])?["exceptions"] as? [[String: Any]] ?? []
      #expect(
        exceptions.map { "\($0["start"] ?? "")…\($0["end"] ?? "") \($0["reason"] ?? "")" }
          == ["2026-12-21…2027-01-01 holiday"], "\(device.name)")
    }
  }

  @Test func aSlotsStartChangedOnOneDeviceAndItsWindowOnTheOtherAreBothKept() throws {
    let a = world.device("a")
    let b = world.device("b")
    let id = try schoolRunOnBoth(a, b)
    try a.run(["rules", "edit", id, "--set", "start=08:30"], at: "2026-11-26T09:03:00Z")
    try b.run(["rules", "edit", id, "--set", "window=45"], at: "2026-11-26T09:04:00Z")
    try syncTwiceEach(a, b)
    for device in [a, b] {
      let rule = try device.rule(id, at: "2026-11-26T09:20:00Z")
      let slots = (rule["config"] as? [String: Any])?["slots"] as? [[String: Any]] ?? []
      let dropOff = slots.first { $0["id"] as? String == "dropoff" }
      #expect(dropOff?["start"] as? String == "08:30", "\(device.name): \(slots)")
      #expect(dropOff?["windowMinutes"] as? Int == 45, "\(device.name): \(slots)")
    }
  }

  @Test func aTitleStampedInTheYear33658IsHeldAndAnHonestEditLaterLandsOnBoth() throws {
    let a = world.device("a")
    let b = world.device("b")
    let id = try schoolRunOnBoth(a, b)
    // Year 33,658, in seconds since 2001: every field's stamp there.
    let farFuture = Double(33_658 - 2_001) * 31_556_952
    let frozen = CraftedRecords.rule(id: id, title: "Frozen", at: "2026-11-26T09:00:00Z")
    let evil = world.outbox("evil")
    try CraftedRecords.writeBatch(
      [CraftedRecords.record("rule", frozen, modifiedAt: farFuture)], number: 1, into: evil)
    try CraftedRecords.writeBatch(
      [CraftedRecords.version2("rule", frozen, milliseconds: Int64(farFuture) * 1_000)],
      number: 2, into: evil)
    for device in [a, b] {
      let round = try device.sync(at: "2026-11-26T10:00:00Z")
      #expect(round["held"] as? Int == 2, "\(device.name): \(round)")
      #expect(round["setAside"] as? Int == 0, "\(device.name): \(round)")
      #expect(try device.ruleTitles(at: "2026-11-26T10:00:00Z") == ["School run"])
    }
    let status = try JamaalRunner.json(try a.run(["status", "--json"], at: "2026-11-26T10:01:00Z"))
    #expect((status as? [String: Any])?["syncHeld"] as? Int == 2)
    // An honest edit a few minutes later, on a real device, lands on both.
    try a.run(
      ["rules", "edit", id, "--set", "title=School run (Amira)"], at: "2026-11-26T10:05:00Z")
    try a.sync(at: "2026-11-26T10:06:00Z")
    try b.sync(at: "2026-11-26T10:07:00Z")
    try a.sync(at: "2026-11-26T10:08:00Z")
    for device in [a, b] {
      #expect(
        try device.ruleTitles(at: "2026-11-26T10:10:00Z") == ["School run (Amira)"],
        "\(device.name)")
      let round = try device.sync(at: "2026-11-26T10:11:00Z")
      #expect(round["held"] as? Int == 2, "still held, never applied: \(round)")
    }
  }
}
