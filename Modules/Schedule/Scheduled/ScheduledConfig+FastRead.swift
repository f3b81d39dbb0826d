public import JamaalJSON
import JamaalModel

/// Reading a stored config straight from the parsed document, without the `Decoder` machinery:
/// every process reads every rule's config, so this is most of a cold generation's cost. Each
/// object is walked once (``JSON/ConfigValue/forEachMember(_:)``): through `Decodable` alone a
/// config cost about 57,000 instructions to read, through name lookups about 17,000, walked
/// about 9,000 (callgrind over `Scripts/bench S2C`).
///
/// Each reader accepts only what its `init(from:)` reads to the same value, and returns nil for
/// anything else (a missing or mistyped field, a weekday written "Monday", an end before a start,
/// a name written twice or with escapes): ``ConfigDecoder`` then decodes through `Decodable`,
/// which reads it or names the field at fault.
extension ScheduledConfig: JSONDirectDecodable {
  /// The config, or nil when `root` is not in the plain form (see above).
  /// - Parameter root: the parsed config.
  public init?(json root: ConfigValue) {
    var version: ConfigValue?
    var recurrence: ConfigValue?
    var slots: ConfigValue?
    var effort: ConfigValue?
    var placement: ConfigValue?
    var endDate: ConfigValue?
    var timeZone: ConfigValue?
    var exceptions: ConfigValue?
    var reminder: ConfigValue?
    let walked = root.forEachMember { key, value in
      if ConfigValue.key(key, is: "version") { return ConfigValue.keep(value, in: &version) }
      if ConfigValue.key(key, is: "recurrence") { return ConfigValue.keep(value, in: &recurrence) }
      if ConfigValue.key(key, is: "slots") { return ConfigValue.keep(value, in: &slots) }
      if ConfigValue.key(key, is: "effortMinutes") { return ConfigValue.keep(value, in: &effort) }
      if ConfigValue.key(key, is: "placement") { return ConfigValue.keep(value, in: &placement) }
      if ConfigValue.key(key, is: "endDate") { return ConfigValue.keep(value, in: &endDate) }
      if ConfigValue.key(key, is: "timeZone") { return ConfigValue.keep(value, in: &timeZone) }
      if ConfigValue.key(key, is: "exceptions") { return ConfigValue.keep(value, in: &exceptions) }
      if ConfigValue.key(key, is: "reminder") { return ConfigValue.keep(value, in: &reminder) }
      return true
    }
    guard walked, let version = version?.int,
      let recurrence = recurrence.flatMap(Recurrence.init(fast:)),
      let slotValues = slots?.items
    else { return nil }
    var slotList: [Slot] = []
    slotList.reserveCapacity(slotValues.count)
    for value in slotValues {
      guard let slot = Slot(fast: value) else { return nil }
      slotList.append(slot)
    }
    guard case .some(let effortMinutes) = optional(effort, { $0.int }),
      case .some(let placement) = optional(placement, { $0.string }),
      case .some(let endDate) = optional(endDate, LogicalDate.init(json:)),
      case .some(let timeZone) = optional(timeZone, { $0.string }),
      case .some(let exceptions) = optional(exceptions, ExceptionRange.list(json:)),
      case .some(let reminder) = optional(reminder, ReminderSetting.init(fast:))
    else { return nil }
    self.init(
      recurrence: recurrence, slots: slotList, effortMinutes: effortMinutes,
      placement: placement.map(Placement.init(rawValue:)), endDate: endDate, timeZone: timeZone,
      exceptions: exceptions ?? [], reminder: reminder ?? .off)
    self.version = version
  }
}

