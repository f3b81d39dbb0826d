extension Span where Element == UInt8 {
  /// The decimal digits at `range` as a number; nil if any byte there is not a digit.
  func decimal(_ range: Range<Int>) -> Int? {
    var value = 0
    for offset in range {
      let digit = self[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }
}
