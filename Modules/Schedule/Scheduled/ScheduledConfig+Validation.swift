import Foundation
public import JamaalModel

extension ScheduledConfig {
  /// The longest window a timed slot may have, in minutes.
  public static let maximumWindowMinutes = 1440
  /// The most days a recurrence counts (every N days, minDays, maxDays): ten years.
  public static let maximumDays = 3660
  /// The most weeks an every-N-weeks recurrence counts: ten years.
  public static let maximumWeeks = 520
  /// The most effort a rule may take, in minutes: a day.
  public static let maximumEffortMinutes = 1440

  /// Checks every rule of SPEC §4.1 that decoding alone does not.
  /// - Throws: ``/JamaalModel/FieldError`` naming the first field at fault.
  public func validate() throws(FieldError) {
    guard version == Self.currentVersion else {
      throw FieldError(field: "version", message: "must be \(Self.currentVersion)")
    }
    try validateRecurrence()
    try validateSlots()
    if let effortMinutes, !(0...Self.maximumEffortMinutes).contains(effortMinutes) {
      throw FieldError(
        field: "effortMinutes", message: "must be between 0 and \(Self.maximumEffortMinutes)")
    }
    if let endDate, let start = recurrence.startDate, endDate < start {
      throw FieldError(
        field: "endDate", message: "\(endDate) is before the start date \(start)")
    }
    if let timeZone, TimeZone(identifier: timeZone) == nil {
      throw FieldError(field: "timeZone", message: "'\(timeZone)' is not a time zone")
    }
    for (index, range) in exceptions.enumerated() {
      if let end = range.end, end < range.start {
        throw FieldError(
          field: "exceptions[\(index)].end", message: "\(end) is before its start \(range.start)")
      }
    }
    if let minutes = reminder.beforeEndMinutes,
      !(1...Self.maximumWindowMinutes).contains(minutes)
    {
      throw FieldError(
        field: "reminder.beforeEndMinutes",
        message: "must be between 1 and \(Self.maximumWindowMinutes)")
    }
  }

  /// The checks a rule being added or edited must pass besides ``validate()`` (issue 11 item
  /// 10), which stored rules are not held to: an `endDate` just given is not in the past, and a
  /// reminder before the end is no longer than the shortest timed window.
  /// - Parameters:
  ///   - today: the logical today.
  ///   - endDateGiven: whether the user gave `endDate` in this edit.
  /// - Throws: ``/JamaalModel/FieldError`` naming `endDate` or `remindBeforeEnd`.
  public func checkForSaving(today: LogicalDate, endDateGiven: Bool) throws(FieldError) {
    if endDateGiven, let endDate, endDate < today {
      throw FieldError(field: "endDate", message: "\(endDate) is in the past (today is \(today))")
    }
    let windows = slots.compactMap { slot -> Int? in
      if case .timed(_, let minutes) = slot.timing { return minutes }
      return nil
    }
    if let minutes = reminder.beforeEndMinutes, let shortest = windows.min(), minutes > shortest {
      throw FieldError(
        field: "remindBeforeEnd",
        message: "\(minutes) minutes is longer than the \(shortest)-minute window")
    }
  }

  private func validateRecurrence() throws(FieldError) {
    switch recurrence {
    case .weekdays(let days):
      if days.isEmpty {
        throw FieldError(field: "recurrence.days", message: "choose at least one weekday")
      }
    case .everyNDays(let n, _):
      try Self.check(n, in: 1...Self.maximumDays, field: "recurrence.n")
    case .everyNWeeks(let n, let days, _):
      try Self.check(n, in: 1...Self.maximumWeeks, field: "recurrence.n")
      if days.isEmpty {
        throw FieldError(field: "recurrence.days", message: "choose at least one weekday")
      }
    case .afterLast(let minDays, let maxDays, _):
      try Self.check(minDays, in: 1...Self.maximumDays, field: "recurrence.minDays")
      try Self.check(maxDays, in: 1...Self.maximumDays, field: "recurrence.maxDays")
      if maxDays < minDays {
        throw FieldError(
          field: "recurrence.maxDays", message: "must be at least minDays (\(minDays))")
      }
    }
  }

  private static func check(_ value: Int, in range: ClosedRange<Int>, field: String)
    throws(FieldError)
  {
    guard !range.contains(value) else { return }
    throw FieldError(
      field: field, message: "must be between \(range.lowerBound) and \(range.upperBound)")
  }

  private func validateSlots() throws(FieldError) {
    guard !slots.isEmpty else {
      throw FieldError(field: "slots", message: "add at least one slot")
    }
    if case .afterLast = recurrence, slots.count > 1 {
      throw FieldError(
        field: "slots", message: "an after-last-done rule has exactly one slot")
    }
    // A rule has a few slots: comparing each with the ones before beats hashing them.
    var seen: Set<String> = []
    for (index, slot) in slots.enumerated() {
      if slot.id.isEmpty {
        throw FieldError(field: "slots[\(index)].id", message: "must not be empty")
      }
      let repeated =
        slots.count > 8
        ? !seen.insert(slot.id).inserted : slots[..<index].contains { $0.id == slot.id }
      if repeated {
        throw FieldError(
          field: "slots[\(index)].id", message: "'\(slot.id)' is used by another slot")
      }
      if case .timed(_, let minutes) = slot.timing,
        !(1...Self.maximumWindowMinutes).contains(minutes)
      {
        throw FieldError(
          field: "slots[\(index)].windowMinutes",
          message: "must be between 1 and \(Self.maximumWindowMinutes)")
      }
    }
  }
}
