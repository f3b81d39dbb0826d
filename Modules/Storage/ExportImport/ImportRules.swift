import Foundation
internal import JamaalJSON

/// Checks that span a row's cells.
enum RowRules {
  static func check(_ values: [SQLValue], of table: ExportTable, place: RowPlace) throws {
    func time(_ name: String) -> Double? {
      guard let index = table.positions[name],
        case .real(let seconds) = values[index]
      else { return nil }
      return seconds
    }
    switch table.name {
    case "anchors":
      if let start = time("window_start"), let end = time("window_end"), end <= start {
        throw place.refusal(
          "window_end",
          "the window ends at \(ExportTime.text(end)), not after it starts at "
            + ExportTime.text(start))
      }
    case "focus_sessions":
      if let start = time("started_at"), let end = time("ended_at"), end < start {
        throw place.refusal(
          "ended_at",
          "the session ends at \(ExportTime.text(end)), before it starts at "
            + ExportTime.text(start))
      }
    default: break
    }
  }
}

/// Words of import messages that several places share.
enum ImportWords {
  /// Text as a message shows it: quoted, control characters escaped, cut at 60 characters.
  static func quoted(_ text: String) -> String { "'\(shown(text))'" }

  /// Text with control characters escaped, cut at 60 characters.
  static func shown(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars.prefix(60) {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > 60 ? out + "…" : out
  }

  /// A cell as a message shows it: a number or string as written, else its kind.
  static func shown(_ cell: ConfigValue) -> String {
    if let text = cell.string { return quoted(text) }
    if cell.isNumber { return shown(String(decoding: cell.jsonText, as: UTF8.self)) }
    return cell.kindDescription
  }
}
