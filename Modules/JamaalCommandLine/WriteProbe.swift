import Foundation
import JamaalStorage

/// Appends "began" and "committed" lines to a file as the store's write transactions open and
/// commit, each with one unbuffered `write(2)`, so a process killed between the two leaves the
/// evidence (`$JAMAAL_WRITE_PROBE`, used by `Scripts/crash`).
struct WriteProbe: Sendable {
  /// The probe file.
  let path: String

  init(_ path: String) { self.path = path }

  /// Records one event; failures are ignored (the probe never changes what a command does).
  @Sendable func tell(_ event: TransactionEvent) {
    let line = Array((event == .began ? "began\n" : "committed\n").utf8)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}
