import Foundation

/// What is at a path, read with `lstat` (and `stat` through a symlink), before anything opens,
/// creates or moves it: only a regular file, or nothing, is ever a store (issue 10: a FIFO at
/// the path would hang the open, a folder or device must never be moved aside).
enum PathKind: Equatable {
  /// Nothing is there.
  case missing
  /// A regular file (`throughLink` when reached through a symlink).
  case regular(throughLink: Bool)
  /// Anything else, named in words ("a folder", "a FIFO", "a symlink to nothing").
  case other(String)

  /// Examines `path` without opening it.
  static func of(_ path: String) -> PathKind {
    var link = stat()
    guard lstat(path, &link) == 0 else { return .missing }
    let isLink = link.st_mode & S_IFMT == S_IFLNK
    var target = link
    if isLink, stat(path, &target) != 0 { return .other("a symlink to nothing") }
    switch target.st_mode & S_IFMT {
    case S_IFREG: return .regular(throughLink: isLink)
    case S_IFDIR: return .other("a folder")
    case S_IFIFO: return .other("a FIFO")
    case S_IFCHR: return .other("a character device")
    case S_IFBLK: return .other("a block device")
    case S_IFSOCK: return .other("a socket")
    default: return .other("not a regular file")
    }
  }

  /// "P is a FIFO, not a store file", or nil for a regular file or nothing.
  static func problem(_ path: String) -> String? {
    guard case .other(let kind) = of(path) else { return nil }
    return notAStore(path, kind)
  }

  /// "P is a FIFO, not a store file".
  static func notAStore(_ path: String, _ kind: String) -> String {
    "\(path) is \(kind), not a store file"
  }
}
