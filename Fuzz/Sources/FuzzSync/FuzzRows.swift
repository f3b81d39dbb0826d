import Foundation
import FuzzSupport
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync

/// The synced rows of a store, by table and id (from its export).
struct Rows: Equatable {
  let rows: [String: JSONValue]

  init(_ store: Store) {
    var rows: [String: JSONValue] = [:]
    let export = (try? store.export()).flatMap { try? JSONValue(parsing: $0) }
    for (table, items) in export?.object?["tables"]?.object ?? [:]
    where table != "change_log" && table != "local_preferences" {
      for item in items.array ?? [] {
        rows[item.object?["id"]?.string ?? ""] = item
      }
    }
    self.rows = rows
  }

  /// The ids of rows that differ between the two.
  func diff(_ other: Rows) -> [String] {
    Set(rows.keys).union(other.rows.keys).filter { rows[$0] != other.rows[$0] }.sorted()
  }

  /// The ids of stored Anchors holding the natural key the record names.
  func twins(of record: SyncRecord) -> [String] {
    guard let rule = record.text("rule_id"), let days = record.values["occurrence_date"]?.int
    else { return [] }
    let date = LogicalDate(daysSinceEpoch: days).description
    let slot = record.text("slot_key")
    return rows.compactMap { id, row in
      let object = row.object
      return object?["rule_id"]?.string == rule && object?["slot_key"]?.string == slot
        && object?["occurrence_date"]?.string == date ? id : nil
    }
  }
}

/// The decisions a person made on the store before the fuzzed records arrive.
struct Decisions {
  /// Natural key → (id, status, resolvedAt) as decided.
  let decided: [NaturalKey: (UUID, AttendanceStatus, Date)]

  /// Writes decided Anchors, among them the one the corpus' Anchor record names.
  static func seed(_ store: Store) -> Decisions {
    let rule = UUID(uuidString: "7E979A85-8648-4620-9092-E3B9424BD273") ?? UUID()
    let date = LogicalDate(daysSinceEpoch: 20_787)
    let start = Date(timeIntervalSinceReferenceDate: 817_719_300)
    var anchors: [Anchor] = []
    for (index, slot) in ["dropoff", "pickup"].enumerated() {
      let id =
        index == 0
        ? UUID(uuidString: "8E9C0725-825D-8574-A17F-9C21083EADA1") ?? UUID()
        : Anchor.generatedID(rule: rule, occurrenceDate: date, slotKey: slot)
      anchors.append(
        Anchor(
          id: id, rule: rule, title: "Drop-off", occurrenceDate: date, slotKey: slot,
          windowStart: start, windowEnd: start + 1800, effortMinutes: 30,
          attendanceStatus: index == 0 ? .attended : .skipped, resolvedAt: start + 600,
          createdAt: Date(timeIntervalSinceReferenceDate: 817_714_800)))
    }
    do {
      try store.insertAnchors(anchors)
    } catch {
      invariant(false, "the seed cannot be stored: \(error)")
    }
    var decided: [NaturalKey: (UUID, AttendanceStatus, Date)] = [:]
    for anchor in anchors {
      decided[anchor.naturalKey] = (anchor.id, anchor.attendanceStatus, anchor.resolvedAt ?? start)
    }
    return Decisions(decided: decided)
  }

  /// No decision was removed, or changed but by one made later: found under its id, or under
  /// its natural key (a twin that survived D-10 holds it then).
  func check(_ store: Store) {
    for (key, (id, status, resolvedAt)) in decided {
      let anchors =
        (try? store.anchors(from: key.occurrenceDate, through: key.occurrenceDate)) ?? []
      let row =
        (try? store.anchor(id: id))
        ?? anchors.first {
          $0.rule == key.rule && $0.slotKey == key.slotKey
        }
      guard let row else {
        invariant(false, "the decision for \(key) was removed")
        return
      }
      let isDecision = ![.pending, .missed].contains(row.attendanceStatus)
      invariant(isDecision, "the decision for \(key) became \(row.attendanceStatus)")
      if row.attendanceStatus != status {
        invariant(
          (row.resolvedAt ?? .distantPast) >= resolvedAt,
          "the decision for \(key) was changed by an earlier one: \(row.attendanceStatus)")
      }
    }
  }
}
