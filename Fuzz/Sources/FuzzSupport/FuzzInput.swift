public import Foundation

/// The bytes libFuzzer hands a target, and the ways the targets cut them up.
public struct FuzzInput {
  /// The input, whole.
  public let bytes: [UInt8]

  /// Copies `size` bytes from `data` (libFuzzer may pass no pointer for an empty input).
  /// - Parameters:
  ///   - data: the input's first byte, or nil.
  ///   - size: how many bytes.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    guard let data, size > 0 else {
      bytes = []
      return
    }
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The input as `Data`.
  public var data: Data { Data(bytes) }

  /// The input as text, invalid UTF-8 repaired as the standard library repairs it.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The first byte (0 for an empty input) and the rest: for targets that pick a mode.
  public var headAndTail: (head: UInt8, tail: [UInt8]) {
    (bytes.first ?? 0, Array(bytes.dropFirst()))
  }

  /// The input cut at every NUL byte and line feed, each piece as text: an argument vector or
  /// a list of titles.
  public var pieces: [String] {
    bytes.split(separator: 0, omittingEmptySubsequences: false).flatMap {
      $0.split(separator: 0x0A, omittingEmptySubsequences: false)
    }.map { String(decoding: $0, as: UTF8.self) }
  }
}
