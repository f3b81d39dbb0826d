import Foundation
import JamaalStorage

/// Appends "began" and "committed" lines to a file as the store's write transactions open and
/// commit, each with one unbuffered `write(2)`, so a process killed between the two leaves the
/// evidence (`$JAMAAL_WRITE_PROBE`, used by `Scripts/crash`).
struct WriteProbe: Sendable {
  /// The probe file.
  let file: AppendedLines

  init(_ path: String) { file = AppendedLines(path: path) }

  /// Records one event; failures are ignored (the probe never changes what a command does).
  @Sendable func tell(_ event: TransactionEvent) {
    file.append(event == .began ? "began" : "committed")
  }
}

/// Appends each SQL statement the store runs to a file, one line each, newlines folded to
/// spaces (`$JAMAAL_SQL_TRACE`).
struct StatementLog: Sendable {
  /// The trace file.
  let file: AppendedLines

  init(_ path: String) { file = AppendedLines(path: path) }

  /// Records one statement; failures are ignored.
  @Sendable func tell(_ statement: String) {
    file.append(statement.replacingOccurrences(of: "\n", with: " "))
  }
}

/// A file lines are appended to, each with one unbuffered `write(2)` of its own.
struct AppendedLines: Sendable {
  /// The file.
  let path: String

  /// Appends `line` and a newline; failures are ignored.
  func append(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}
