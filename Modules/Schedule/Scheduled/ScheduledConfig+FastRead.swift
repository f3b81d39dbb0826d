public import JSON
import Model

/// Reading a stored config straight from the parsed document, without the `Decoder` machinery:
/// every process reads every rule's config, so this is most of a cold generation's cost. Through
/// `Decodable` alone (with Model's direct scalars) a config costs about 57,000 instructions to
/// read, here about 17,000 (callgrind over `Scripts/bench S2C`), which roughly doubles S2C.
///
/// Each reader accepts only what its `init(from:)` reads to the same value, and returns nil for
/// anything else (a missing or mistyped field, a weekday written "Monday", an end before a start):
/// ``ConfigDecoder`` then decodes through `Decodable`, which reads it or names the
/// field at fault.
extension ScheduledConfig: JSONDirectDecodable {
  /// The config, or nil when `root` is not in the plain form (see above).
  /// - Parameter root: the parsed config.
  public init?(json root: ConfigValue) {
    guard let version = root["version"]?.int,
      let recurrence = root["recurrence"].flatMap(Recurrence.init(fast:)),
      let slotValues = root["slots"]?.items
    else { return nil }
    var slots: [Slot] = []
    slots.reserveCapacity(slotValues.count)
    for value in slotValues {
      guard let slot = Slot(fast: value) else { return nil }
      slots.append(slot)
    }
    guard case .some(let effortMinutes) = optional(root, "effortMinutes", { $0.int }),
      case .some(let placement) = optional(root, "placement", { $0.string }),
      case .some(let endDate) = optional(root, "endDate", LogicalDate.init(json:)),
      case .some(let timeZone) = optional(root, "timeZone", { $0.string }),
      case .some(let exceptions) = optional(root, "exceptions", Self.exceptions),
      case .some(let reminder) = optional(root, "reminder", ReminderSetting.init(fast:))
    else { return nil }
    self.init(
      recurrence: recurrence, slots: slots, effortMinutes: effortMinutes,
      placement: placement.map(Placement.init(rawValue:)), endDate: endDate, timeZone: timeZone,
      exceptions: exceptions ?? [], reminder: reminder ?? .off)
    self.version = version
  }

  /// The exception list, or nil when any range is not in the plain form.
  private static func exceptions(_ value: ConfigValue) -> [ExceptionRange]? {
    guard let items = value.items else { return nil }
    var ranges: [ExceptionRange] = []
    ranges.reserveCapacity(items.count)
    for item in items {
      guard let start = item["start"].flatMap(LogicalDate.init(json:)),
        case .some(let end) = optional(item, "end", LogicalDate.init(json:)),
        case .some(let reason) = optional(item, "reason", { $0.string }),
        let range = try? ExceptionRange(
          start: start, end: end, reason: reason.map(ExceptionReason.init(rawValue:)) ?? .other)
      else { return nil }
      ranges.append(range)
    }
    return ranges
  }
}

extension Recurrence {
  /// The recurrence, or nil when `value` is not in the plain form.
  init?(fast value: ConfigValue) {
    guard let kind = value["kind"]?.string else { return nil }
    switch kind {
    case "weekdays":
      guard let days = value["days"].flatMap([Weekday].init(json:)) else { return nil }
      self = .weekdays(days: Set(days))
    case "everyNDays":
      guard let n = value["n"]?.int, let start = value["startDate"].flatMap(LogicalDate.init(json:))
      else {
        return nil
      }
      self = .everyNDays(n: n, startDate: start)
    case "everyNWeeks":
      guard let n = value["n"]?.int, let days = value["days"].flatMap([Weekday].init(json:)),
        let start = value["startDate"].flatMap(LogicalDate.init(json:))
      else { return nil }
      self = .everyNWeeks(n: n, days: Set(days), startDate: start)
    case "afterLast":
      guard let minDays = value["minDays"]?.int, let maxDays = value["maxDays"]?.int,
        let start = value["startDate"].flatMap(LogicalDate.init(json:))
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
    guard let id = value["id"]?.string,
      case .some(let label) = optional(value, "label", { $0.string }),
      case .some(let allDay) = optional(value, "allDay", { $0.bool })
    else { return nil }
    if allDay == true {
      self.init(id: id, label: label, timing: .allDay)
      return
    }
    guard let start = value["start"].flatMap(WallClockTime.init(json:)),
      let minutes = value["windowMinutes"]?.int
    else { return nil }
    self.init(id: id, label: label, timing: .timed(start: start, windowMinutes: minutes))
  }
}

extension ReminderSetting {
  /// The setting, or nil when `value` is not in the plain form.
  init?(fast value: ConfigValue) {
    guard case .some(let atStart) = optional(value, "atStart", { $0.bool }),
      case .some(let beforeEndMinutes) = optional(value, "beforeEndMinutes", { $0.int })
    else { return nil }
    self.init(atStart: atStart ?? false, beforeEndMinutes: beforeEndMinutes)
  }
}

/// An optional member, as `decodeIfPresent` reads it: `.some(nil)` when missing or null,
/// `.some(value)` when `read` reads it, nil when it does not or `object` is not an object.
private func optional<T>(
  _ object: ConfigValue, _ key: String, _ read: (ConfigValue) -> T?
) -> T?? {
  guard object.isObject else { return nil }
  guard let member = object[key], !member.isNull else { return .some(nil) }
  return read(member).map { .some($0) }
}
