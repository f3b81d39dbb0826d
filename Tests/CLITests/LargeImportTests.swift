import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// Issue 15, item 3: an import of 100,000 rows (a 52 MB document) is done,
/// not refused, within the limits of ``HostileDocumentTests`` — 512 MiB of address space, 60 s
/// of CPU time (a debug build), peak resident memory at most 320 MiB — and every row arrives.
@Suite struct LargeImportTests {
  static let rows = 100_000

  /// The world's export with its Anchors replaced by `count` missed drop-offs, one a day from
  /// 2000-01-01, and no change-log rows.
  static func document(rows count: Int, rule: String) throws -> Data {
    let export = try Data(
      contentsOf: URL(fileURLWithPath: try BadInputWorld.shared.get().path("export.json")))
    var object = try #require(try JSONSerialization.jsonObject(with: export) as? [String: Any])
    var tables = try #require(object["tables"] as? [String: Any])
    tables["anchors"] = ["ANCHORS"]
    tables["change_log"] = []
    object["tables"] = tables
    let skeleton = String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      as: UTF8.self)
    var rows: [String] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
      let day = LogicalDate(daysSinceEpoch: 10_957 + index).description  // 2000-01-01 onwards
      let hex = String(index + 1, radix: 16, uppercase: true)
      let id = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
      rows.append(
        "{\"id\":\"\(id)\",\"rule_id\":\"\(rule)\",\"title\":\"Drop-off\","
          + "\"occurrence_date\":\"\(day)\",\"slot_key\":\"dropoff\","
          + "\"window_start\":\"\(day)T05:15:00Z\",\"window_end\":\"\(day)T05:45:00Z\","
          + "\"effort_minutes\":30,\"placement\":\"fixed\",\"attendance_status\":\"missed\","
          + "\"resolved_at\":\"\(day)T05:45:00Z\",\"remind_before_start_minutes\":null,"
          + "\"remind_before_end_minutes\":null,\"created_at\":\"2026-11-26T11:05:00Z\","
          + "\"modified_at\":\"2026-11-26T11:05:00Z\"}")
    }
    let text = skeleton.replacingOccurrences(
      of: "[\"ANCHORS\"]", with: "[" + rows.joined(separator: ",") + "]")
    return Data(text.utf8)
  }

  @Test func anImportOfAHundredThousandRowsIsDoneWithinItsLimits() throws {
    let world = try BadInputWorld.shared.get()
    let folder = Fixtures.temporaryFolder("jamaal-large-import")
    let file = folder.appendingPathComponent("rows.json")
    try Self.document(rows: Self.rows, rule: world.ruleID.uppercased()).write(to: file)
    let store = folder.appendingPathComponent("j.sqlite").path
    let outcome = try BoundedProcess.run(
      JamaalRunner.binary.path,
      arguments: ["import", file.path, "--store", store].map { Array($0.utf8) },
      timeLimit: 120, limits: HostileDocumentTests.limits)
    #expect(!outcome.timedOut && outcome.signal == nil, "signal \(outcome.signal ?? 0)")
    #expect(outcome.exitStatus == 0, "\(outcome.errorText.prefix(300))")
    #expect(outcome.maxResidentKiB <= HostileDocumentTests.residentMiB * 1024)
    #expect(outcome.maxResidentKiB > 20 * 1024, "a peak was measured: 100,000 rows need memory")
    let status = try JamaalRunner.raw(["status", "--store", store, "--json"])
    let figures = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8))
    #expect((figures as? [String: Any])?["anchors"] as? Int == Self.rows)
    #expect((figures as? [String: Any])?["rules"] as? Int == 1)
  }
}
