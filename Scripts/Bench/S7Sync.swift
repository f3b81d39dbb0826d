import Foundation
import Model
import Storage
import Sync

/// S7: sync — applying 10,000 remote records, 10% of them duplicates by natural key.
extension Figure {
  /// S7: a fresh device fetches and applies 10,000 records (9,000 Anchors from one device, and
  /// 1,000 more from another for the same rule, date and slot under other ids) into its store
  /// on disk: merge, dedup (D-10) and the writes, in one transaction.
  static func s7() -> Figure {
    Figure(id: "S7", what: "sync: apply 10,000 remote records, 10% duplicates", unit: "s", bar: 1) {
      let clock = FixedClock(now: StoreBench.created, timeZone: TimeZone(identifier: "UTC") ?? .gmt)
      let cloud = InMemoryCloud(pageSize: 20_000)
      try SyncBench.upload(
        SyncBench.anchors(count: 9_000, createdAt: StoreBench.created),
        device: "iphone", cloud: cloud, clock: clock)
      let later = StoreBench.created.addingTimeInterval(60)
      try SyncBench.upload(
        SyncBench.anchors(count: 1_000, createdAt: later, randomIDs: true),
        device: "ipad", cloud: cloud, clock: clock)
      return {
        let url = StoreBench.freshURL()
        defer { StoreBench.remove(url) }
        let store = try StoreBench.open(url)
        let engine = SyncEngine(store: store, cloud: cloud, device: "mac", clock: clock)
        var received = 0
        let elapsed = try seconds { received = try engine.sync().received }
        guard received == 10_000, try store.anchorCount() == 9_000 else {
          throw StoreError(code: 0, message: "S7 applied \(received) records")
        }
        return elapsed
      }
    }
  }
}

/// The data of S7.
enum SyncBench {
  static let rule = UUID(uuidString: "57000000-0000-4000-8000-000000000007") ?? UUID()

  /// `count` Anchors of one rule over consecutive days and three slots.
  static func anchors(count: Int, createdAt: Date, randomIDs: Bool = false) -> [Anchor] {
    (0..<count).map { index in
      let date = StoreBench.firstDate.adding(days: index / 3)
      let slot = ["fajr", "dhuhr", "asr"][index % 3]
      let start = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 3600)
      let id =
        randomIDs
        ? UUID() : Anchor.generatedID(rule: rule, occurrenceDate: date, slotKey: slot)
      return Anchor(
        id: id, rule: rule, title: slot, occurrenceDate: date, slotKey: slot,
        windowStart: start, windowEnd: start.addingTimeInterval(3600), effortMinutes: 10,
        attendanceStatus: index % 4 == 0 ? .attended : .pending,
        resolvedAt: index % 4 == 0 ? start : nil, createdAt: createdAt)
    }
  }

  /// Sends Anchors from a device of their own into the cloud.
  static func upload(_ anchors: [Anchor], device: String, cloud: InMemoryCloud, clock: any Clock)
    throws
  {
    let store = try Store.inMemory(clock: clock)
    try store.insertAnchors(anchors)
    _ = try SyncEngine(store: store, cloud: cloud, device: device, clock: clock).sync()
  }
}
