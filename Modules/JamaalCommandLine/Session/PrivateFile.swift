import Foundation

/// Writes a file a person asked for (`export --out`) privately and safely: mode 0600 whatever
/// the umask, whole or not at all (a temporary file renamed into place), and only over nothing
/// or a regular file — never through a symlink, never over a FIFO, device or folder.
enum PrivateFile {
  /// Refuses a target that is not nothing or a regular file (checked before anything opens).
  /// - Throws: `CLIError.refused` naming the option and what is there.
  static func checkTarget(_ path: String, option: String) throws {
    guard !path.isEmpty else { throw CLIError.usage("\(option): give the file's path") }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    let kind = info.st_mode & S_IFMT
    guard kind != S_IFREG else { return }
    let what =
      switch kind {
      case S_IFLNK: "a symlink"
      case S_IFDIR: "a folder"
      case S_IFIFO: "a FIFO"
      default: "not a regular file"
      }
    throw CLIError.refused("\(option): \(path) is \(what); give the path of a regular file")
  }

  /// Writes `data` to `path`.
  /// - Parameters:
  ///   - data: the bytes.
  ///   - path: where; its folder must exist.
  ///   - option: the option that named the path, for the message ("--out").
  /// - Throws: `CLIError.refused` naming the option and the path.
  static func write(_ data: Data, to path: String, option: String) throws {
    try write(to: path, option: option) { write in try write([UInt8](data)) }
  }

  /// Writes what `produce` hands its `write` to `path`, part by part (a large export never
  /// held whole); the file appears, complete, only when `produce` returns.
  /// - Parameters:
  ///   - path: where; its folder must exist.
  ///   - option: the option that named the path, for the message ("--out").
  ///   - produce: writes the parts through the function it is given.
  /// - Throws: `CLIError.refused` naming the option and the path; what `produce` throws (no
  ///   file is left then).
  static func write(
    to path: String, option: String,
    _ produce: (_ write: ([UInt8]) throws -> Void) throws -> Void
  ) throws {
    try checkTarget(path, option: option)
    // Split by hand: Foundation's `deletingLastPathComponent` traps on a path with no slash
    // (`--out backup.json`), found by Scripts/fuzz cli.
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = folder + "/." + name + ".tmp-\(UUID().uuidString)"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      throw CLIError.refused("\(option): cannot write \(path): \(String(cString: strerror(errno)))")
    }
    fchmod(descriptor, 0o600)
    let failure = { (problem: String) in
      CLIError.refused("\(option): cannot write \(path): \(problem)")
    }
    var closed = false
    do {
      try produce { part in
        guard writeAll(part, to: descriptor) else {
          throw failure(String(cString: strerror(errno)))
        }
      }
      guard fsync(descriptor) == 0 else { throw failure(String(cString: strerror(errno))) }
      close(descriptor)
      closed = true
      guard rename(temporary, path) == 0 else { throw failure(String(cString: strerror(errno))) }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }

  /// Writes every byte; false on the first failure (`errno` says why).
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }
}
