/// Where a ``JSONStreamReader`` reads its bytes from: a file, or bytes already in memory.
public protocol JSONByteSource {
  /// Reads the next bytes into `buffer`.
  /// - Returns: how many bytes were read; 0 at the end.
  /// - Throws: what the source cannot read.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
  /// Moves back (or on) to `offset` from the start, for a second look at the text.
  /// - Throws: what the source cannot seek.
  mutating func seek(to offset: Int) throws
}

/// Bytes in memory as a ``JSONByteSource``.
public struct JSONMemorySource: JSONByteSource {
  private let bytes: [UInt8]
  private var position = 0

  /// A source over `bytes`.
  /// - Parameter bytes: the text.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Copies the next bytes.
  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - position)
    bytes.withUnsafeBytes { text in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: text[position..<position + count]))
    }
    position += count
    return count
  }

  /// Moves to `offset` (clamped to the text).
  public mutating func seek(to offset: Int) { position = max(0, min(offset, bytes.count)) }
}

/// Reads one JSON document a value at a time from a source of any size, holding only a window
/// of it: the containers the caller walks (``beginObject()``, ``nextKey()``, ``beginArray()``,
/// ``nextElement()``) are read here, and each value inside them is handed out parsed whole
/// (``value()``, at most `maximumValueBytes`) or skipped (``skipValue()``, of any size).
///
/// The syntax is RFC 8259's, worded as ``JSONDocument`` words it; offsets in errors count from
/// the start of the source.
///
/// ```swift
/// var reader = JSONStreamReader(JSONMemorySource(bytes), maximumValueBytes: 1 << 20)
/// try reader.beginObject()
/// while let key = try reader.nextKey() { print(key, try reader.value().root) }
/// try reader.end()
/// ```
public struct JSONStreamReader<Source: JSONByteSource> {
  /// A value longer than `maximumValueBytes`, starting at `offset`.
  public struct ValueTooLarge: Error, Hashable, Sendable {
    /// Where the value starts.
    public let offset: Int
  }

  private var source: Source
  private var window = JSONWindow()
  /// The most bytes ``value()`` hands out in one value.
  public let maximumValueBytes: Int
  /// Whether the container being walked has given a member yet (a comma comes before the next).
  private var started: [Bool] = []

  /// A reader at the start of `source`.
  /// - Parameters:
  ///   - source: where the text comes from.
  ///   - maximumValueBytes: the most bytes one value handed out by ``value()`` may take.
  public init(_ source: Source, maximumValueBytes: Int) {
    self.source = source
    self.maximumValueBytes = maximumValueBytes
  }

  /// The offset of the next byte not yet read, from the start of the source.
  public var offset: Int { window.offset }

  /// Reads `{`, opening an object to walk with ``nextKey()``.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func beginObject() throws { try open(UInt8(ascii: "{"), "'{'") }

  /// Reads `[`, opening an array to walk with ``nextElement()``.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func beginArray() throws { try open(UInt8(ascii: "["), "'['") }

