import Foundation

/// Where a command's results go: text or one JSON document on stdout, messages on stderr.
package struct Output: Sendable {
  /// Whether `--json` was given.
  package let json: Bool
  /// Whether text may use colour (a terminal, and `NO_COLOR` unset).
  package let colour: Bool

  /// Output as `--json` and the terminal decide.
  package init(json: Bool, colour: Bool) {
    self.json = json
    self.colour = colour
  }

  /// Prints a line of text (ignored in JSON mode, where only the document is printed).
  package func line(_ text: String = "") {
    guard !json else { return }
    Self.write(text + "\n", to: .standardOutput)
  }

  /// Prints a JSON document (sorted keys, no escaped slashes).
  package func document(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    let data = try encoder.encode(value)
    Self.write(String(decoding: data, as: UTF8.self) + "\n", to: .standardOutput)
  }

  /// Prints a message on stderr.
  package static func error(_ text: String) {
    write(text + "\n", to: .standardError)
  }

  /// Bold text on a terminal.
  package func bold(_ text: String) -> String { colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  /// Dim text on a terminal.
  package func dim(_ text: String) -> String { colour ? "\u{1B}[2m\(text)\u{1B}[0m" : text }

  private static func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
  }
}
