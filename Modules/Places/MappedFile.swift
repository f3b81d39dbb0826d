import Foundation

/// A file mapped read-only into memory, unmapped when the last reference goes. Nothing is read
/// until a page is touched.
final class MappedFile: @unchecked Sendable {
  /// The mapped bytes (never written: the mapping is read-only and private).
  let bytes: UnsafeRawBufferPointer

  /// Maps the file at `path`.
  /// - Returns: nil when the file does not exist.
  /// - Throws: ``PlacesError/unreadableFile(path:)`` when it exists but cannot be mapped.
  static func map(path: String) throws(PlacesError) -> MappedFile? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .unreadableFile(path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      throw .unreadableFile(path: path)
    }
    let length = Int(status.st_size)
    guard length > 0 else { return MappedFile(bytes: UnsafeRawBufferPointer(start: nil, count: 0)) }
    guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { throw .unreadableFile(path: path) }
    return MappedFile(bytes: UnsafeRawBufferPointer(start: address, count: length))
  }

  private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  deinit {
    if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
  }

  /// The size in bytes of the file at `path`, or nil when it cannot be examined.
  static func size(path: String) -> Int? {
    var status = stat()
    return stat(path, &status) == 0 ? Int(status.st_size) : nil
  }
}
