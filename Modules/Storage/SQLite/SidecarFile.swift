import Foundation

/// The small files kept beside a store (`.checked`, `.needs-recovery`): written whole, mode 0600,
/// with failures ignored — a missing sidecar only costs a full check at the next open.
enum SidecarFile {
  /// Replaces the contents of the regular file at `path` (made when missing) with `text`.
  ///
  /// Anything else found there is left as it is and nothing is written: a symlink is never
  /// followed (`O_NOFOLLOW`), a FIFO never waits for a reader (`O_NONBLOCK`, and it is no regular
  /// file), a folder or device is never truncated (checked before the file is emptied).
  static func write(_ text: String, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      ftruncate(descriptor, 0) == 0
    else { return }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
  }
}