  /// The next key of the object being walked, with its `:` read (its value comes next); nil
  /// when the object closes.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func nextKey() throws -> String? {
    guard try member(close: UInt8(ascii: "}"), "',' or '}' in an object") else { return nil }
    guard try peek() == UInt8(ascii: "\"") else {
      throw failure("unexpected \(try describeCurrent()), expected a key in double quotes")
    }
    let key = try parsed().root.string ?? ""
    guard try peek() == UInt8(ascii: ":") else {
      throw failure("unexpected \(try describeCurrent()), expected ':' after a key")
    }
    window.start += 1
    return key
  }

  /// Whether the array being walked has another element (which comes next); false when the
  /// array closes.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func nextElement() throws -> Bool {
    try member(close: UInt8(ascii: "]"), "',' or ']' in an array")
  }

  /// The first byte of the next value (`{`, `[`, `"`, a digit …), without reading it.
  /// - Throws: what the source throws.
  public mutating func peek() throws -> UInt8? {
    try skipWhitespace()
    return try window.byte(0, from: &source)
  }

  /// The next value, parsed whole.
  /// - Throws: ``ValueTooLarge``; ``JSONSyntaxError``; what the source throws.
  public mutating func value() throws -> JSONDocument {
    _ = try peek()
    return try parsed()
  }

  /// Moves past the next value, of any size, checking only its brackets and strings.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func skipValue() throws {
    _ = try peek()
    var scan = JSONStreamScan()
    while true {
      let (end, done) = window.scan(&scan, from: window.start)
      window.start = end
      if done { return }
      guard try window.fill(from: &source) else { throw failure("unexpected end of data") }
    }
  }

  /// Checks that only whitespace is left.
  /// - Throws: ``JSONSyntaxError``; what the source throws.
  public mutating func end() throws {
    guard try peek() == nil else {
      throw failure("unexpected \(try describeCurrent()) after the value")
    }
  }

  /// Moves to `offset` from the start of the source, as if nothing had been read past it, with
  /// `containers` (each true once it has given a member) open there.
  /// - Throws: what the source throws.
  public mutating func seek(to offset: Int, containers: [Bool]) throws {
    try source.seek(to: offset)
    window = JSONWindow(offset: offset)
    started = containers
  }

  /// The open containers, each true once it has given a member (for ``seek(to:containers:)``).
  public var containers: [Bool] { started }

  /// The 1-based line and column of `offset`, read again from the start of the source (the
  /// reader then stands at the end of what it read).
  /// - Throws: what the source throws.
  public mutating func lineAndColumn(of offset: Int) throws -> (line: Int, column: Int) {
    try source.seek(to: 0)
    var line = 1
    var lineStart = 0
    var position = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while position < offset {
      let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
      if count == 0 { break }
      for index in 0..<min(count, offset - position) where chunk[index] == 0x0A {
        line += 1
        lineStart = position + index + 1
      }
      position += count
    }
    window = JSONWindow(offset: min(position, offset))
    return (line, offset - lineStart + 1)
  }

  private mutating func open(_ bracket: UInt8, _ words: String) throws {
    guard try peek() == bracket else {
      throw failure("unexpected \(try describeCurrent()), expected \(words)")
    }
    window.start += 1
    started.append(false)
  }

  /// Reads the comma before a member, or the closing bracket (then the container is done).
  private mutating func member(close: UInt8, _ expected: String) throws -> Bool {
    let next = try peek()
    if next == close, started.last != nil {
      window.start += 1
      started.removeLast()
      return false
    }
    if started.last == true {
      guard next == UInt8(ascii: ",") else {
        throw failure("unexpected \(try describeCurrent()), expected \(expected)")
      }
      window.start += 1
      _ = try peek()
    }
    if !started.isEmpty { started[started.count - 1] = true }
    return true
  }

  /// Finds the end of the value that starts at the current byte, then parses it.
  private mutating func parsed() throws -> JSONDocument {
    let start = window.offset
    var scan = JSONStreamScan()
    var end = window.start
    var done = false
    while true {
      (end, done) = window.scan(&scan, from: end)
      if done || end - window.start > maximumValueBytes { break }
      let scanned = end - window.start
      let more = try window.fill(from: &source)
      end = window.start + scanned  // the fill moved the unused bytes to the window's start
      guard more else { break }
    }
    // Whole or not, a value longer than the bound is refused (the window may hold more).
    if end - window.start > maximumValueBytes { throw ValueTooLarge(offset: start) }
    let text = window.take(end - window.start)
    do {
      return try JSONDocument(parsing: text)
    } catch {
      throw JSONSyntaxError(offset: start + error.offset, reason: error.reason)
    }
  }

  private mutating func skipWhitespace() throws {
    while true {
      window.skipWhitespace()
      guard window.start == window.end, try window.fill(from: &source) else { return }
    }
  }

  private mutating func describeCurrent() throws -> String {
    JSONParser.describe(try window.byte(0, from: &source))
  }

  private func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: window.offset, reason: reason)
  }
}
