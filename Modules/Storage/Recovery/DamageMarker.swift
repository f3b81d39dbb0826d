import Foundation

/// Remembers damage found while a store was in use (a flipped page, a dropped table), so the next
/// open — `jamaal status`, any command, the app's launch — says the store needs recovery instead
/// of passing its quick check and failing again mid-command.
///
/// The marker is `<name>.needs-recovery` beside the store, holding what SQLite said. Opening
/// refuses while it is there; `StoreRecovery.retry()` removes it and checks the file in full;
/// a reset moves it aside with the file.
enum DamageMarker {
  /// The marker file's suffix.
  static let suffix = ".needs-recovery"

  /// The marker beside `path`.
  static func path(for store: String) -> String { store + suffix }

  /// Records damage found in use, and forgets the "last seen healthy" stamp so the next open
  /// checks the file in full. Failures are ignored: the damage will be met again.
  static func record(_ store: String, detail: String) {
    unlink(VerificationStamp.sidecar(store))
    SidecarFile.write(
      String(decoding: detail.utf8.prefix(4096), as: UTF8.self), to: path(for: store))
  }

  /// What the marker says, or nil when there is none.
  static func detail(_ store: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path(for: store)) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Removes the marker (before a retry checks the file in full).
  static func clear(_ store: String) { unlink(path(for: store)) }
}
