import Foundation

/// Remembers that a store file was last seen healthy, so opening can skip the full
/// `PRAGMA quick_check` (tens of milliseconds on years of history) when nothing else touched it.
///
/// The stamp is the identity of the file and its `-wal` (inode, size, modification time to the
/// nanosecond), written to `<name>.checked` beside the store when a `Store` closes. Any other
/// change to the file — truncation, a flipped byte, a copy from elsewhere, a killed process that
/// never closed — changes the identity, and the next open runs the full check again.
enum VerificationStamp {
  /// The sidecar file holding the stamp.
  static func sidecar(_ path: String) -> String { path + ".checked" }

  /// The identity of the store file and its WAL now; nil when the file cannot be examined.
  static func current(_ path: String) -> String? {
    guard let main = identity(path) else { return nil }
    return "jamaal-checked 1\n\(main)\n\(identity(path + "-wal") ?? "none")\n"
  }

  /// Device, inode, size, modification and change times (nanoseconds) of one file.
  private static func identity(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) "
      + "\(changed.tv_sec).\(changed.tv_nsec)"
  }

  /// Whether the file is exactly as it was when a store last closed it.
  static func matches(_ path: String) -> Bool {
    guard let recorded = FileManager.default.contents(atPath: sidecar(path)),
      let now = current(path)
    else { return false }
    return recorded.elementsEqual(now.utf8)
  }

  /// Records the file's identity now (after a store closed it). Failures are ignored: the only
  /// cost is a full check at the next open. A stamp that already says so is left as it is: a
  /// command that only read the store rewrites nothing (truncating and rewriting the sidecar
  /// cost every `today` ~0.3 ms of file-system journal).
  static func record(_ path: String) {
    guard let now = current(path) else { return }
    if let recorded = FileManager.default.contents(atPath: sidecar(path)),
      recorded.elementsEqual(now.utf8)
    {
      return
    }
    SidecarFile.write(now, to: sidecar(path))
  }
}
