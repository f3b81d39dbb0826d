import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalTestSupport
import Testing

@testable import JamaalSync

/// D-17: the merge is order-free and idempotent, so three devices in any order agree — checked
/// over seeded random versions of one record (every kind of field: plain, joint window, outcome,
/// archived flag, exception set, removed keys; equal stamps included).
@Suite struct MergeLawsTests {
  /// Every order of three versions gives one record, merging twice changes nothing.
  @Test func threeVersionsInAnyOrderGiveOneRecord() throws {
    var random = SeededGenerator(seed: 17)
    for round in 0..<400 {
      let kind = ["anchor", "rule", "focusSession"][round % 3]
      let versions = (0..<3).map { _ in Self.version(kind, &random) }
      let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
      let results = orders.map { order in
        order.dropFirst().reduce(versions[order[0]]) { RecordMerge.merge($0, versions[$1]) }
      }
      for result in results.dropFirst() {
        #expect(result == results[0], "round \(round): order changed the merge")
      }
      #expect(
        RecordMerge.merge(results[0], versions[1]) == results[0], "round \(round): idempotent")
      #expect(RecordMerge.merge(results[0], results[0]) == results[0])
    }
  }

  /// A person's decision is never lost to a merge with `missed` or pending, whatever the stamps.
  @Test func aDecisionSurvivesEveryMergeWithTheClocksVerdict() throws {
    var random = SeededGenerator(seed: 5)
    for _ in 0..<200 {
      var decided = Self.version("anchor", &random)
      let stamp = Stamp(milliseconds: Int64.random(in: 0...9, using: &random), device: "a")
      decided.set("attendance_status", "attended", stamp: stamp)
      decided.set("resolved_at", .integer(100), stamp: stamp)
      var clock = Self.version("anchor", &random)
      let later = Stamp(milliseconds: 1_000_000, device: "z")
      clock.set("attendance_status", random.roll(0.5) ? "missed" : "pending", stamp: later)
      clock.set("resolved_at", .integer(999), stamp: later)
      #expect(RecordMerge.merge(decided, clock).text("attendance_status") == "attended")
      #expect(RecordMerge.merge(clock, decided).text("attendance_status") == "attended")
    }
  }

  static func version(_ kind: String, _ random: inout SeededGenerator) -> SyncRecord {
    var record = SyncRecord(kind: kind, id: "11111111-1111-4111-8111-111111111111", entries: [:])
    func stamp() -> Stamp {
      Stamp(
        milliseconds: Int64.random(in: 0...4, using: &random),
        device: ["a", "b"][Int.random(in: 0...1, using: &random)])
    }
    let words = ["x", "y", "z"]
    record.set("title", .string(words[Int.random(in: 0...2, using: &random)]), stamp: stamp())
    switch kind {
    case "anchor":
      let joint = stamp()
      record.set("window_start", .integer(Int.random(in: 0...3, using: &random)), stamp: joint)
      record.set("window_end", .integer(Int.random(in: 4...7, using: &random)), stamp: joint)
      let outcome = stamp()
      let status = ["pending", "missed", "attended", "skipped", "postponed"]
      record.set(
        "attendance_status", .string(status[Int.random(in: 0...4, using: &random)]),
        stamp: outcome)
      record.set("resolved_at", .integer(Int.random(in: 0...2, using: &random)), stamp: outcome)
    case "rule":
      record.set("is_archived", .integer(Int.random(in: 0...1, using: &random)), stamp: stamp())
      record.set("config_data", .object([:]), stamp: stamp())
      let ranges: [JSONValue] = (0..<Int.random(in: 0...2, using: &random)).map { _ in
        .object(["start": .string("2026-12-0\(Int.random(in: 1...4, using: &random))")])
      }
      record.set("config_data/exceptions", ConfigFields.set(ranges), stamp: stamp())
      if random.roll(0.5) {
        record.set("config_data/note", random.roll(0.5) ? nil : "kept", stamp: stamp())
      }
    default:
      let joint = stamp()
      record.set("started_at", .integer(Int.random(in: 0...3, using: &random)), stamp: joint)
      record.set("ended_at", random.roll(0.5) ? .null : .integer(9), stamp: joint)
      record.set("logged_minutes", .integer(Int.random(in: 0...9, using: &random)), stamp: joint)
    }
    record.set("_deleted", .bool(random.roll(0.3)), stamp: stamp())
    return record
  }
}

/// A record's bytes are its JSON's, whichever writer writes them.
@Suite struct RecordBytesTests {
  @Test func theDirectWriterWritesTheJSONsBytes() throws {
    var random = SeededGenerator(seed: 23)
    for round in 0..<300 {
      let record = MergeLawsTests.version(["anchor", "rule", "focusSession"][round % 3], &random)
      #expect(record.data == RecordWriter.data(record.json), "round \(round)")
      #expect(SyncRecord.decoding(record.data) == record, "round \(round)")
    }
  }

  @Test func manyStampsEscapesAndNegativeTimesWriteTheJSONsBytes() throws {
    for count in [1, 8, 9, 10, 40] {
      var record = SyncRecord(
        kind: "rule", id: "11111111-1111-4111-8111-111111111111", entries: [:])
      for field in 0..<count {
        // Stamps repeat every third field, so some are shared and the list outgrows eight.
        let stamp = Stamp(
          milliseconds: Int64(field % (count / 3 + 1)) * 7_919 - 50_000,
          device: "d\"\\\u{01}\u{7F}é\(field % 5)")
        record.set(
          "f\(field)\n", field.isMultiple(of: 2) ? .string("t\t\"\u{1F}x\(field)") : .null,
          stamp: stamp)
      }
      #expect(record.data == RecordWriter.data(record.json), "\(count) fields")
      #expect(SyncRecord.decoding(record.data) == record, "\(count) fields")
    }
  }
}
