/// The part of a streamed text held in memory: the bytes from the first one not yet read to the
/// last one read from the source, in memory of its own (64 KB, doubled only while one value
/// needs more room). A window is used through one reader and not copied while in use.
struct JSONWindow {
  /// The memory; `storage.bytes[start..<end]` are read from the source and not yet used.
  private var storage = JSONWindowStorage(capacity: 64 << 10)
  /// The index of the first byte not yet used.
  var start = 0
  /// The index after the last byte read from the source.
  private(set) var end = 0
  /// The offset of `bytes[0]` from the start of the source.
  private var base = 0

  init(offset: Int = 0) { base = offset }

  /// The offset of the first byte not yet used, from the start of the source.
  var offset: Int { base + start }

  /// The byte `ahead` bytes after the first unused one, reading more when needed; nil at the end.
  mutating func byte<Source: JSONByteSource>(_ ahead: Int, from source: inout Source) throws
    -> UInt8?
  {
    while start + ahead >= end {
      guard try fill(from: &source) else { return nil }
    }
    return storage.bytes[start + ahead]
  }

  /// Moves past spaces, tabs and line ends held (not reading more).
  mutating func skipWhitespace() {
    let bytes = storage.bytes
    while start < end {
      switch bytes[start] {
      case 0x20, 0x09, 0x0A, 0x0D: start += 1
      default: return
      }
    }
  }

  /// Drops the used bytes and reads more after the rest.
  /// - Returns: false at the end of the source (nothing more was read).
  mutating func fill<Source: JSONByteSource>(from source: inout Source) throws -> Bool {
    if start > 0 {
      storage.bytes.update(from: storage.bytes + start, count: end - start)  // a memmove
      base += start
      end -= start
      start = 0
    }
    // At least half the window is free for the read: a value longer than that doubles it.
    if storage.capacity - end < storage.capacity / 2 {
      storage.grow(to: storage.capacity * 2, keeping: end)
    }
    let read = try source.read(
      into: UnsafeMutableRawBufferPointer(start: storage.bytes + end, count: storage.capacity - end)
    )
    end += read
    return read > 0
  }

  /// Copies `count` unused bytes out and moves past them.
  mutating func take(_ count: Int) -> [UInt8] {
    let text = Array(UnsafeBufferPointer(start: storage.bytes + start, count: count))
    start += count
    return text
  }

  /// Scans the bytes held from `index` on for the end of the value `scan` is in.
  /// - Returns: the index after the value's last byte and true, or `end` and false when the
  ///   value goes on past what is held.
  func scan(_ scan: inout JSONStreamScan, from index: Int) -> (Int, Bool) {
    let bytes = storage.bytes
    do {
      var index = index
      while index < end {
        // Bytes that cannot end or open anything are passed over without the state machine:
        // most of a string, and the spaces, digits, colons and commas between values.
        switch scan.ordinary {
        case .inString:
          while index < end {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
            index += 1
          }
        case .betweenValues:
          while index < end {
            let byte = bytes[index]
            if byte == 0x22 || byte == 0x7B || byte == 0x7D || byte == 0x5B || byte == 0x5D {
              break
            }
            index += 1
          }
        case .none: break
        }
        guard index < end else { break }
        if scan.step(bytes[index]) { return (scan.includesLast ? index + 1 : index, true) }
        index += 1
      }
      return (end, false)
    }
  }
}

/// The memory a ``JSONWindow`` holds its bytes in, freed with it.
final class JSONWindowStorage {
  private(set) var bytes: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int

  init(capacity: Int) {
    bytes = .allocate(capacity: capacity)
    self.capacity = capacity
  }

  /// Moves the first `count` bytes into new memory of `newCapacity` bytes.
  func grow(to newCapacity: Int, keeping count: Int) {
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.initialize(from: bytes, count: count)
    bytes.deallocate()
    bytes = grown
    capacity = newCapacity
  }

  deinit { bytes.deallocate() }
}

/// Where a scan for a value's end stands: inside a string or an escape, how deep in brackets.
struct JSONStreamScan {
  private enum Mode { case first, container, string, literal }
  private var mode = Mode.first
  private var depth = 0
  private var inString = false
  private var escaped = false
  /// How many bytes of `true`, `false` or `null` are still to come, whatever they are.
  private var literalBytesLeft = 0
  /// Whether the byte that ended the value belongs to it (a bracket or quote does; the space or
  /// comma after a number does not).
  private(set) var includesLast = true

  /// Which bytes ``step(_:)`` would only pass over.
  enum Ordinary { case none, inString, betweenValues }

  /// Which bytes ``step(_:)`` would only pass over from here: in a string (not after a
  /// backslash) all but `"`, `\` and control characters; in a container outside strings all
  /// but quotes and brackets.
  var ordinary: Ordinary {
    switch mode {
    case .string: escaped ? .none : .inString
    case .container: inString ? (escaped ? .none : .inString) : .betweenValues
    default: .none
    }
  }

  /// Takes one byte; true when the value has ended at it.
  mutating func step(_ byte: UInt8) -> Bool {
    switch mode {
    case .first:
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        mode = .container
        depth = 1
      case UInt8(ascii: "\""):
        mode = .string
      case UInt8(ascii: "f"):
        mode = .literal
        literalBytesLeft = 4  // "alse": a word cut short is named at its first wrong letter
      case UInt8(ascii: "t"), UInt8(ascii: "n"):
        mode = .literal
        literalBytesLeft = 3
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        mode = .literal
      default:
        return true  // no value starts so: the parse names the byte
      }
      return false
    case .string:
      return stringStep(byte) || byte < 0x20
    case .container:
      if inString {
        // A control character cannot be in a string: the text is wrong there, so the scan
        // ends at it and the parse names it (a lost quote is not read as a huge value).
        if byte < 0x20 { return true }
        inString = !stringStep(byte)
        return false
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        return depth == 0
      default: break
      }
      return false
    case .literal:
      if literalBytesLeft > 0 {
        literalBytesLeft -= 1
        return false
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."):
        return false
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
        includesLast = false  // what comes after the value
        return true
      default:
        return true  // a byte no number or word holds: the parse names it
      }
    }
  }

  /// One byte inside a string: true at its closing quote.
  private mutating func stringStep(_ byte: UInt8) -> Bool {
    if escaped {
      escaped = false
    } else if byte == UInt8(ascii: "\\") {
      escaped = true
    } else if byte == UInt8(ascii: "\"") {
      return true
    }
    return false
  }
}
