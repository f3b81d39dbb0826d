public import Foundation

/// The value syntax of RFC 5545 that the writer needs: TEXT escaping, UTC DATE-TIME, DURATION.
public enum ICalendarText {
  /// A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as `\n`, other
  /// control characters (which TEXT cannot hold: C0 but tab, DEL, and the C1 controls
  /// U+0080…U+009F, which a reader may take for a line break or an escape) as a space.
  /// - Parameter text: the text.
  /// - Returns: the value.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\\": out += "\\\\"
      case ";": out += "\\;"
      case ",": out += "\\,"
      case "\n": if !previousWasCR { out += "\\n" }
      case "\r": out += "\\n"
      case "\t": out.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += " "
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A DATE-TIME in UTC (§3.3.5, form 2): `20261201T141500Z`, seconds dropped below a second.
  /// - Parameter date: the instant.
  /// - Returns: the value.
  public static func utc(_ date: Date) -> String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(time / 3600, 2)
      + pad(time / 60 % 60, 2) + pad(time % 60, 2) + "Z"
  }

  /// A DURATION before the related time (§3.3.6): `PT0S` at it, `-PT10M` ten minutes before.
  /// - Parameter minutes: minutes before (negative: after).
  /// - Returns: the value.
  public static func before(minutes: Int) -> String {
    if minutes == 0 { return "PT0S" }
    return (minutes > 0 ? "-" : "") + "PT\(minutes.magnitude)M"
  }

  /// Whether `name` may be written as an extension property: `X-` then letters, digits, dashes.
  /// - Parameter name: the property name.
  /// - Returns: true when it is an `x-name`.
  public static func isExtensionName(_ name: String) -> Bool {
    let upper = name.uppercased()
    return upper.hasPrefix("X-") && upper.count > 2
      && upper.unicodeScalars.allSatisfy {
        ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// Year, month, day of days since 1970-01-01 (proleptic Gregorian; H. Hinnant's algorithm).
  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value.magnitude)
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
      + digits
  }
}
