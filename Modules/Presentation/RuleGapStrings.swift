public import JamaalModel
public import JamaalSchedule

/// The words of what a rule cannot generate (issue 11 item 5), in one table so they can be
/// localised: "Nothing in the next 7 days: ends 2026-11-28.", "Isha · Today, Tomorrow · it
/// would begin at or after midnight, so it has no window that day".
public enum RuleGapStrings {
  /// "Tue 8 Dec": a date as a person says it.
  /// - Parameter date: the date.
  /// - Returns: weekday, day of month and month.
  public static func shortDate(_ date: LogicalDate) -> String {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let (_, month, day) = date.components
    return "\(date.weekday.shortName) \(day) \(months[month - 1])"
  }

  /// "Nothing in the next 7 days: ends 2026-11-28." and its kin; "Nothing in the next 7
  /// days." when there is nothing to add.
  /// - Parameters:
  ///   - gaps: what the rule cannot generate.
  ///   - count: how many days are shown.
  /// - Returns: the line.
  public static func nothing(_ gaps: RuleGaps, count: Int) -> String {
    let head = "Nothing in the next \(count) days"
    guard let why = why(gaps) else { return head + "." }
    return "\(head): \(why)."
  }

  /// Why nothing is shown: "ends 2026-11-28", "first on Tue 8 Dec", "polar night: no Fajr or
  /// Isha"; `nil` when nothing can be said.
  /// - Parameter gaps: what the rule cannot generate.
  /// - Returns: the clause.
  public static func why(_ gaps: RuleGaps) -> String? {
    if let end = gaps.endedOn { return "ends \(end)" }
    if let first = gaps.firstDate { return "first on \(shortDate(first))" }
    guard !gaps.missing.isEmpty else { return nil }
    var titles: [String] = []
    for window in gaps.missing where !titles.contains(window.title) { titles.append(window.title) }
    let kinds = Set(gaps.missing.map(\.kind))
    let names = list(titles)
    if kinds == [.polarNight] { return "polar night: no \(names)" }
    if kinds == [.midnightSun] { return "midnight sun: no \(names)" }
    return "no window for \(names)"
  }

  /// One line per missing window and reason over the days shown: "Isha · Today, Tomorrow, Mon
  /// · it would begin at or after midnight, so it has no window that day".
  /// - Parameters:
  ///   - missing: the missing windows.
  ///   - today: the logical today.
  /// - Returns: the lines, in the order first met.
  public static func missingLines(_ missing: [MissingWindow], today: LogicalDate) -> [String] {
    var order: [String] = []
    var days: [String: [String]] = [:]
    for window in missing {
      let key = window.title + AnchorTitles.separator + window.reason
      if days[key] == nil { order.append(key) }
      days[key, default: []].append(RuleDetailStrings.dayName(window.date, today: today))
    }
    return order.map { key in
      let parts = key.components(separatedBy: AnchorTitles.separator)
      let title = parts.first ?? key
      let reason = parts.dropFirst().joined(separator: AnchorTitles.separator)
      return [title, "none " + (days[key] ?? []).joined(separator: ", "), reason]
        .joined(separator: AnchorTitles.separator)
    }
  }

  /// "Fajr", "Fajr or Isha", "Fajr, Asr or Isha".
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
