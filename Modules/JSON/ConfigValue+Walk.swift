/// Reading an object in one pass: a reader that wants several members walks the object once
/// instead of looking each name up (a lookup scans the members, and a missing optional member
/// scans them all).
///
/// ```swift
/// var version: ConfigValue?
/// let plain = root.forEachMember { key, value in
///   if ConfigValue.key(key, is: "version") { return ConfigValue.keep(value, in: &version) }
///   return true
/// }
/// ```
extension ConfigValue {
  /// Calls `body` on each member of an object in document order, with the member's name as its
  /// bytes, until it returns false.
  /// - Parameter body: reads a member; false to stop.
  /// - Returns: false when the value is not an object, a name is written with escapes or
  ///   non-ASCII characters (compare those as `String`s, through ``members``), or `body`
  ///   stopped; true otherwise.
  public func forEachMember(_ body: (_ key: Span<UInt8>, _ value: ConfigValue) -> Bool) -> Bool {
    let nodes = document.nodes.span
    let object = nodes[Int(index)]
    guard object.kind == .object else { return false }
    let bytes = document.bytes.span
    var key = Int(index) + 1
    for _ in 0..<object.count {
      let name = nodes[key]
      guard name.kind == .string,
        body(
          bytes.extracting(Int(name.start)..<Int(name.end)),
          ConfigValue(document: document, index: Int32(key + 1)))
      else { return false }
      key = Int(nodes[key + 1].next)
    }
    return true
  }

  /// Whether a member name's bytes (from ``forEachMember(_:)``) spell `name`.
  /// - Parameters:
  ///   - bytes: the name's bytes.
  ///   - name: an ASCII name.
  /// - Returns: true when the bytes are the name's.
  public static func key(_ bytes: Span<UInt8>, is name: StaticString) -> Bool {
    guard bytes.count == name.utf8CodeUnitCount else { return false }
    let expected = name.utf8Start
    for offset in 0..<bytes.count where bytes[offset] != expected[offset] { return false }
    return true
  }

  /// Keeps a walked member's value in `slot`, for a reader that reads each name once.
  /// - Parameters:
  ///   - value: the member's value.
  ///   - slot: where the reader keeps it.
  /// - Returns: false, to stop the walk, when `slot` already holds a value: the name is written
  ///   twice, and `Decodable` reads the first, so the reader should leave the object to it.
  public static func keep(_ value: ConfigValue, in slot: inout ConfigValue?) -> Bool {
    guard slot == nil else { return false }
    slot = value
    return true
  }
}
