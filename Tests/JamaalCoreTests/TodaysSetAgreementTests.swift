import Foundation
import JamaalModel
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport
import Testing

/// Today's set (D-3) is written twice: in SQL (`Store.todayAnchors`, which reads it from the
/// indexes) and in Swift (`TodaysSet.contains`, which Today's section filters with). On random
/// Anchors around day boundaries and DST changes, pending and decided, one-day and multi-day,
/// the two must list exactly the same Anchors.
@Suite struct TodaysSetAgreementTests {
  /// A DST change in each zone (a spring-forward and a fall-back day among them).
  static let cases: [(zone: String, day: String)] = [
    ("America/New_York", "2026-03-08"), ("America/New_York", "2026-11-01"),
    ("Europe/London", "2026-03-29"), ("Europe/London", "2026-10-25"),
    ("Australia/Lord_Howe", "2026-04-05"), ("Asia/Riyadh", "2026-11-26"),
  ]

  @Test(arguments: 0..<cases.count)
  func sqlAndSwiftListTheSameAnchors(caseIndex: Int) throws {
    let zone = Fixtures.zone(Self.cases[caseIndex].zone)
    let center = Fixtures.date(Self.cases[caseIndex].day)
    var random = SplitMix64(seed: UInt64(caseIndex) &* 7919 &+ 3)
    let dayStart = WallClockTime(minutes: [0, 180, 360, 150, 30, 240][caseIndex]) ?? .midnight
    let logicalDay = LogicalDay(dayStart: dayStart, timeZone: zone)
    let url = Fixtures.temporaryFolder().appendingPathComponent("today.sqlite")
    guard
      case .ready(let store) = Store.open(
        at: url, clock: FixedClock(now: logicalDay.start(of: center), timeZone: zone))
    else {
      Issue.record("the store did not open")
      return
    }
    let anchors = (0..<300).map { Self.anchor($0, around: center, logicalDay, &random) }
    try store.insertAnchors(anchors)
    for now in Self.instants(around: center, logicalDay, anchors, &random) {
      let today = logicalDay.logicalDate(of: now)
      let fromSQL = try store.todayAnchors(
        date: today, interval: logicalDay.interval(of: today), now: now
      ).map(\.id)
      let fromSwift = anchors.filter { TodaysSet.contains($0, now: now, logicalDay: logicalDay) }
      let differ = Set(fromSQL).symmetricDifference(fromSwift.map(\.id))
      #expect(differ.isEmpty, "at \(now): \(anchors.filter { differ.contains($0.id) })")
      #expect(fromSQL.count == Set(fromSQL).count)
    }
  }

  static let rules = (0..<4).map { _ in UUID() }
  static let statuses: [AttendanceStatus] = [
    .pending, .pending, .pending, .attended, .missed, .skipped, .delegated, .unknown("postponed"),
  ]
  static let minutes = [15, 30, 60, 180, 1440, 2880, 4320, 1]

  /// A random Anchor whose occurrence date is within three days before `center` to one after,
  /// its window opening from six hours before its day to two and a half days after, lasting from a
  /// minute to three days.
  static func anchor(
    _ index: Int, around center: LogicalDate, _ day: LogicalDay, _ random: inout SplitMix64
  ) -> Anchor {
    let date = center.adding(days: Int.random(in: -3...1, using: &random))
    let rule = Bool.random(using: &random) ? rules.randomElement(using: &random) : nil
    let start = day.start(of: date).addingTimeInterval(
      Double(Int.random(in: -72...720, using: &random) * 300))
    let length =
      Bool.random(using: &random)
      ? minutes.randomElement(using: &random) ?? 30 : Int.random(in: 1...5000, using: &random)
    return Anchor(
      rule: rule, title: "A\(index)", occurrenceDate: date, slotKey: rule == nil ? "" : "s\(index)",
      windowStart: start, windowEnd: start.addingTimeInterval(Double(length * 60)),
      effortMinutes: 5, attendanceStatus: statuses.randomElement(using: &random) ?? .pending,
      createdAt: start)
  }

  /// Instants to ask at: the day boundaries around `center` and a second either side, the
  /// edges of some Anchors' windows, and random instants over three days.
  static func instants(
    around center: LogicalDate, _ day: LogicalDay, _ anchors: [Anchor],
    _ random: inout SplitMix64
  ) -> [Date] {
    var result: [Date] = []
    for offset in -1...2 {
      let boundary = day.start(of: center.adding(days: offset))
      result += [boundary, boundary.addingTimeInterval(-1), boundary.addingTimeInterval(1)]
    }
    for anchor in anchors.prefix(20) { result += [anchor.windowStart, anchor.windowEnd] }
    let first = day.start(of: center.adding(days: -1))
    for _ in 0..<30 {
      result.append(first.addingTimeInterval(Double.random(in: 0..<259_200, using: &random)))
    }
    return result
  }
}
