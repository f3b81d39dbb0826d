import JamaalCore

/// The scheduled form's time slots (AN-05's "named time slots"): each slot's name, start and
/// window or all day, and Remove when there are several; then one empty slot, added when it is
/// given a start. Each is sent as the editor's `slot.<id>.` edits, so a refusal names the slot's
/// own field.
extension ScheduledForm {
  /// The form's name prefix for the empty slot's fields.
  static let newSlot = "newSlot"

  /// The slots' ids, in order.
  var slotIDs: [String] { config?.slots.map(\.id) ?? [] }

  /// The fields of every slot, then the new slot's.
  var slotFields: [FormView.Field] {
    let slots = config?.slots ?? []
    var fields: [FormView.Field] = []
    for (index, slot) in slots.enumerated() {
      let name = slots.count > 1 ? slot.label ?? RuleFormStrings.numberedSlot(index + 1) : nil
      let prefix = "slot.\(slot.id)."
      if let name {
        fields.append(
          .init(
            name: prefix + "label", label: RuleFormStrings.slotName(slot: name),
            kind: .text(maxLength: 200)))
      }
      fields += Self.timing(prefix, name: name ?? slot.label)
      if let name {
        fields.append(
          .init(
            name: prefix + "remove", label: RuleFormStrings.removeSlot(name), kind: .checkbox))
      }
    }
    let new = RuleFormStrings.newSlot
    let label = FormView.Field(
      name: Self.newSlot + ".label", label: RuleFormStrings.slotName(slot: new),
      kind: .text(maxLength: 200))
    return fields + [label] + Self.timing(Self.newSlot + ".", name: new)
  }

  private static func timing(_ prefix: String, name: String?) -> [FormView.Field] {
    [
      .init(name: prefix + "allDay", label: RuleFormStrings.allDay(slot: name), kind: .checkbox),
      .init(name: prefix + "start", label: RuleFormStrings.start(slot: name), kind: .time),
      .init(
        name: prefix + "window", label: RuleFormStrings.window(slot: name),
        kind: .number(1...1440)),
    ]
  }

  /// Each slot as the form shows it first.
  func fillSlots(_ values: inout [String: String]) {
    for slot in config?.slots ?? [] {
      let prefix = "slot.\(slot.id)."
      values[prefix + "label"] = slot.label ?? ""
      switch slot.timing {
      case .timed(let start, let minutes):
        (values[prefix + "start"], values[prefix + "window"]) = (start.description, String(minutes))
      case .allDay: values[prefix + "allDay"] = "on"
      }
    }
  }

  /// The `slot.<id>.` edits of the slots the form shows (a slot whose fields were not sent is
  /// left as it is), then the new slot's when it was given anything.
  func slotSets(_ form: [String: String]) -> [String] {
    func value(_ name: String) -> String { form[name]?.trimmingCharacters(in: .whitespaces) ?? "" }
    var sets: [String] = []
    for id in slotIDs {
      let prefix = "slot.\(id)."
      guard ["label", "start", "allDay", "remove"].contains(where: { form[prefix + $0] != nil })
      else { continue }
      if form[prefix + "remove"] != nil {
        sets.append(prefix + "remove=true")
        continue
      }
      if let label = form[prefix + "label"] {
        sets.append(prefix + "label=" + (value(prefix + "label").isEmpty ? "none" : label))
      }
      sets += Self.timingSets(prefix, form, value)
    }
    let new = Self.newSlot + "."
    let given = !value(new + "label").isEmpty || !value(new + "start").isEmpty
    guard given || form[new + "allDay"] != nil else { return sets }
    let prefix = "slot.\(newSlotID(value(new + "label")))."
    if !value(new + "label").isEmpty { sets.append(prefix + "label=" + value(new + "label")) }
    if form[new + "allDay"] != nil { return sets + [prefix + "allDay=true"] }
    sets.append(prefix + "start=" + value(new + "start"))
    if !value(new + "window").isEmpty { sets.append(prefix + "window=" + value(new + "window")) }
    return sets
  }

  private static func timingSets(
    _ prefix: String, _ form: [String: String], _ value: (String) -> String
  ) -> [String] {
    if form[prefix + "allDay"] != nil { return [prefix + "allDay=true"] }
    return [
      prefix + "allDay=false", prefix + "start=" + value(prefix + "start"),
      prefix + "window=" + value(prefix + "window"),
    ]
  }

  /// The new slot's id: its name in lower-case ASCII letters and digits ("club"), else `slot`,
  /// numbered past the ids the rule has ("slot-2").
  func newSlotID(_ label: String) -> String {
    var id = ""
    for scalar in label.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        id.unicodeScalars.append(scalar)
      } else if !id.isEmpty, id.last != "-" {
        id.append("-")
      }
    }
    while id.hasSuffix("-") { id.removeLast() }
    let base = id.isEmpty ? "slot" : String(id.prefix(40))
    var candidate = base
    var number = 2
    while slotIDs.contains(candidate) {
      candidate = "\(base)-\(number)"
      number += 1
    }
    return candidate
  }

  /// A refusal as the form names it: the new slot's `slot.<id>.start` is its `newSlot.start`.
  func formRefusal(_ refusal: FieldError) -> FieldError {
    let parts = refusal.field.split(separator: ".")
    guard parts.count == 3, parts[0] == "slot", !slotIDs.contains(String(parts[1])) else {
      return refusal
    }
    return FieldError(field: Self.newSlot + "." + parts[2], message: refusal.message)
  }
}
