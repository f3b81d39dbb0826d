import JamaalModel
import JamaalTestSupport
import Testing

@Suite struct ExceptionRangeTests {
  func range(_ start: String, _ end: String?) throws -> ExceptionRange {
    try ExceptionRange(
      start: Fixtures.date(start), end: end.map(Fixtures.date), reason: .holiday)
  }

  @Test func overlappingAndAdjacentRangesMerge() throws {
    let merged = try [
      range("2026-12-10", "2026-12-12"), range("2026-12-01", "2026-12-05"),
      range("2026-12-06", "2026-12-07"), range("2026-12-11", "2026-12-20"),
      range("2027-01-05", "2027-01-05"),
    ].merged()
    #expect(
      merged.map { "\($0.start)…\($0.end.map(\.description) ?? "")" } == [
        "2026-12-01…2026-12-07", "2026-12-10…2026-12-20", "2027-01-05…2027-01-05",
      ])
  }

  @Test func anOpenEndSwallowsEverythingAfter() throws {
    let merged = try [range("2026-12-01", nil), range("2026-12-10", "2026-12-12")].merged()
    #expect(merged.count == 1)
    #expect(merged[0].end == nil)
    #expect(merged.excludes(Fixtures.date("2030-01-01")))
    #expect(!merged.excludes(Fixtures.date("2026-11-30")))
  }

  @Test func anEndBeforeItsStartIsRefused() {
    let error = #expect(throws: ExceptionRange.EndBeforeStart.self) {
      try range("2026-12-10", "2026-12-09")
    }
    #expect(error?.description == "exception end 2026-12-09 is before its start 2026-12-10")
  }

  @Test func bothEndsAreInclusive() throws {
    let holiday = try range("2026-12-01", "2026-12-03")
    #expect(holiday.contains(Fixtures.date("2026-12-01")))
    #expect(holiday.contains(Fixtures.date("2026-12-03")))
    #expect(!holiday.contains(Fixtures.date("2026-12-04")))
  }
}
