import Foundation

/// Records a test writes itself, as another device (or an attacker) would put them in the
/// folder: version 1 (`{"kind","id","modifiedAt","device","deleted","fields"}`, which every
/// version of `jamaal` reads) with the row's columns as the store keeps them — times in seconds
/// since 2001, dates in days since 1970, a rule's config as base64 JSON.
enum CraftedRecords {
  /// An instant (`2026-11-26T09:00:00Z`) in seconds since 2001.
  static func seconds(_ instant: String) -> Double {
    (ISO8601DateFormatter().date(from: instant) ?? .distantPast).timeIntervalSinceReferenceDate
  }

  /// A day (`2026-11-27`) in days since 1970.
  static func days(_ date: String) -> Int {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    return Int((formatter.date(from: date) ?? .distantPast).timeIntervalSince1970 / 86_400)
  }

  /// The day `days` after `date`, as `YYYY-MM-DD`.
  static func date(daysAfter date: String, _ days: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let start = formatter.date(from: date) ?? .distantPast
    return formatter.string(from: start.addingTimeInterval(Double(days) * 86_400))
  }

  /// A fresh canonical (upper-case) id.
  static func newID() -> String { UUID().uuidString.uppercased() }

  /// A weekday rule's config with `slots` slots (`s1`, `s2`, …) at 08:15 for 30 minutes.
  static func weekdayConfig(slots: Int = 1) -> [String: Any] {
    [
      "effortMinutes": 30, "exceptions": [Any](), "placement": "fixed",
      "recurrence": ["days": ["mon", "tue", "wed", "thu", "fri"], "kind": "weekdays"],
      "reminder": ["atStart": false], "version": 1,
      "slots": (1...slots).map {
        ["id": "s\($0)", "label": "Slot \($0)", "start": "08:15", "windowMinutes": 30]
      },
    ]
  }

  /// A rule's columns.
  static func rule(
    id: String, title: String, at instant: String, config: [String: Any] = weekdayConfig()
  ) -> [String: Any] {
    let json = (try? JSONSerialization.data(withJSONObject: config, options: .sortedKeys)) ?? Data()
    return [
      "id": id, "title": title, "source_key": "scheduled",
      "config_data": json.base64EncodedString(), "effort_minutes": 30, "placement": "fixed",
      "is_paused": 0, "is_archived": 0, "created_at": seconds(instant),
      "modified_at": seconds(instant),
    ]
  }

  /// A one-off Anchor's columns: pending, on `date` from 10:00 to 11:00 London (UTC in winter).
  static func oneOff(id: String, title: String, on date: String, at instant: String)
    -> [String: Any]
  {
    let start = seconds("\(date)T10:00:00Z")
    return [
      "id": id, "rule_id": NSNull(), "slot_key": "", "occurrence_date": days(date),
      "window_start": start, "window_end": start + 3_600, "attendance_status": "pending",
      "resolved_at": NSNull(), "effort_minutes": 60, "placement": "fixed",
      "remind_before_start_minutes": NSNull(), "remind_before_end_minutes": NSNull(),
      "title": title, "created_at": seconds(instant), "modified_at": seconds(instant),
    ]
  }

  /// An exported row's columns as a record carries them: instants (`…T…Z`) as seconds since
  /// 2001, `occurrence_date` as days since 1970, everything else as exported.
  static func columns(ofExported row: [String: Any]) -> [String: Any] {
    var columns = row
    for (name, value) in row {
      guard let text = value as? String else { continue }
      if name == "occurrence_date" {
        columns[name] = days(text)
      } else if let instant = ISO8601DateFormatter().date(from: text) {
        columns[name] = instant.timeIntervalSinceReferenceDate
      }
    }
    return columns
  }

  /// A version 1 record.
  static func record(
    _ kind: String, _ fields: [String: Any], id: String? = nil, modifiedAt: Double,
    device: String = "evil", deleted: Bool = false
  ) -> [String: Any] {
    [
      "kind": kind, "id": id ?? fields["id"] as? String ?? "", "modifiedAt": modifiedAt,
      "device": device, "deleted": deleted, "fields": fields,
    ]
  }

  /// A version 2 record whose every field carries one stamp (`ms` milliseconds since 2001).
  static func version2(_ kind: String, _ fields: [String: Any], milliseconds: Int64)
    -> [String: Any]
  {
    var entries = fields.mapValues { [0, $0] as [Any] }
    entries["_deleted"] = [0, false]
    return [
      "v": 2, "kind": kind, "id": fields["id"] as? String ?? "", "s": [[milliseconds, "evil"]],
      "f": entries,
    ]
  }

  /// Writes `items` as batch `number` of the outbox folder (made if missing), a batch from a
  /// store named `store`, under the batch's name or `name`; its path.
  @discardableResult
  static func writeBatch(
    _ items: [Any], number: Int, into outbox: URL, store: String = "crafted-store",
    named name: String? = nil
  ) throws -> URL {
    try FileManager.default.createDirectory(at: outbox, withIntermediateDirectories: true)
    let batch: [String: Any] = [
      "format": "jamaal-sync-batch", "version": 2, "store": store,
      "device": outbox.lastPathComponent, "count": items.count, "records": items,
    ]
    let url = outbox.appendingPathComponent(name ?? batchName(number))
    try JSONSerialization.data(withJSONObject: batch, options: .sortedKeys).write(to: url)
    return url
  }

  /// `b-000000000001.json` for 1.
  static func batchName(_ number: Int) -> String {
    let digits = String(number)
    return "b-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".json"
  }
}
