public import Foundation

/// A YAML document that could not be read or decoded: where (file, line, column, key path) and
/// what went wrong.
///
/// Its `description` reads like a compiler diagnostic, with the source line and a caret:
///
/// ```
/// school-run.yaml:4:18: error: expected an integer, found 'abc' (at slots[0].windowMinutes)
///     windowMinutes: abc
///                    ^
/// ```
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's path, or the name passed to `decode(_:from:file:)` (`<input>` by default).
  public let file: String
  /// The 1-based line of the problem; 0 when the file itself could not be read.
  public let line: Int
  /// The 1-based column of the problem, in characters; 0 when the file could not be read.
  public let column: Int
  /// Where in the decoded value the problem is, as `slots[0].start`; empty at the top level.
  public let keyPath: String
  /// What is wrong, in words a person can act on.
  public let message: String
  /// The text of the offending line, when there is one.
  let sourceLine: String?

  /// Makes an error; only this module creates them.
  init(
    file: String, line: Int, column: Int, keyPath: String, message: String, sourceLine: String?
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.keyPath = keyPath
    self.message = message
    self.sourceLine = sourceLine
  }

  /// `file:line:column: error: message (at keyPath)`, then the source line and a caret under the
  /// column.
  public var description: String {
    var text = file
    if line > 0 { text += ":\(line):\(column)" }
    text += ": error: " + message
    if !keyPath.isEmpty { text += " (at \(keyPath))" }
    guard line > 0, let sourceLine else { return text }
    text += "\n" + sourceLine + "\n"
    // Keep tabs so the caret lines up under the same character in a terminal.
    let width = max(column - 1, 0)
    let prefix = sourceLine.unicodeScalars.prefix(width)
    for scalar in prefix {
      text += scalar == "\t" ? "\t" : " "
    }
    text += String(repeating: " ", count: width - prefix.count)
    return text + "^"
  }
}

extension YAMLError: LocalizedError {
  /// The same text as `description`, so `localizedDescription` shows the location too.
  public var errorDescription: String? { description }
}