extension Recurrence {
  /// The recurrence, or nil when `value` is not in the plain form.
  init?(fast value: ConfigValue) {
    var kind: ConfigValue?
    var days: ConfigValue?
    var n: ConfigValue?
    var startDate: ConfigValue?
    var minDays: ConfigValue?
    var maxDays: ConfigValue?
    let walked = value.forEachMember { key, value in
      if ConfigValue.key(key, is: "kind") { return ConfigValue.keep(value, in: &kind) }
      if ConfigValue.key(key, is: "days") { return ConfigValue.keep(value, in: &days) }
      if ConfigValue.key(key, is: "n") { return ConfigValue.keep(value, in: &n) }
      if ConfigValue.key(key, is: "startDate") { return ConfigValue.keep(value, in: &startDate) }
      if ConfigValue.key(key, is: "minDays") { return ConfigValue.keep(value, in: &minDays) }
      if ConfigValue.key(key, is: "maxDays") { return ConfigValue.keep(value, in: &maxDays) }
      return true
    }
    guard walked, let kind = kind?.string else { return nil }
    switch kind {
    case "weekdays":
      guard let days = days.flatMap([Weekday].init(json:)) else { return nil }
      self = .weekdays(days: Set(days))
    case "everyNDays":
      guard let n = n?.int, let start = startDate.flatMap(LogicalDate.init(json:)) else {
        return nil
      }
      self = .everyNDays(n: n, startDate: start)
    case "everyNWeeks":
      guard let n = n?.int, let days = days.flatMap([Weekday].init(json:)),
        let start = startDate.flatMap(LogicalDate.init(json:))
      else { return nil }
      self = .everyNWeeks(n: n, days: Set(days), startDate: start)
    case "afterLast":
      guard let minDays = minDays?.int, let maxDays = maxDays?.int,
        let start = startDate.flatMap(LogicalDate.init(json:))
      else { return nil }
      self = .afterLast(minDays: minDays, maxDays: maxDays, startDate: start)
    default:
      return nil
    }
  }
}

extension Slot {
  /// The slot, or nil when `value` is not in the plain form.
  init?(fast value: ConfigValue) {
    var id: ConfigValue?
    var label: ConfigValue?
    var allDay: ConfigValue?
    var start: ConfigValue?
    var windowMinutes: ConfigValue?
    let walked = value.forEachMember { key, value in
      if ConfigValue.key(key, is: "id") { return ConfigValue.keep(value, in: &id) }
      if ConfigValue.key(key, is: "label") { return ConfigValue.keep(value, in: &label) }
      if ConfigValue.key(key, is: "allDay") { return ConfigValue.keep(value, in: &allDay) }
      if ConfigValue.key(key, is: "start") { return ConfigValue.keep(value, in: &start) }
      if ConfigValue.key(key, is: "windowMinutes") {
        return ConfigValue.keep(value, in: &windowMinutes)
      }
      return true
    }
    guard walked, let id = id?.string,
      case .some(let label) = optional(label, { $0.string }),
      case .some(let allDay) = optional(allDay, { $0.bool })
    else { return nil }
    if allDay == true {
      self.init(id: id, label: label, timing: .allDay)
      return
    }
    guard let start = start.flatMap(WallClockTime.init(json:)), let minutes = windowMinutes?.int
    else { return nil }
    self.init(id: id, label: label, timing: .timed(start: start, windowMinutes: minutes))
  }
}

extension ReminderSetting {
  /// The setting, or nil when `value` is not in the plain form.
  init?(fast value: ConfigValue) {
    var atStart: ConfigValue?
    var beforeEnd: ConfigValue?
    let walked = value.forEachMember { key, value in
      if ConfigValue.key(key, is: "atStart") { return ConfigValue.keep(value, in: &atStart) }
      if ConfigValue.key(key, is: "beforeEndMinutes") {
        return ConfigValue.keep(value, in: &beforeEnd)
      }
      return true
    }
    guard walked, case .some(let atStart) = optional(atStart, { $0.bool }),
      case .some(let beforeEndMinutes) = optional(beforeEnd, { $0.int })
    else { return nil }
    self.init(atStart: atStart ?? false, beforeEndMinutes: beforeEndMinutes)
  }
}

/// An optional member, as `decodeIfPresent` reads it: `.some(nil)` when missing or null,
/// `.some(value)` when `read` reads it, nil when it does not.
private func optional<T>(_ member: ConfigValue?, _ read: (ConfigValue) -> T?) -> T?? {
  guard let member, !member.isNull else { return .some(nil) }
  return read(member).map { .some($0) }
}
