import Foundation

/// Folders a store lives in: created private (0700, whatever the umask), and swept of what a
/// creation killed midway left behind.
enum PrivateFolder {
  /// Creates `path` and any missing parents, each new one with mode 0700.
  /// - Returns: nil on success (or when it exists), else why not, in words.
  static func create(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      return isFolder.boolValue ? nil : "\(path) is not a folder"
    }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path, let problem = create(parent) { return problem }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      return "cannot create the folder \(path): \(String(cString: strerror(errno)))"
    }
    chmod(path, 0o700)
    return nil
  }

  /// How old a half-made store must be before it is swept: far longer than a creation takes.
  static let staleAfter: TimeInterval = 600

  /// Removes regular files in `folder` named `prefix…` last modified ``staleAfter`` seconds or
  /// more before `reference` was: half-made stores (and their SQLite companions) of a creation
  /// that was killed. The file system's own time of a file just made stands for "now", so no
  /// clock is read.
  static func removeStale(prefix: String, in folder: String, reference: String) {
    guard let now = modified(reference),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names where name.hasPrefix(prefix) {
      let path = (folder as NSString).appendingPathComponent(name)
      guard path != reference, let time = modified(path), now - time >= staleAfter else { continue }
      unlink(path)
    }
  }

  /// The modification time (seconds) of a regular file, not through a symlink.
  private static func modified(_ path: String) -> TimeInterval? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      return TimeInterval(info.st_mtimespec.tv_sec)
    #else
      return TimeInterval(info.st_mtim.tv_sec)
    #endif
  }
}
