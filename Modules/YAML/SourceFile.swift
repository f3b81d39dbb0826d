import Foundation

/// Reads a YAML file a person pointed at, safely: only a regular file (a FIFO would block the
/// read forever, a device never ends), no bigger than ``maximumBytes``, with the system's reason
/// in words when it cannot be read.
enum SourceFile {
  /// The largest YAML file read: far past any preset or rule file (a few hundred bytes).
  static let maximumBytes = 1 << 20

  /// The file's bytes, or why not ("is a FIFO, not a file", "is 200 MB; …").
  static func read(_ path: String) -> Result<[UInt8], SourceFileProblem> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(.init(reason)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.init("is a folder, not a file"))
    case S_IFIFO: return .failure(.init("is a FIFO, not a file"))
    default: return .failure(.init("is not a regular file"))
    }
    guard Int(info.st_size) <= maximumBytes else {
      let tenths = (Int(info.st_size) * 10) >> 20
      return .failure(
        .init(
          "is \(tenths / 10).\(tenths % 10) MB; a YAML file is at most \(maximumBytes >> 20) MB"))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(.init(reason)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= maximumBytes {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 { return .failure(.init(reason)) }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return .failure(.init("grew past \(maximumBytes >> 20) MB while it was read"))
  }

  /// The system's words for the last failure ("No such file or directory").
  private static var reason: String { String(cString: strerror(errno)) }
}

/// Why a YAML file could not be read, in words.
struct SourceFileProblem: Error {
  /// The words.
  let message: String

  init(_ message: String) { self.message = message }
}
