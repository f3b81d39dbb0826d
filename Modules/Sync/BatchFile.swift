import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing one immutable batch file into a device's outbox: whole or not at all, never over
/// another.
enum BatchFile {
  /// The name of batch `number`: `b-000000000001.json`.
  static func name(_ number: Int) -> String {
    let digits = String(number)
    return "b-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits + ".json"
  }

  /// Writes `body` under a temporary name, flushes it, then links it to the first free batch
  /// number after the highest present; removes only its own temporary file.
  static func publish(_ body: Data, in outbox: URL) throws {
    let temporary = outbox.appendingPathComponent(".tmp-\(getpid())-\(UUID().uuidString)")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw CloudError.networkUnavailable }
    let written = body.withUnsafeBytes { buffer in
      buffer.baseAddress.map { write(descriptor, $0, buffer.count) } ?? 0
    }
    let flushed = fsync(descriptor) == 0
    close(descriptor)
    defer { unlink(temporary.path) }
    guard written == body.count, flushed else { throw CloudError.transient }
    var number = highest(in: outbox) + 1
    while link(temporary.path, outbox.appendingPathComponent(name(number)).path) != 0 {
      guard errno == EEXIST, number < Int(1e12) - 1 else { throw CloudError.transient }
      number += 1
    }
  }

  /// The highest batch number in an outbox (0 when none).
  static func highest(in outbox: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: outbox.path)) ?? []
    return names.compactMap(number).max() ?? 0
  }

  /// The number of a batch file's exact name, or nil for any other file.
  static func number(_ name: String) -> Int? {
    guard name.count == 19, name.hasPrefix("b-"), name.hasSuffix(".json") else { return nil }
    let digits = name.dropFirst(2).prefix(12)
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }
}
