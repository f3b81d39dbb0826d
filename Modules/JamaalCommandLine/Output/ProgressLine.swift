import Foundation
import JamaalPresentation

/// Progress of long work on one line of stderr, redrawn in place — only when stderr is a
/// terminal and the output is not `--json`, so a pipe, a log file and a program reading JSON
/// get nothing extra.
///
/// ```swift
/// let progress = ProgressLine(output: session.output)
/// try jamaal.importFile(file) { rows, read, total in progress.show(ProgressStrings.importing(rows: rows, bytesRead: read, of: total)) }
/// progress.finish()
/// ```
package final class ProgressLine {
  private let enabled: Bool
  private var drawn = false

  /// A progress line for `output`: silent in JSON mode or when stderr is not a terminal.
  /// - Parameters:
  ///   - output: the command's output.
  ///   - terminal: whether stderr is a terminal (tests pass it).
  package init(output: Output, terminal: Bool = isatty(2) == 1) {
    enabled = terminal && !output.json
  }

  /// Draws `text` over the previous progress.
  /// - Parameter text: the progress in words.
  package func show(_ text: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    drawn = true
  }

  /// Clears the line, so what follows starts on a clean one.
  package func finish() {
    guard enabled, drawn else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    drawn = false
  }
}
