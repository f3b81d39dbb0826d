/// Every word of the preset list, in one table so it can be localised.
public enum PresetStrings {
  /// "  (not in this build)" after a preset no registered source reads.
  public static let notInThisBuild = "(not in this build)"

  /// "could not be read: …" — a broken preset file, listed apart from the rest.
  /// - Parameter message: what is wrong.
  /// - Returns: the words.
  public static func unreadable(_ message: String) -> String {
    "could not be read: " + firstLine(message)
  }

  /// A YAML diagnostic's first line — `file:line:column: error: what (at key)` — without the
  /// source line and caret after it: a refusal is one line on stderr (BARS R7).
  /// - Parameter message: the diagnostic.
  /// - Returns: its first line.
  public static func firstLine(_ message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
      ?? message
  }

  /// "the preset 'school-run' could not be read: …" — asked for by name.
  /// - Parameters:
  ///   - key: the preset's key.
  ///   - message: what is wrong.
  /// - Returns: the words.
  public static func unreadable(key: String, message: String) -> String {
    "the preset '\(key)' could not be read: \(firstLine(message))"
  }
}
