import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Store {
  /// Reads an import file whole, refusing anything but a regular file of at most
  /// `maximumImportBytes` before reading it (a FIFO or device is never read, so it cannot hang
  /// or fill memory); the bytes are read once, into the one array the parser then reads.
  /// - Parameter path: the file.
  /// - Returns: its bytes.
  /// - Throws: `StoreImportError` saying why it cannot be read.
  public static func readImportFile(atPath path: String) throws -> [UInt8] {
    let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw StoreImportError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { Foundation.close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw StoreImportError(message: "cannot read \(path): it is not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= ExportFormat.maximumBytes else {
      throw StoreImportError(message: ImportWords.tooLarge(size, what: "file"))
    }
    // One byte more than stat said, so a file that grew while being read is noticed.
    let capacity = size + 1
    var failed: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while count < capacity, let base = buffer.baseAddress {
        let read = Foundation.read(descriptor, base + count, capacity - count)
        if read < 0, errno == EINTR { continue }
        if read < 0 { failed = errno }
        if read <= 0 { break }
        count += read
      }
    }
    guard failed == 0 else {
      throw StoreImportError(message: "cannot read \(path): \(String(cString: strerror(failed)))")
    }
    guard bytes.count < capacity else {
      throw StoreImportError(message: "cannot read \(path): it changed while being read")
    }
    return bytes
  }
}
