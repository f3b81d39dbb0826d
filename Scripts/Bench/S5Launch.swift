import Foundation
import JamaalCore
import JamaalModel
import JamaalReminders
import JamaalSchedule
import JamaalStorage
import JamaalTestSupport

extension Figure {
  /// S5: a heavy user's launch — open the store (50 rules, about 60,000 Anchors of history),
  /// finalise missed, generate, plan reminders (every rule reminds at the start; the plan is
  /// applied to a notification center holding the previous launch's plan, as on a device),
  /// and build Today's view — through the facade, in ms.
  static func s5() -> Figure {
    Figure(id: "S5", what: "launch cycle, 50 rules and 60,000 Anchors", unit: "ms", bar: 5) {
      let store = try LaunchBench.makeStore()
      return {
        try seconds {
          let jamaal = try LaunchBench.open(store)
          blackHole(try blocking { try await jamaal.evaluateToday() })
        } * 1000
      }
    }
  }

  /// S5 memory: the peak resident size of a process that runs launch cycles on the heavy
  /// store, in MB. The store is made beforehand by another process (`jamaal-bench --prepare-s5`,
  /// which `Scripts/bench` runs), so making it does not count.
  static func s5Memory() -> Figure {
    Figure(id: "S5M", what: "launch cycle peak memory (whole process)", unit: "MB", bar: 40) {
      let store = try LaunchBench.existingStore()
      let run = {
        try seconds {
          let jamaal = try LaunchBench.open(store)
          blackHole(try blocking { try await jamaal.evaluateToday() })
        }
      }
      return {
        _ = try run()
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
      }
    }
  }
}

/// The heavy user's store of S5.
enum LaunchBench {
  static let zone = TimeZone(identifier: "Europe/London") ?? .gmt
  /// Monday 2026-11-30, 07:00 in London.
  static let now = Date(timeIntervalSince1970: 1_796_022_000)
  static let clock = FixedClock(now: now, timeZone: zone)
  /// The device's notification center, allowed; it keeps what earlier launches scheduled.
  static let center = InMemoryNotificationCenter(permission: .authorized)

  static func registry() throws -> SourceRegistry { try SourceRegistry([ScheduledSource()]) }

  /// The facade on the heavy store at `store`, as a device opens it on launch.
  static func open(_ store: URL) throws -> Jamaal {
    guard
      case .ready(let jamaal) = Jamaal.open(
        JamaalConfiguration(
          store: .file(store), registry: try registry(), clock: clock,
          reminders: .center(center)))
    else { throw CocoaError(.fileReadCorruptFile) }
    return jamaal
  }

  static let storeURL = FileManager.default.temporaryDirectory
    .appendingPathComponent("jamaal-bench-s5", isDirectory: true)
    .appendingPathComponent("jamaal.sqlite")

  /// The store `--prepare-s5` made, or a new one when there is none.
  static func existingStore() throws -> URL {
    FileManager.default.fileExists(atPath: storeURL.path) ? storeURL : try makeStore()
  }

  /// 50 weekday rules of one slot each, and `days` days (1,200: about three years) of decided
  /// history for every rule, at `url`.
  static func makeStore(at url: URL = storeURL, days: Int = 1200) throws -> URL {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    guard case .ready(let store) = Store.open(at: url, clock: clock) else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let day = LogicalDay(timeZone: zone)
    let today = day.logicalDate(of: now)
    var anchors: [Anchor] = []
    for index in 0..<50 {
      let start = 6 * 60 + index * 15
      let config = """
        {"version":1,"recurrence":{"kind":"weekdays","days":["mon","tue","wed","thu","fri","sat","sun"]},
         "slots":[{"id":"s","start":"\(WallClockTime(minutes: start) ?? .midnight)","windowMinutes":30}],
         "reminder":{"atStart":true}}
        """
      let rule = AnchorRule(
        title: "Rule \(index)", sourceKey: .scheduled, configData: Data(config.utf8),
        effortMinutes: 10, createdAt: now.addingTimeInterval(-1300 * 86_400))
      try store.insertRule(rule)
      for back in 1...days {
        let date = today.adding(days: -back)
        let opens = zone.instant(on: date, minutesAfterMidnight: start)
        anchors.append(
          Anchor(
            rule: rule.id, title: rule.title, occurrenceDate: date, slotKey: "s",
            windowStart: opens, windowEnd: opens.addingTimeInterval(1800), effortMinutes: 10,
            attendanceStatus: back % 4 == 0 ? .missed : .attended, resolvedAt: opens,
            createdAt: opens))
      }
    }
    try store.insertAnchors(anchors)
    return url
  }
}
