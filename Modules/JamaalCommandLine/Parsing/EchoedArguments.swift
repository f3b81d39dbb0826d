import JamaalPresentation

/// Arguments a message echoes ("no rule has the id 'abc…'"), kept on one line (SPEC §10): a
/// line feed, carriage return or tab typed into an argument is written `\x0A`, `\x0D`, `\x09`
/// wherever the message repeats the argument or a part of it (`--set key=value` echoes the
/// key), so an argument never starts a line of the message that reads as something else. The
/// message's own line breaks (a usage block) stay.
enum EchoedArguments {
  /// `text` with every echo of a piece of `arguments` holding a line break on one line; itself
  /// when no argument holds one (the common case).
  /// - Parameters:
  ///   - text: the message.
  ///   - arguments: the command line.
  /// - Returns: the message.
  static func inLine(_ text: String, arguments: [String]) -> String {
    let pieces = arguments.filter(hasBreak).flatMap { argument in
      [argument] + argument.split(whereSeparator: { $0 == "=" || $0 == "," }).map(String.init)
    }
    guard !pieces.isEmpty else { return text }
    var shown = text
    for piece in Set(pieces.filter(hasBreak)).sorted(by: { $0.count > $1.count }) {
      shown = shown.replacing(piece, with: ShownTitle.inLine(piece))
    }
    return shown
  }

  /// Whether `text` holds a line feed, carriage return or tab.
  private static func hasBreak(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
  }
}
