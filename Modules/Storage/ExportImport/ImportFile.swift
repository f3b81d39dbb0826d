import Foundation
internal import JamaalJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An import file, open for reading: a regular file (a FIFO or device is never read, so it cannot
/// hang), read a window at a time by `Store.import(_:progress:)` whatever its size.
public final class ImportFile: @unchecked Sendable {
  /// The path it was opened at (for messages).
  public let path: String
  /// Its size in bytes when it was opened.
  public let size: Int
  private let descriptor: Int32

  /// Opens `path`, refusing anything but a regular file before reading a byte, and reads its
  /// header (format and version), so a document that is not an export is refused before any
  /// store is opened.
  /// - Parameter path: the file.
  /// - Throws: `StoreImportError` saying why it cannot be read or imported.
  public init(atPath path: String) throws {
    let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw StoreImportError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      Foundation.close(descriptor)
      throw StoreImportError(message: "cannot read \(path): it is not a regular file")
    }
    self.path = path
    self.descriptor = descriptor
    size = Int(status.st_size)
    _ = try ExportReader(source())
  }

  deinit { Foundation.close(descriptor) }

  /// A source reading the file from its start.
  func source() throws -> FileSource {
    var source = FileSource(descriptor: descriptor, path: path)
    try source.seek(to: 0)
    return source
  }
}

/// An open file as a ``JSON/JSONByteSource``: `read(2)` from where it stands, `lseek(2)` back.
struct FileSource: JSONByteSource {
  let descriptor: Int32
  let path: String

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    while true {
      let count = Foundation.read(descriptor, base, buffer.count)
      if count >= 0 { return count }
      guard errno == EINTR else { throw failure(errno) }
    }
  }

  mutating func seek(to offset: Int) throws {
    guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else { throw failure(errno) }
  }

  private func failure(_ code: Int32) -> StoreImportError {
    StoreImportError(message: "cannot read \(path): \(String(cString: strerror(code)))")
  }
}
