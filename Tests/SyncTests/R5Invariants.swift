import Foundation
import JamaalJSON
import JamaalModel
import JamaalStorage
import JamaalSync

/// What must hold once an R5 schedule settled (BARS.md R5, issue 24): every decision a person
/// made on every device; no device stopped syncing; the synced tables identical; no row under
/// another record's id; no duplicates; nothing left unsent; at most one timer; concurrent edits
/// and exceptions all landed; crafted records set aside, held or kept as D-18 says; and for a
/// folder, nothing outside it touched and nothing another program left removed.
struct R5Invariants {
  let schedule: RandomSchedule
  /// Each device's synced tables, read once.
  let tables: [[String: JSONValue]]

  init(schedule: RandomSchedule) throws {
    self.schedule = schedule
    tables = try schedule.devices.map { try $0.syncedTables().object ?? [:] }
  }
  var devices: [R5Device] { schedule.devices }
  var ledger: R5Ledger { schedule.ledger }

  func problems() throws -> [String] {
    var problems: [String] = []
    problems += try syncing()
    problems += try identical()
    problems += try decisions()
    problems += try rowsAndDuplicates()
    problems += try edits()
    problems += try crafted()
    problems += folder()
    return problems
  }

  /// No device stopped syncing: its last round ran to its end signed in, nothing waits.
  private func syncing() throws -> [String] {
    var problems: [String] = []
    for device in devices {
      let overview = try SyncOverview(store: device.store)
      if schedule.lastReports[device.name]?.status != .signedIn || overview.status != .signedIn {
        problems.append(
          "\(device.name) stopped syncing (last round: \(String(describing: schedule.lastReports[device.name]?.status)), status \(String(describing: overview.status)))"
        )
      }
      if overview.accountChanged {
        problems.append("\(device.name) still waits after an account change")
      }
      if overview.waiting > 0 {
        problems.append("\(device.name): \(overview.waiting) changes left unsent")
      }
      if try device.store.runningFocusSessions().count > 1 {
        problems.append("\(device.name): two timers running")
      }
    }
    return problems
  }

  /// The synced tables are identical on every device (configs compared as JSON values).
  private func identical() throws -> [String] {
    let first = tables[0]
    var problems: [String] = []
    for (index, device) in devices.enumerated().dropFirst() {
      let other = tables[index]
      guard other != first else { continue }
      var differing: [String] = []
      for (name, rows) in first where other[name] != rows {
        let mine = rows.object ?? [:]
        let theirs = other[name]?.object ?? [:]
        let ids = Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted()
        let sample =
          ids.first.map { id in
            let fields = Set(mine[id]?.object?.keys ?? [:].keys).union(
              theirs[id]?.object?.keys ?? [:].keys
            )
            .filter { mine[id]?.object?[$0] != theirs[id]?.object?[$0] }.sorted()
            return
              " e.g. \(id) (\(mine[id] == nil ? "missing on \(devices[0].name)" : theirs[id] == nil ? "missing on \(device.name)" : fields.joined(separator: ", ")))"
          } ?? ""
        differing.append("\(name): \(ids.count) rows differ\(sample)")
        if ProcessInfo.processInfo.environment["JAMAAL_R5_SEED"] != nil, let id = ids.first {
          print("R5 \(devices[0].name): \(String(describing: mine[id]))")
          print("R5 \(device.name): \(String(describing: theirs[id]))")
        }
      }
      problems.append(
        "\(device.name)'s data differs from \(devices[0].name)'s: \(differing.joined(separator: "; "))"
      )
    }
    return problems
  }

  /// Every decision a person made is on every device: for two decisions, the later.
  private func decisions() throws -> [String] {
    var problems: [String] = []
    for device in devices {
      let byKey = Dictionary(grouping: try device.allAnchors(), by: R5Ledger.key)
      for key in ledger.decisions.keys.sorted() {
        guard let expected = ledger.expected(key) else { continue }
        let found = byKey[key]?.first
        let matches =
          found?.attendanceStatus.rawValue == expected.status
          && abs((found?.resolvedAt ?? .distantPast).timeIntervalSince(expected.resolvedAt)) < 0.002
        if !matches {
          problems.append(
            "\(device.name): the \(expected.status) decided on \(expected.device) for \(key) was lost (found \(found.map { "\($0.attendanceStatus.rawValue) at \(String(describing: $0.resolvedAt))" } ?? "no Anchor"))"
          )
        }
      }
    }
    return problems
  }

