import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync
import JamaalTestSupport

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
        let elapsed = try seconds { received = try blocking { try await engine.sync() }.received }
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
  static func upload(
    _ anchors: [Anchor], device: String, cloud: InMemoryCloud, clock: any DeviceClock
  )
    throws
  {
    let store = try Store.inMemory(clock: clock)
    try store.insertAnchors(anchors)
    let engine = SyncEngine(store: store, cloud: cloud, device: device, clock: clock)
    _ = try blocking { try await engine.sync() }
  }
}

extension Figure {
  /// S7 memory: the peak resident size of the process that ran S7's round, in MB (reported;
  /// the bar is the one issue 24 sets for a far larger round, S7L).
  static func s7Memory() -> Figure {
    let s7 = Figure.s7()
    return Figure(
      id: "S7M", what: "sync: S7's round, peak memory (whole process)", unit: "MB", bar: 200
    ) {
      let run = try s7.prepare()
      return {
        _ = try run()
        return SyncBench.peakMegabytes()
      }
    }
  }

  /// S7L: a fresh device applies 200,000 records arriving in 20 batch files of a folder cloud
  /// (written beforehand by another process, `jamaal-bench --prepare-s7l`), peak memory of the
  /// whole process in MB (issue 24: at most 200 MB).
  static func s7Large() -> Figure {
    Figure(
      id: "S7L", what: "sync: apply 200,000 records in 20 batches, peak memory", unit: "MB",
      bar: 200
    ) {
      let folder = try SyncBench.existingLargeCloud()
      return {
        let url = StoreBench.freshURL()
        defer { StoreBench.remove(url) }
        let store = try StoreBench.open(url)
        let clock = FixedClock(
          now: StoreBench.created, timeZone: TimeZone(identifier: "UTC") ?? .gmt)
        let engine = SyncEngine(
          store: store, cloud: FolderCloud(folder: folder, clock: clock), device: "mac",
          clock: clock)
        let received = try blocking { try await engine.sync() }.received
        guard received == SyncBench.largeCount else {
          throw StoreError(code: 0, message: "S7L applied \(received) records")
        }
        return SyncBench.peakMegabytes()
      }
    }
  }
}

extension SyncBench {
  /// How many records S7L applies, and in how many batches.
  static let largeCount = 200_000
  static let largeBatches = 20

  /// The folder of S7L's cloud.
  static var largeCloud: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("jamaal-bench-s7l/cloud")
  }

  /// S7L's cloud, made when missing.
  static func existingLargeCloud() throws -> URL {
    let done = largeCloud.appendingPathComponent("devices/phone/b-000000000020.json")
    return FileManager.default.fileExists(atPath: done.path) ? largeCloud : try makeLargeCloud()
  }

  /// Writes 200,000 Anchor records as 20 batches of the device "phone".
  static func makeLargeCloud() throws -> URL {
    let folder = largeCloud
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let clock = FixedClock(now: StoreBench.created, timeZone: TimeZone(identifier: "UTC") ?? .gmt)
    let cloud = FolderCloud(folder: folder, clock: clock)
    let device = CloudDevice(name: "phone", store: "bench-phone")
    let anchors = SyncBench.anchors(count: largeCount, createdAt: StoreBench.created)
    let size = largeCount / largeBatches
    for number in 1...largeBatches {
      let slice = anchors[(number - 1) * size..<number * size]
      let records = try slice.map { anchor in
        OutgoingRecord(
          record: SyncRecord(
            kind: "anchor", id: anchor.id.uuidString, modifiedAt: StoreBench.created,
            device: "phone", fields: try fields(anchor)),
          tag: nil)
      }
      _ = try cloud.save(OutgoingBatch(number: number, records: records), device: device)
    }
    return folder
  }

  /// An Anchor's columns as a synced record carries them.
  private static func fields(_ anchor: Anchor) throws -> [String: JSONValue] {
    [
      "id": .string(anchor.id.uuidString),
      "rule_id": anchor.rule.map { .string($0.uuidString) } ?? .null,
      "title": .string(anchor.title),
      "occurrence_date": .integer(anchor.occurrenceDate.daysSinceEpoch),
      "slot_key": .string(anchor.slotKey),
      "window_start": .number(anchor.windowStart.timeIntervalSinceReferenceDate),
      "window_end": .number(anchor.windowEnd.timeIntervalSinceReferenceDate),
      "effort_minutes": .integer(anchor.effortMinutes),
      "placement": .string(anchor.placement.rawValue),
      "attendance_status": .string(anchor.attendanceStatus.rawValue),
      "resolved_at": anchor.resolvedAt.map { .number($0.timeIntervalSinceReferenceDate) } ?? .null,
      "remind_before_start_minutes": .null, "remind_before_end_minutes": .null,
      "created_at": .number(anchor.createdAt.timeIntervalSinceReferenceDate),
      "modified_at": .number(anchor.modifiedAt.timeIntervalSinceReferenceDate),
    ]
  }

  /// This process's peak resident size, in MB.
  static func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}
