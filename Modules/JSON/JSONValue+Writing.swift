public import Foundation

extension JSONValue {
  /// The value as compact UTF-8 JSON, byte for byte as `JSONSerialization` writes it with
  /// `[.sortedKeys, .withoutEscapingSlashes]`: keys in its order (case-insensitive, digits by
  /// value), whole `Double`s without ".0", slashes and non-ASCII text as they are.
  ///
  /// ```swift
  /// JSONValue.object(["b": 1, "a": [true, nil]]).jsonData()  // {"a":[true,null],"b":1}
  /// ```
  /// - Returns: the text; a number that is not finite is written `null` (JSON has no other).
  public func jsonData() -> Data {
    var output: [UInt8] = []
    JSONWriter(.jsonSerialization).write(self, to: &output)
    return Data(output)
  }
}
