import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of the cloud, opened by descriptor so nothing under the cloud folder is reached
/// through a symlink (D-19): each level opened with `O_NOFOLLOW | O_DIRECTORY` relative to the
/// one above, files opened with `O_NOFOLLOW` relative to their folder; folders made 0700 and
/// files 0600 whatever the umask.
final class FolderHandle {
  let descriptor: Int32

  private init(_ descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// The cloud folder itself (which may be a symlink the person chose).
  static func opening(_ path: String) -> FolderHandle? {
    let descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    return descriptor >= 0 ? FolderHandle(descriptor) : nil
  }

  /// A folder inside this one, not through a symlink; made (0700) when `create` and missing.
  func folder(_ name: String, create: Bool) -> FolderHandle? {
    let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
    var child = openat(descriptor, name, flags)
    if child < 0, errno == ENOENT, create {
      guard mkdirat(descriptor, name, 0o700) == 0 || errno == EEXIST else { return nil }
      child = openat(descriptor, name, flags)
      if child >= 0 { fchmod(child, 0o700) }
    }
    return child >= 0 ? FolderHandle(child) : nil
  }

  /// The names in this folder (`.` and `..` left out).
  func names() -> [String] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return []
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// What a name in this folder is, without following a symlink.
  func status(_ name: String) -> stat? {
    var info = stat()
    return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
  }

  /// The folder's own status.
  func status() -> stat? {
    var info = stat()
    return fstat(descriptor, &info) == 0 ? info : nil
  }

  /// Why a file could not be read whole.
  enum ReadFailure: Error {
    /// Not there, not a regular file, or unreadable.
    case unreadable
    /// Larger than allowed.
    case tooLarge(Int)
  }

  /// A regular file's bytes, at most `limit` of them, never through a symlink and never waiting
  /// on a FIFO.
  func read(_ name: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard file >= 0 else { return .failure(.unreadable) }
    defer { close(file) }
    var info = stat()
    guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.unreadable)
    }
    let size = Int(info.st_size)
    guard size <= limit else { return .failure(.tooLarge(size)) }
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return Foundation.read(file, base + count, buffer.count - count)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { return .failure(.unreadable) }
      if got == 0 { break }
      count += got
    }
    guard count <= size else { return .failure(.tooLarge(count)) }
    bytes.removeLast(bytes.count - count)
    return .success(bytes)
  }

  /// Writes `bytes` under a new temporary name (0600, flushed), links it to `name` — which fails
  /// if `name` exists, so nothing is ever overwritten — and removes the temporary name.
  /// - Returns: the file's status once in place; `.exists` when the name was taken.
  func publish(_ bytes: [UInt8], as name: String) -> Result<stat, PublishFailure> {
    let temporary = ".tmp-\(getpid())-\(UUID().uuidString)"
    let file = openat(
      descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard file >= 0 else { return .failure(.failed) }
    defer { unlinkat(descriptor, temporary, 0) }
    fchmod(file, 0o600)
    var written = 0
    while written < bytes.count {
      let put = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return write(file, base + written, buffer.count - written)
      }
      if put < 0, errno == EINTR { continue }
      guard put > 0 else { break }
      written += put
    }
    let flushed = fsync(file) == 0
    close(file)
    guard written == bytes.count, flushed else { return .failure(.failed) }
    guard linkat(descriptor, temporary, descriptor, name, 0) == 0 else {
      return .failure(errno == EEXIST ? .exists : .failed)
    }
    fsync(descriptor)
    guard let info = status(name) else { return .failure(.failed) }
    return .success(info)
  }

  /// Why a publish failed.
  enum PublishFailure: Error {
    /// The name is taken.
    case exists
    /// The file could not be written.
    case failed
  }
}

extension stat {
  /// Modification time in nanoseconds since 1970.
  var modifiedNanoseconds: Int64 {
    #if canImport(Darwin)
      Int64(st_mtimespec.tv_sec) * 1_000_000_000 + Int64(st_mtimespec.tv_nsec)
    #else
      Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec)
    #endif
  }

  /// Whether this is a regular file.
  var isRegularFile: Bool { st_mode & S_IFMT == S_IFREG }
}
