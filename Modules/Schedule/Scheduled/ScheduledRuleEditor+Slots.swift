import JamaalJSON
import JamaalModel

extension ScheduledRuleEditor {
  /// What one slot is given: its keys' names (`start` or `slot.pickup.start`), the words that
  /// name it in a message ("the first slot", "slot 'pickup'"), and the values.
  struct SlotGiven {
    var name: String
    var keys: (allDay: String, start: String, window: String)
    var allDay: String?
    var start: String?
    var window: String?

    var isEmpty: Bool { allDay == nil && start == nil && window == nil }

    /// Sets the slot's timing: all day, or a start and a window (the window it had, else
    /// ``ScheduledRuleEditor/defaultWindowMinutes``).
    func apply(to slot: inout [String: JSONValue]) throws(FieldError) {
      guard !isEmpty else { return }
      var isAllDay = slot["allDay"]?.bool ?? false
      let timedKey = start != nil ? keys.start : keys.window
      let timedGiven = start != nil || window != nil
      if isAllDay, allDay == nil, timedGiven {
        throw FieldError(
          field: timedKey, message: "\(name) is all day: give \(keys.allDay)=false with \(timedKey)"
        )
      }
      if let allDay {
        isAllDay = try SetValues.bool(allDay, key: keys.allDay)
        if isAllDay, timedGiven {
          throw FieldError(field: timedKey, message: "\(name) is all day (\(keys.allDay)=true)")
        }
      }
      if isAllDay {
        slot["allDay"] = true
        slot["start"] = nil
        slot["windowMinutes"] = nil
        return
      }
      slot["allDay"] = nil
      if let start {
        guard let time = WallClockTime(typed: start) else {
          throw FieldError(field: keys.start, message: "'\(start)' is not a time (HH:MM, 24-hour)")
        }
        slot["start"] = .string(time.description)
      }
      if let window {
        slot["windowMinutes"] = .integer(
          try SetValues.integer(
            window, key: keys.window, in: 1...ScheduledConfig.maximumWindowMinutes))
      }
      guard slot["start"] != nil else {
        let key = allDay != nil ? keys.allDay : keys.window
        throw FieldError(field: key, message: "\(name) needs a start (\(keys.start)=HH:MM)")
      }
      if slot["windowMinutes"] == nil { slot["windowMinutes"] = .integer(defaultWindowMinutes) }
    }
  }

  /// Edits the slots: the first slot's `allDay`, `start` and `window`, then each
  /// `slot.<id>.…` key — a known id's slot is changed or removed, a new id's is added.
  struct SlotEdit {
    var slots: [[String: JSONValue]]
    /// The recurrence kind after this edit (an after-last-done rule has one slot).
    var kind: String

    /// The fields a `slot.<id>.` key sets.
    static let fields = ["label", "start", "window", "allDay", "remove"]

    mutating func apply(_ values: [String: String]) throws(FieldError) {
      let first = SlotGiven(
        name: "the first slot", keys: ("allDay", "start", "window"), allDay: values["allDay"],
        start: values["start"], window: values["window"])
      if !first.isEmpty {
        var slot = slots.first ?? ["id": "main"]
        try first.apply(to: &slot)
        if slots.isEmpty { slots = [slot] } else { slots[0] = slot }
      }
      var byID: [String: [String: String]] = [:]
      for (key, value) in values where key.hasPrefix("slot.") {
        let parts = key.split(separator: ".")
        byID[String(parts[1]), default: [:]][String(parts[2])] = value
      }
      var added: [[String: JSONValue]] = []
      var removed: Set<String> = []
      for id in byID.keys.sorted() {
        let given = byID[id] ?? [:]
        if let index = slots.firstIndex(where: { $0["id"]?.string == id }) {
          if try remove(given, id: id) {
            removed.insert(id)
          } else {
            try Self.checkNotTwice(given, id: id, isFirst: index == 0, values: values)
            try Self.edit(&slots[index], id: id, given: given)
          }
        } else {
          added.append(try add(given, id: id))
        }
      }
      try finish(added: added, removed: removed)
    }

