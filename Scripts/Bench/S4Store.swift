import Foundation
import JamaalModel
import JamaalStorage

/// S4: the store — inserting 100,000 Anchors, and Today's query on that store.
extension Figure {
  /// S4: insert 100,000 Anchors (50 rules × 2,000 days, with the change log) into a fresh store.
  static func s4() -> Figure {
    Figure(id: "S4", what: "store: insert 100,000 Anchors", unit: "s", bar: 1) {
      let anchors = StoreBench.anchors()
      return {
        let url = StoreBench.freshURL()
        defer { StoreBench.remove(url) }
        let store = try StoreBench.open(url)
        return try seconds { try store.insertAnchors(anchors) }
      }
    }
  }

  /// S4: Today's query (D-3) on the store of 100,000 Anchors; the mean of 1,000 queries.
  static func s4Query() -> Figure {
    Figure(id: "S4", what: "store: Today's query on 100,000 Anchors", unit: "ms", bar: 1) {
      // One fixed folder, replaced on each run of the bench, so no copies pile up.
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("jamaal-bench-s4-query", isDirectory: true)
        .appendingPathComponent("jamaal.sqlite")
      StoreBench.remove(url)
      let store = try StoreBench.open(url)
      try store.insertAnchors(StoreBench.anchors())
      let zone = TimeZone(identifier: "Europe/London") ?? .gmt
      let day = LogicalDay(timeZone: zone)
      let today = StoreBench.firstDate.adding(days: StoreBench.days - 2)
      let interval = day.interval(of: today)
      let now = interval.start.addingTimeInterval(11 * 3600)
      let queries = 1000
      return {
        var count = 0
        let elapsed = try seconds {
          for _ in 0..<queries {
            count += try store.todayAnchors(date: today, interval: interval, now: now).count
          }
        }
        blackHole(count)
        return elapsed / Double(queries) * 1000  // milliseconds per query
      }
    }
  }
}

/// The data and files of the S4 figures.
enum StoreBench {
  static let rules = 50
  static let days = 2000
  static let firstDate = LogicalDate(year: 2021, month: 6, day: 1)
  static let created = Date(timeIntervalSince1970: 1_622_505_600)

  /// 50 rules × 2,000 days; all but the last two days decided (as after finalising).
  static func anchors() -> [Anchor] {
    let ruleIDs = (0..<rules).map { _ in UUID() }
    var anchors: [Anchor] = []
    anchors.reserveCapacity(rules * days)
    for offset in 0..<days {
      let date = firstDate.adding(days: offset)
      let midnight = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400)
      for (index, rule) in ruleIDs.enumerated() {
        let start = midnight.addingTimeInterval(Double(6 * 3600 + index * 600))
        let status: AttendanceStatus =
          offset >= days - 2 ? .pending : (offset + index) % 5 == 0 ? .missed : .attended
        anchors.append(
          Anchor(
            rule: rule, title: "Rule \(index)", occurrenceDate: date, slotKey: "slot",
            windowStart: start, windowEnd: start.addingTimeInterval(3600), effortMinutes: 10,
            attendanceStatus: status, resolvedAt: status == .pending ? nil : start,
            remindBeforeStartMinutes: 10, createdAt: created))
      }
    }
    return anchors
  }

  static func freshURL() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("jamaal-bench-\(UUID().uuidString)", isDirectory: true)
      .appendingPathComponent("jamaal.sqlite")
  }

  static func open(_ url: URL) throws -> Store {
    let clock = FixedClock(now: created, timeZone: TimeZone(identifier: "UTC") ?? .gmt)
    switch Store.open(at: url, clock: clock) {
    case .ready(let store): return store
    case .needsRecovery(let recovery):
      throw StoreError(code: 0, message: "\(recovery.reason): \(recovery.detail)")
    }
  }

  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
