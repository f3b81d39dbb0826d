public import JamaalModel

/// The rules list's one-line schedule (D-12): "Mon–Fri · 08:15 · 30 min".
public enum ScheduleSummary {
  /// The one-liner: the days, then the slot start(s), then the first slot's window.
  /// - Parameter config: a scheduled config.
  /// - Returns: e.g. "Every 2 weeks · Tue · 19:00 · 15 min" or "3–4 days after last done · All day".
  public static func text(for config: ScheduledConfig) -> String {
    var parts = [days(config.recurrence)]
    let allDay = config.slots.allSatisfy { $0.timing == .allDay }
    parts.append(
      allDay
        ? "All day"
        : config.slots.map { slot in
          switch slot.timing {
          case .timed(let start, _): start.description
          case .allDay: "All day"
          }
        }.joined(separator: ", "))
    if case .timed(_, let minutes) = config.slots.first?.timing {
      parts.append(duration(minutes: minutes))
    }
    return parts.joined(separator: " · ")
  }

  /// The recurrence part: "Mon–Fri", "Every 3 days", "Every 2 weeks · Tue", "3–4 days after…".
  public static func days(_ recurrence: Recurrence) -> String {
    switch recurrence {
    case .weekdays(let days):
      return weekdays(days)
    case .everyNDays(let n, _):
      return n == 1 ? "Every day" : "Every \(n) days"
    case .everyNWeeks(let n, let days, _):
      return (n == 1 ? "Every week" : "Every \(n) weeks") + " · " + weekdays(days)
    case .afterLast(let minDays, let maxDays, _):
      let range = minDays == maxDays ? "\(minDays)" : "\(minDays)–\(maxDays)"
      return "\(range) \(maxDays == 1 ? "day" : "days") after last done"
    }
  }

  /// Weekdays as ranges or lists, Monday first: "Mon–Fri", "Mon, Wed, Fri", "Every day".
  public static func weekdays(_ days: Set<Weekday>) -> String {
    if days.count == 7 { return "Every day" }
    let sorted = days.sorted()
    var runs: [[Weekday]] = []
    for day in sorted {
      if let last = runs.last?.last, last.rawValue + 1 == day.rawValue {
        runs[runs.count - 1].append(day)
      } else {
        runs.append([day])
      }
    }
    return runs.flatMap { run -> [String] in
      guard let first = run.first, let last = run.last else { return [] }
      if run.count >= 3 { return ["\(first.shortName)–\(last.shortName)"] }
      return run.map(\.shortName)
    }.joined(separator: ", ")
  }

  /// A window length: "30 min", "1 h", "1 h 30 min".
  public static func duration(minutes: Int) -> String {
    if minutes < 60 { return "\(minutes) min" }
    let hours = minutes / 60
    let rest = minutes % 60
    return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
  }
}
