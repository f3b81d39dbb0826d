import Foundation
import Testing

/// Issue 24, "The clock beats a person" and "One device's wrong clock" (SPEC D-16): a person's
/// decision beats `missed` whatever the order of the rounds, and a device finalises `missed` only
/// with its own clock. Prayer times for London on Thursday 2026-11-26: Asr 13:38–16:02, Fajr on
/// Friday 05:58–07:38 (London is UTC in November).
@Suite(.serialized) struct SyncClockReproductionTests {
  let world = SyncWorld()
  let thursday = "2026-11-26"
  let friday = "2026-11-27"

  /// `a` adds prayer times for London and syncs, `b` syncs: both hold Thursday's Asr, pending.
  private func twoDevicesWithPrayerTimes() throws -> (SyncDevice, SyncDevice) {
    let a = world.device("a")
    let b = world.device("b")
    _ = try a.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    try b.sync(at: "2026-11-26T09:02:00Z")
    #expect(try b.outcome("asr", on: thursday, at: "2026-11-26T09:03:00Z") == "pending")
    return (a, b)
  }

  /// `b` attends Asr at 14:10 and does not sync; `a` runs Today the next morning (its Asr becomes
  /// missed).
  private func attendedOnBMissedOnA(_ a: SyncDevice, _ b: SyncDevice) throws {
    let asr = try b.anchorID("asr", on: thursday, at: "2026-11-26T14:10:00Z")
    try b.run(["anchors", "attend", String(asr.prefix(8))], at: "2026-11-26T14:10:00Z")
    try a.run(["today"], at: "2026-11-27T08:00:00Z")
    #expect(try a.outcome("asr", on: thursday, at: "2026-11-27T08:00:00Z") == "missed")
  }

  private func expectAsrAttendedOnBoth(_ a: SyncDevice, _ b: SyncDevice, at now: String) throws {
    #expect(try a.outcome("asr", on: thursday, at: now) == "attended", "a")
    #expect(try b.outcome("asr", on: thursday, at: now) == "attended", "b")
  }

  @Test func asrAttendedOnThePadIsStillAttendedAfterThePhonesRolloverMarkedItMissed() throws {
    let (a, b) = try twoDevicesWithPrayerTimes()
    try attendedOnBMissedOnA(a, b)
    try a.sync(at: "2026-11-27T08:01:00Z")
    try b.sync(at: "2026-11-27T08:02:00Z")
    try a.sync(at: "2026-11-27T08:03:00Z")
    try expectAsrAttendedOnBoth(a, b, at: "2026-11-27T08:04:00Z")
  }

  @Test func asrAttendedStaysAttendedWhenTheDeviceThatAttendedSyncsFirst() throws {
    let (a, b) = try twoDevicesWithPrayerTimes()
    try attendedOnBMissedOnA(a, b)
    try b.sync(at: "2026-11-27T08:01:00Z")
    try a.sync(at: "2026-11-27T08:02:00Z")
    try b.sync(at: "2026-11-27T08:03:00Z")
    try expectAsrAttendedOnBoth(a, b, at: "2026-11-27T08:04:00Z")
  }

  @Test func markAsDoneAfterAllBeatsAMissedTheOtherDeviceWroteLater() throws {
    let (a, b) = try twoDevicesWithPrayerTimes()
    // Thursday evening: the pad's rollover marks Asr missed, and the person corrects it (the
    // correction's day of grace runs to the end of Thursday).
    try b.run(["today"], at: "2026-11-26T16:30:00Z")
    #expect(try b.outcome("asr", on: thursday, at: "2026-11-26T16:30:00Z") == "missed")
    let asr = try b.anchorID("asr", on: thursday, at: "2026-11-26T16:35:00Z")
    try b.run(["anchors", "attend", String(asr.prefix(8))], at: "2026-11-26T16:35:00Z")
    #expect(try b.outcome("asr", on: thursday, at: "2026-11-26T16:35:00Z") == "attended")
    // Later the phone's own rollover writes its missed, stamped after the correction.
    try a.run(["today"], at: "2026-11-26T17:00:00Z")
    #expect(try a.outcome("asr", on: thursday, at: "2026-11-26T17:00:00Z") == "missed")
    try a.sync(at: "2026-11-26T17:01:00Z")
    try b.sync(at: "2026-11-26T17:02:00Z")
    try a.sync(at: "2026-11-26T17:03:00Z")
    try expectAsrAttendedOnBoth(a, b, at: "2026-11-26T17:04:00Z")
  }

  /// A device whose clock is `ahead` of the others' runs Today and syncs: the phone, at Thursday
  /// 14:10 (Asr open), keeps its open Anchor and Friday's pending, until its own clock closes them.
  private func expectAClockAheadMarksNothingElsewhere(
    clockAt ahead: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let a = world.device("a")
    let c = world.device("c")
    _ = try a.add(["--preset", "prayer-times", "--city", "London"], at: "2026-11-26T09:00:00Z")
    try a.sync(at: "2026-11-26T09:01:00Z")
    try c.sync(at: ahead)
    try c.run(["today"], at: ahead)
    #expect(
      try c.outcome("asr", on: thursday, at: ahead) == "missed", "the clock ahead closed Asr",
      sourceLocation: sourceLocation)
    #expect(
      try c.outcome("fajr", on: friday, at: ahead) == "missed", sourceLocation: sourceLocation)
    try c.sync(at: ahead)
    let now = "2026-11-26T14:10:00Z"
    try a.sync(at: now)
    try a.run(["today"], at: now)
    try a.sync(at: "2026-11-26T14:11:00Z")
    #expect(
      try a.outcome("asr", on: thursday, at: now) == "pending", "Asr is open on the phone",
      sourceLocation: sourceLocation)
    #expect(
      try a.outcome("fajr", on: friday, at: now) == "pending", "Friday has not come",
      sourceLocation: sourceLocation)
    // The phone's own clock closes them.
    try a.run(["today"], at: "2026-11-27T08:00:00Z")
    #expect(
      try a.outcome("asr", on: thursday, at: "2026-11-27T08:00:00Z") == "missed",
      sourceLocation: sourceLocation)
    #expect(
      try a.outcome("fajr", on: friday, at: "2026-11-27T08:00:00Z") == "missed",
      sourceLocation: sourceLocation)
  }

  @Test func aPadWhoseClockIsThreeDaysAheadDoesNotMarkThePhonesOpenAsrMissed() throws {
    try expectAClockAheadMarksNothingElsewhere(clockAt: "2026-11-29T14:10:00Z")
  }

  @Test func aPadWhoseClockIsTwentyHoursAheadDoesNotMarkThePhonesOpenAsrMissed() throws {
    try expectAClockAheadMarksNothingElsewhere(clockAt: "2026-11-27T10:10:00Z")
  }
}
