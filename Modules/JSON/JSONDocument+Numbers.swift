extension JSONDocument {
  /// A number node as an integer of type `T`, when it is one exactly and fits (`1.0` and `1e2`
  /// are integers, as with `JSONDecoder`; `1.5` is not).
  func integer<T: FixedWidthInteger>(_ node: JSONNode, as type: T.Type) -> T? {
    guard let (negative, magnitude) = exactInteger(node) else { return nil }
    guard negative, magnitude != 0 else { return T(exactly: magnitude) }
    guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
    let value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    return T(exactly: value)
  }

  /// The sign and magnitude of a number node, when it is an integer that fits 64 bits.
  private func exactInteger(_ node: JSONNode) -> (negative: Bool, magnitude: UInt64)? {
    bytes.withUnsafeBufferPointer { text -> (Bool, UInt64)? in
      var index = Int(node.start)
      let end = Int(node.end)
      let negative = text[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      if node.kind == .integer {
        var magnitude: UInt64 = 0
        while index < end {
          let (times, over1) = magnitude.multipliedReportingOverflow(by: 10)
          let (sum, over2) = times.addingReportingOverflow(UInt64(text[index] &- 48))
          if over1 || over2 { return nil }
          magnitude = sum
          index += 1
        }
        return (negative, magnitude)
      }
      return Self.exactDecimal(text, from: index, to: end).map { (negative, $0) }
    }
  }

  /// The magnitude of `digits[.digits][e±digits]` when it is a whole number under 2⁶⁴.
  private static func exactDecimal(
    _ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> UInt64? {
    var index = start
    var digits: [UInt8] = []
    var fractionDigits = 0
    var seenPoint = false
    while index < end, text[index] != UInt8(ascii: "e"), text[index] != UInt8(ascii: "E") {
      if text[index] == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        if seenPoint { fractionDigits += 1 }
        if !(digits.isEmpty && text[index] == UInt8(ascii: "0")) {
          digits.append(text[index] &- 48)
        }
      }
      index += 1
    }
    var exponent = 0
    if index < end {
      index += 1
      var exponentNegative = false
      if text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        exponentNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      while index < end {
        exponent = min(exponent * 10 + Int(text[index] &- 48), 1_000_000)
        index += 1
      }
      if exponentNegative { exponent = -exponent }
    }
    var scale = exponent - fractionDigits
    while let last = digits.last, last == 0 {
      digits.removeLast()
      scale += 1
    }
    if digits.isEmpty { return 0 }
    guard scale >= 0, digits.count + scale <= 20 else { return nil }
    var magnitude: UInt64 = 0
    for digit in digits + [UInt8](repeating: 0, count: scale) {
      let (times, over1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, over2) = times.addingReportingOverflow(UInt64(digit))
      if over1 || over2 { return nil }
      magnitude = sum
    }
    return magnitude
  }

  /// A number node as a finite `T`; nil when it overflows to infinity or a nonzero number
  /// underflows to zero (both refused by `JSONDecoder`).
  func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
    _ node: JSONNode, as type: T.Type
  ) -> T? {
    bytes.withUnsafeBufferPointer { buffer -> T? in
      let text = UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)])
      guard let value = T(String(decoding: text, as: UTF8.self)), value.isFinite else {
        return nil
      }
      if value == 0 {
        for byte in text {
          if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
          if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return nil }
        }
      }
      return value
    }
  }
}
