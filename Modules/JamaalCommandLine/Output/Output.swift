import Foundation
import JamaalJSON
package import JamaalPresentation

/// Where a command's results go: text or one JSON document on stdout, messages on stderr.
package struct Output: Sendable {
  /// Whether `--json` was given.
  package let json: Bool
  /// Whether text may use colour (a terminal, and `NO_COLOR` unset).
  package let colour: Bool

  /// Whether text may use colour: on a terminal, unless `NO_COLOR` is set to a value that is not
  /// empty (no-color.org: an empty `NO_COLOR=` leaves colour on).
  /// - Parameters:
  ///   - terminal: whether stdout is a terminal.
  ///   - noColor: the `NO_COLOR` environment variable, if set.
  /// - Returns: whether colour is allowed.
  package static func allowsColour(terminal: Bool, noColor: String?) -> Bool {
    terminal && (noColor ?? "").isEmpty
  }

  /// Output as `--json` and the terminal decide.
  package init(json: Bool, colour: Bool) {
    self.json = json
    self.colour = colour
  }

  /// Prints a line of text (ignored in JSON mode, where only the document is printed), with
  /// control characters from the data (a NUL or an escape sequence in an imported title) shown
  /// as `\x1B`; on a terminal the styles of ``bold(_:)``, ``dim(_:)`` and ``marker(_:)`` pass.
  package func line(_ text: String = "") {
    guard !json else { return }
    Self.write(
      Self.escapingControls(text, keeping: colour ? Self.styles : []) + "\n", to: STDOUT_FILENO)
  }

  /// The escape sequences this type writes on a terminal.
  private static let styles = [
    "\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[33m",
  ]

  /// Prints a JSON document (sorted keys, no escaped slashes).
  package func document(_ value: some Encodable) throws {
    let data = try JSONValueEncoder().data(value, indented: true)
    Self.write(String(decoding: data, as: UTF8.self) + "\n", to: STDOUT_FILENO)
  }

  /// Prints a message on stderr, with control characters (an escape sequence or a NUL from a
  /// file or an argument echoed in the message) shown as `\x1B`, never sent to the terminal.
  /// A line past ``longestMessageLine`` characters (a 100 KB argument echoed back) is cut there;
  /// an argument echoed with a line break in it is kept on one line (``EchoedArguments``).
  package static func error(_ text: String) {
    let text = EchoedArguments.inLine(text, arguments: CommandLine.arguments)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.utf8.count > longestMessageLine, line.count > longestMessageLine else {
        return String(line)
      }
      return line.prefix(longestMessageLine)
        + "… (\(line.count - longestMessageLine) more characters)"
    }
    write(escapingControls(lines.joined(separator: "\n")) + "\n", to: STDERR_FILENO)
  }

  /// The most characters of one line of a message.
  static let longestMessageLine = 1_000

  /// `text` with every control character but newline and tab, the line and paragraph
  /// separators and the bidirectional controls written as `\xHH` (`\u{HHHH}` past U+00FF).
  /// - Parameters:
  ///   - text: the text.
  ///   - kept: escape sequences copied as they are (the styles of a terminal line).
  /// - Returns: the text, safe to print.
  package static func escapingControls(_ text: String, keeping kept: [String] = []) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var escaped = ""
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\u{1B}",
        let style = kept.first(where: { scalars[index...].starts(with: $0.unicodeScalars) })
      {
        escaped += style
        index = scalars.index(index, offsetBy: style.unicodeScalars.count)
        continue
      }
      index = scalars.index(after: index)
      guard isControl(scalar) else {
        escaped.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      escaped += scalar.value <= 0xFF ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
    }
    return escaped
  }

  /// Whether `scalar` is shown escaped (SPEC §10): a control character (general category Cc,
  /// which Unicode fixes as U+0000–U+001F and U+007F–U+009F) other than newline and tab, which
  /// lay out this type's lines (a value's own are escaped before, by `ShownTitle.inLine`); the
  /// line and paragraph separators U+2028 and U+2029; and the bidirectional embeddings,
  /// overrides and isolates U+202A…U+202E and U+2066…U+2069, which would reorder the rest of
  /// the line. Compared by value, because the property lookup cost ~2 M instructions on every
  /// `today`.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0xA0 {
      return (value < 0x20 && scalar != "\n" && scalar != "\t") || value >= 0x7F
    }
    return (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  /// Bold text on a terminal.
  package func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  /// Dim text on a terminal.
  package func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

  /// A window's mark, coloured by its tone on a terminal (green open, yellow closing soon, red
  /// missed, dim once decided).
  package func marker(_ mark: WindowMarker) -> String {
    guard colour else { return mark.symbol }
    switch mark.tone {
    case .plain: return mark.symbol
    case .open: return "\u{1B}[32m\(mark.symbol)\u{1B}[0m"
    case .warning: return "\u{1B}[33m\(mark.symbol)\u{1B}[0m"
    case .alert: return "\u{1B}[31m\(mark.symbol)\u{1B}[0m"
    case .quiet: return dim(mark.symbol)
    }
  }

  /// Writes all of `text` to `descriptor` straight from the string's bytes (no `Data` or
  /// `FileHandle` on the way: every line of `today` comes through here), retrying a short or
  /// interrupted write. Any other failure (a full disk) drops the rest of the text rather than
  /// stopping the command between its write and its report; a closed pipe still ends the
  /// process with SIGPIPE, as for any Unix tool.
  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(descriptor, start + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}