    private static func key(_ id: String, _ field: String) -> String { "slot.\(id).\(field)" }

    /// Sets a slot's label and timing from its `slot.<id>.` keys.
    private static func edit(
      _ slot: inout [String: JSONValue], id: String, given: [String: String]
    ) throws(FieldError) {
      if let label = given["label"] {
        if SetValues.isNone(label) || label.isEmpty {
          slot["label"] = nil
        } else {
          try TitleRule.check(label, field: key(id, "label"))
          slot["label"] = .string(label)
        }
      }
      let timing = SlotGiven(
        name: "slot '\(id)'", keys: (key(id, "allDay"), key(id, "start"), key(id, "window")),
        allDay: given["allDay"], start: given["start"], window: given["window"])
      try timing.apply(to: &slot)
    }

    /// Whether the keys remove the slot (`remove=true` and nothing else).
    private func remove(_ given: [String: String], id: String) throws(FieldError) -> Bool {
      guard let text = given["remove"] else { return false }
      guard try SetValues.bool(text, key: Self.key(id, "remove")) else { return false }
      if let other = given.keys.sorted().first(where: { $0 != "remove" }) {
        throw FieldError(
          field: Self.key(id, other), message: "slot '\(id)' is being removed (remove=true)")
      }
      return true
    }

    /// A new slot, which needs a start (or all day) to exist.
    private func add(_ given: [String: String], id: String) throws(FieldError)
      -> [String: JSONValue]
    {
      let known = slots.compactMap { $0["id"]?.string }.joined(separator: ", ")
      guard given["start"] != nil || given["allDay"] != nil else {
        let field = given["remove"] != nil ? "remove" : given.keys.sorted().first ?? "start"
        throw FieldError(
          field: Self.key(id, field),
          message: "there is no slot '\(id)' (the slots are \(known)); give "
            + "\(Self.key(id, "start"))=HH:MM or \(Self.key(id, "allDay"))=true to add one")
      }
      var slot: [String: JSONValue] = ["id": .string(id)]
      try Self.edit(&slot, id: id, given: given.filter { $0.key != "remove" })
      return slot
    }

    /// `start=` and `slot.<first id>.start=` set the same thing: refused as given twice.
    private static func checkNotTwice(
      _ given: [String: String], id: String, isFirst: Bool, values: [String: String]
    ) throws(FieldError) {
      guard isFirst else { return }
      for field in ["start", "window", "allDay"] where given[field] != nil && values[field] != nil {
        throw FieldError(field: key(id, field), message: "is given twice (as \(field) too)")
      }
    }

    /// Drops the removed slots and adds the new ones after the others, earliest first.
    private mutating func finish(added: [[String: JSONValue]], removed: Set<String>)
      throws(FieldError)
    {
      let kept = slots.filter { !removed.contains($0["id"]?.string ?? "") }
      if kept.isEmpty, added.isEmpty, let last = removed.sorted().last {
        throw FieldError(
          field: Self.key(last, "remove"), message: "a rule keeps at least one slot")
      }
      let sorted = added.sorted {
        ($0["start"]?.string ?? "", $0["id"]?.string ?? "")
          < ($1["start"]?.string ?? "", $1["id"]?.string ?? "")
      }
      if kind == "afterLast", kept.count + sorted.count > 1, let new = sorted.first {
        let id = new["id"]?.string ?? ""
        throw FieldError(
          field: Self.key(id, new["allDay"] != nil ? "allDay" : "start"),
          message: "an after-last-done rule has exactly one slot")
      }
      if kept.count + sorted.count > Limits.slots, let id = sorted.last?["id"]?.string {
        throw FieldError(
          field: Self.key(id, "start"), message: "a rule has at most \(Limits.slots) slots")
      }
      slots = kept + sorted
    }
  }
}
