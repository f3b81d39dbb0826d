import Foundation

/// The small files kept beside a store (`.checked`, `.needs-recovery`): written whole, mode 0600,
/// with failures ignored — a missing sidecar only costs a full check at the next open.
enum SidecarFile {
  /// Replaces the file at `path` with `text`.
  static func write(_ text: String, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }
}
