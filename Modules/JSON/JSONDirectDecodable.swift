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
  public init?(json value: ConfigValue) {
    let document = value.document
    let list = document.nodes[Int(value.index)]
    guard list.kind == .array else { return nil }
    var result: [Element] = []
    result.reserveCapacity(list.count)
    var item = value.index + 1
    for _ in 0..<list.count {
      guard let element = Element(json: ConfigValue(document: document, index: item)) else {
        return nil
      }
      result.append(element)
      item = document.nodes[Int(item)].next
    }
    self = result
  }
}
