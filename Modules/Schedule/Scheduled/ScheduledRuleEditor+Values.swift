import Foundation
import JamaalModel

extension ScheduledRuleEditor {
  /// Parsers for the `--set` values only this editor takes (the shared ones are
  /// ``/JamaalModel/SetValues``); each error names the key.
  enum Values {
    enum Unit { case days, weeks }

    /// A zone as a person names it (any case), as its canonical identifier; an abbreviation
    /// (`BST`) is refused naming the IANA zones it may mean.
    static func zone(_ text: String) throws(FieldError) -> String {
      do {
        return try ZoneName.resolve(text).identifier
      } catch {
        throw FieldError(field: "timeZone", message: error.description)
      }
    }

    /// `weekdays`, `weekend`, `daily`, or a comma list of `mon` … `sun` (or full names, any
    /// case) and ranges `Mon-Fri` / `Mon–Fri` (a range may wrap: `Fri-Mon`).
    static func weekdays(_ text: String) throws(FieldError) -> Set<Weekday> {
      switch text.lowercased().trimmingCharacters(in: .whitespaces) {
      case "weekdays": return [.monday, .tuesday, .wednesday, .thursday, .friday]
      case "weekend", "weekends": return [.saturday, .sunday]
      case "daily", "everyday", "every day": return Set(Weekday.allCases)
      default: break
      }
      var days: Set<Weekday> = []
      for part in text.split(separator: ",") {
        let ends = part.split(whereSeparator: { "-–—".contains($0) }).map {
          try? weekday($0.trimmingCharacters(in: .whitespaces).lowercased())
        }
        guard ends.count == 2 else {
          days.insert(try weekday(part.trimmingCharacters(in: .whitespaces).lowercased()))
          continue
        }
        guard let first = ends[0], let last = ends[1] else {
          throw FieldError(
            field: "days",
            message: "'\(part.trimmingCharacters(in: .whitespaces))' is not a range of weekdays"
              + " (e.g. Mon-Fri)")
        }
        var day = first
        days.insert(day)
        while day != last {
          day = Weekday(rawValue: day.rawValue % 7 + 1) ?? last
          days.insert(day)
        }
      }
      guard !days.isEmpty else {
        throw FieldError(field: "days", message: "choose at least one weekday")
      }
      return days
    }

    private static func weekday(_ name: String) throws(FieldError) -> Weekday {
      guard let day = Weekday(key: name), name.count == 3 || name == fullName(day) else {
        throw FieldError(
          field: "days", message: "'\(name)' is not a weekday (mon, tue, … sun, or weekdays)")
      }
      return day
    }

    private static func fullName(_ day: Weekday) -> String {
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][
        day.rawValue - 1]
    }

    /// `N`, `N days` / `Nd`, `N weeks` / `Nw`.
    static func every(_ text: String) throws(FieldError) -> (Int, Unit?) {
      let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
      let digits = lower.prefix { $0.isASCII && $0.isNumber }
      let suffix = lower.dropFirst(digits.count)
      let unit: Unit?
      switch suffix {
      case "": unit = nil
      case "d", "day", "days": unit = .days
      case "w", "week", "weeks": unit = .weeks
      default:
        throw FieldError(
          field: "every", message: "'\(text)' is not a number of days or weeks (3, 3 days, 2 weeks)"
        )
      }
      guard let n = Int(digits), n >= 1 else {
        throw FieldError(
          field: "every", message: "'\(text)' is not a number of days or weeks (3, 3 days, 2 weeks)"
        )
      }
      return (n, unit)
    }
  }
}
