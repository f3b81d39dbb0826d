import Foundation
internal import JamaalModel

/// Moves a store that needs recovery aside, byte-identical; never deletes.
enum DamagedFile {
  /// The suffixes of SQLite's companion files, moved with the store.
  static let companions = ["-wal", "-shm", "-journal", DamageMarker.suffix]

  /// Renames `url` (and its companions) to `<name>.damaged-<YYYYMMDDTHHMMSSZ>` beside it.
  /// - Returns: the new location of the main file, or nil when there was none.
  /// - Throws: `StoreError` when the main file cannot be moved (then nothing moved).
  static func moveAside(_ url: URL, at now: Date) throws -> URL? {
    let path = url.path
    switch PathKind.of(path) {
    case .missing: return nil
    case .regular(throughLink: false): break
    case .regular(throughLink: true):
      throw StoreError(
        code: StoreError.ioError,
        message: "\(path) is a symlink: move the file it points to yourself; nothing was moved")
    case .other(let kind):
      throw StoreError(
        code: StoreError.ioError,
        message: "\(path) is \(kind), not a store file; nothing was moved")
    }
    var target = path + ".damaged-" + timestamp(now)
    var attempt = 1
    while FileManager.default.fileExists(atPath: target) {
      attempt += 1
      target = path + ".damaged-" + timestamp(now) + "-\(attempt)"
    }
    guard rename(path, target) == 0 else {
      throw StoreError(
        code: StoreError.ioError,
        message: "cannot move \(path) aside: \(String(cString: strerror(errno)))")
    }
    for suffix in companions where FileManager.default.fileExists(atPath: path + suffix) {
      guard rename(path + suffix, target + suffix) == 0 else {
        throw StoreError(
          code: StoreError.ioError,
          message: "moved \(path) to \(target) but cannot move its \(suffix) file: "
            + String(cString: strerror(errno)))
      }
    }
    return URL(fileURLWithPath: target)
  }

  /// `YYYYMMDDTHHMMSSZ` in UTC, by integer maths (no calendar, no zone).
  static func timestamp(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    let (year, month, day) = LogicalDate(daysSinceEpoch: days).components
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return pad(year, 4) + pad(month, 2) + pad(day, 2) + "T" + pad(rest / 3600, 2)
      + pad(rest / 60 % 60, 2) + pad(rest % 60, 2) + "Z"
  }
}