  /// No duplicates by natural key; no row under a crafted record's other id; nothing crafted
  /// stored.
  private func rowsAndDuplicates() throws -> [String] {
    var problems: [String] = []
    var forbidden = Set(ledger.hostile.flatMap(\.forbiddenIDs).map { $0.uppercased() })
    forbidden.formUnion(schedule.folder?.baits.map(\.id) ?? [])
    for (device, tables) in zip(devices, tables) {
      let anchors = try device.allAnchors().filter { $0.rule != nil }
      let keys = anchors.map(R5Ledger.key)
      if Set(keys).count != keys.count { problems.append("\(device.name): duplicate Anchors") }
      let plans = tables["day_plans"]?.object?.values.compactMap { $0.object?["date"] } ?? []
      if Set(plans).count != plans.count { problems.append("\(device.name): duplicate day plans") }
      if (tables["user_settings"]?.object?.count ?? 0) > 1 {
        problems.append("\(device.name): two settings rows")
      }
      for (name, rows) in tables {
        for (id, row) in rows.object ?? [:] {
          if forbidden.contains(id.uppercased()) {
            problems.append("\(device.name): a \(name) row under a crafted record's id \(id)")
          }
          if row.object?["title"]?.string?.hasPrefix("Crafted") == true {
            problems.append("\(device.name): a crafted \(name) row \(id) was stored")
          }
        }
      }
    }
    return problems
  }

  /// Concurrent edits of one rule all landed (D-17): a field one edit wrote has that value, a
  /// field several wrote has one of theirs, one no edit wrote is as created; every exception
  /// added is covered.
  private func edits() throws -> [String] {
    var problems: [String] = []
    for rule in schedule.rules {
      guard let stored = try devices[0].store.rule(id: rule) else {
        problems.append("rule \(rule) is gone")
        continue
      }
      let final = R5Ledger.fields(of: stored)
      for field in R5Ledger.RuleField.allCases {
        let origin = ledger.ruleOrigins[rule]?[field] ?? .null
        var written: [JSONValue] = []
        for value in ledger.ruleWrites[rule]?[field] ?? [] where !written.contains(value) {
          written.append(value)
        }
        let allowed = written.isEmpty ? [origin] : written
        if let value = final[field], !allowed.contains(value) {
          problems.append(
            "rule \(stored.title): \(field) is \(value), written: \(written), created: \(origin)")
        }
      }
      let ranges = (try? ExceptionRange.list(in: stored.configData)) ?? []
      for added in ledger.exceptions[rule] ?? [] {
        var date = added.start
        while date <= (added.end ?? added.start) {
          if !ranges.contains(where: { $0.contains(date) }) {
            problems.append("rule \(stored.title): the exception for \(date) was lost")
          }
          date = date.adding(days: 1)
        }
      }
    }
    return problems
  }

  /// Crafted records met their fate on every device (D-18).
  private func crafted() throws -> [String] {
    var problems: [String] = []
    let held = Set(ledger.hostile.filter { $0.fate == .held }.map(\.bytes)).count
    let setAside = Set(
      ledger.hostile.filter {
        if case .setAside = $0.fate { return true }
        return false
      }.map(\.bytes)
    ).count
    let kept = ledger.hostile.filter { $0.fate == .keptInReplica }.compactMap(\.record)
    for device in devices {
      let overview = try SyncOverview(store: device.store)
      if overview.held != held {
        problems.append("\(device.name) holds \(overview.held) records, \(held) crafted to be held")
      }
      let exact = schedule.mode == .memory
      if exact ? overview.setAside != setAside : overview.setAside < setAside {
        problems.append(
          "\(device.name) set aside \(overview.setAside) records, \(setAside) crafted to be (first: \(String(describing: overview.firstSetAside)))"
        )
      }
      for record in kept where try device.store.syncRecord(kind: record.kind, id: record.id) == nil
      {
        problems.append(
          "\(device.name) dropped the \(record.kind) record \(record.id) of a newer version")
      }
    }
    return problems
  }

  /// Nothing outside the folder touched, nothing another program left removed, the engine's
  /// own files private.
  private func folder() -> [String] {
    guard let folder = schedule.folder else { return [] }
    var problems: [String] = []
    let after = folder.outsideListing()
    if after != schedule.outsideBefore {
      let paths = Set(after.keys).union(schedule.outsideBefore.keys).filter {
        after[$0] != schedule.outsideBefore[$0]
      }
      problems.append("outside the folder, touched: \(paths.sorted())")
    }
    let changed = folder.plantedChanged()
    if !changed.isEmpty {
      problems.append("files other programs left were changed or removed: \(changed)")
    }
    problems += folder.notPrivate(devices: devices.map(\.name)).map { "not private: \($0)" }
    return problems
  }
}
