/// A `Decodable` type that can read itself straight from a parsed JSON value, skipping the
/// `Decoder` machinery: wherever ``ConfigDecoder`` meets the type (at the top or nested), it asks
/// ``init(json:)`` first.
///
/// The reading must agree with `init(from:)`: give the value `init(from:)` decodes, or nil —
/// never another value. Nil leaves the value to `init(from:)`, which reads it or throws an
/// error naming the field, so a direct reader need only handle the plain, common form.
///
/// ```swift
/// extension WallClockTime: JSONDirectDecodable {
///   public init?(json value: ConfigValue) {
///     guard let time = value.withASCIIString({ WallClockTime(hhmm: $0) }) else { return nil }
///     self = time
///   }
/// }
/// ```
public protocol JSONDirectDecodable: Decodable {
  /// Reads the value straight from `value`; nil when the value is not in the form this reads
  /// (`init(from:)` then decodes it).
  /// - Parameter value: the parsed value.
  init?(json value: ConfigValue)
}

/// A list is read directly when every item is.
extension Array: JSONDirectDecodable where Element: JSONDirectDecodable {
  /// Reads every item directly; nil when the value is not an array or an item is not read.
  /// - Parameter value: the parsed value.
  @inlinable
  public init?(json value: ConfigValue) {
    var result: [Element] = []
    result.reserveCapacity(value.count ?? 0)
    let read = value.forEachItem { item in
      guard let element = Element(json: item) else { return false }
      result.append(element)
      return true
    }
    guard read else { return nil }
    self = result
  }
}
