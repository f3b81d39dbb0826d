import Foundation
internal import JamaalJSON
internal import JamaalModel

/// Decodes one cell of an import document into the value SQLite will hold, checking it is one
/// later code can compute with. Version 2 cells are readable (ISO 8601 times, `YYYY-MM-DD`
/// dates, `true`/`false`, configs as objects); version 1 cells are SQLite's own values (seconds
/// since 2001, days since 1970, 0/1, `{"base64": …}`).
struct CellReader {
  let version: Int

  /// The change-log kinds and operations this version knows, as stored.
  private static let changeKinds = StoreChange.Kind.allCases.map(\.rawValue)
  private static let changeOperations = StoreChange.Operation.allCases.map(\.rawValue)

  func decode(_ cell: ConfigValue, as kind: ExportColumn) throws(CellProblem) -> SQLValue {
    switch kind {
    case .optional(let inner): return cell.isNull ? .null : try decode(cell, as: inner)
    case .text: return .text(try string(cell, "text"))
    case .id:
      let text = try string(cell, "an id")
      guard Self.isCanonicalID(text) else {
        throw CellProblem(
          "\(ImportWords.quoted(text)) is not an id in canonical form "
            + "(upper-case 8-4-4-4-12 hex, like 0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9)")
      }
      return .text(text)
    case .time: return .real(try time(cell))
    case .date: return .integer(Int64(try date(cell)))
    case .flag: return .integer(try flag(cell) ? 1 : 0)
    case .integer(let range):
      guard let number = cell.int.map(Int64.init), range.contains(number) else {
        throw CellProblem(
          "\(ImportWords.shown(cell)) is not a whole number from \(range.lowerBound) to "
            + "\(range.upperBound)")
      }
      return .integer(number)
    case .config: return .blob(try config(cell))
    case .wallClock:
      let text = try string(cell, "a time of day (HH:MM)")
      guard WallClockTime(text) != nil else {
        throw CellProblem("\(ImportWords.quoted(text)) is not a time of day (HH:MM)")
      }
      return .text(text)
    case .weekday:
      let text = try string(cell, "a weekday")
      guard Weekday(key: text) != nil else {
        throw CellProblem("\(ImportWords.quoted(text)) is not a weekday (mon … sun)")
      }
      return .text(text)
    case .changeKind: return .text(try word(cell, Self.changeKinds))
    case .changeOperation: return .text(try word(cell, Self.changeOperations))
    }
  }

  /// Whether `text` is an id as `UUID.canonicalText` writes one: upper-case 8-4-4-4-12 hex
  /// (read byte by byte: every row of an import has one or two).
  static func isCanonicalID(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count == 36 else { return false }
      for (index, byte) in bytes.enumerated() {
        let isDash = index == 8 || index == 13 || index == 18 || index == 23
        let fits =
          isDash
          ? byte == UInt8(ascii: "-")
          : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        if !fits { return false }
      }
      return true
    }
  }

  private func string(
    _ cell: ConfigValue, _ what: @autoclosure () -> String
  ) throws(CellProblem) -> String {
    guard let text = cell.string else {
      throw CellProblem("expected \(what()), found \(ImportWords.shown(cell))")
    }
    return text
  }

  private func word(_ cell: ConfigValue, _ known: [String]) throws(CellProblem) -> String {
    let text = try string(cell, "one of " + known.joined(separator: ", "))
    guard known.contains(text) else {
      throw CellProblem(
        "\(ImportWords.quoted(text)) is not one of " + known.joined(separator: ", "))
    }
    return text
  }

  private func time(_ cell: ConfigValue) throws(CellProblem) -> Double {
    if version >= 2 {
      let text = try string(cell, "a UTC time like 2026-11-29T14:05:00Z")
      guard let seconds = ExportTime.seconds(text) else {
        throw CellProblem(
          "\(ImportWords.quoted(text)) is not a UTC time within years 1…9999 "
            + "(like 2026-11-29T14:05:00Z)")
      }
      return seconds
    }
    guard let seconds = cell.double, ExportTime.isInRange(seconds) else {
      throw CellProblem(
        "\(ImportWords.shown(cell)) is not a time within years 1…9999 (seconds since 2001)")
    }
    return seconds
  }

  private func date(_ cell: ConfigValue) throws(CellProblem) -> Int {
    if version >= 2 {
      let text = try string(cell, "a date like 2026-11-29")
      guard let days = ExportTime.date(text) else {
        throw CellProblem(
          "\(ImportWords.quoted(text)) is not a date within years 1…9999 (like 2026-11-29)")
      }
      return days
    }
    guard let days = cell.int, ExportTime.dates.contains(days) else {
      throw CellProblem(
        "\(ImportWords.shown(cell)) is not a date within years 1…9999 (days since 1970)")
    }
    return days
  }

  private func flag(_ cell: ConfigValue) throws(CellProblem) -> Bool {
    if version >= 2, let flag = cell.bool { return flag }
    if version < 2, let number = cell.int, number == 0 || number == 1 { return number == 1 }
    throw CellProblem(
      "expected \(version >= 2 ? "true or false" : "0 or 1"), found \(ImportWords.shown(cell))")
  }

  private func config(_ cell: ConfigValue) throws(CellProblem) -> Data {
    if version >= 2, cell.isObject {
      if let fault = ConfigCheck.fault(in: cell) { throw CellProblem(fault) }
      return cell.jsonText
    }
    let encoded: String?
    if version >= 2 {
      encoded = cell.string
    } else if let members = cell.members, members.count == 1, members[0].key == "base64" {
      encoded = members[0].value.string
    } else {
      encoded = nil
    }
    guard let encoded else {
      throw CellProblem(
        version >= 2
          ? "expected a JSON object (or base64 text), found \(ImportWords.shown(cell))"
          : "expected {\"base64\": …}, found \(ImportWords.shown(cell))")
    }
    guard let bytes = Data(base64Encoded: encoded) else {
      throw CellProblem("\(ImportWords.quoted(encoded)) is not base64")
    }
    return bytes
  }
}
