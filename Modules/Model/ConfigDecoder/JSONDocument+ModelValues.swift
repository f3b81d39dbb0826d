/// Model's text-valued types read straight from the bytes when their text is in its plain form
/// ("2026-11-30", "07:30", "mon"), skipping a `String` and a container per value. Any other text
/// goes through the type's own `init(from:)`, so results and errors are the type's own.
extension JSONDocument {
  /// The value at `index` when `T` is one of Model's text-valued types (or a list of weekdays)
  /// and its text is in plain form; nil otherwise.
  func plainModelValue<T>(_ type: T.Type, at index: Int32) -> T? {
    if T.self == LogicalDate.self {
      return plainDate(at: index).map { unsafeBitCast($0, to: T.self) }
    }
    if T.self == WallClockTime.self {
      return plainTime(at: index).map { unsafeBitCast($0, to: T.self) }
    }
    if T.self == Weekday.self {
      return plainWeekday(at: index).map { unsafeBitCast($0, to: T.self) }
    }
    if T.self == [Weekday].self {
      return plainWeekdays(at: index).map { unsafeBitCast($0, to: T.self) }
    }
    return nil
  }

  /// `YYYY-MM-DD`, all digits, a real date.
  func plainDate(at index: Int32) -> LogicalDate? {
    withPlainText(at: index, length: 10) { text in
      guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
        let year = Self.number(text, 0..<4), let month = Self.number(text, 5..<7),
        let day = Self.number(text, 8..<10), (1...12).contains(month), (1...31).contains(day)
      else { return nil }
      let date = LogicalDate(year: year, month: month, day: day)
      let check = date.components
      guard check.year == year, check.month == month, check.day == day else { return nil }
      return date
    }
  }

  /// `HH:MM`, all digits, a real time.
  func plainTime(at index: Int32) -> WallClockTime? {
    withPlainText(at: index, length: 5) { text in
      guard text[2] == UInt8(ascii: ":"), let hour = Self.number(text, 0..<2),
        let minute = Self.number(text, 3..<5)
      else { return nil }
      return WallClockTime(hour: hour, minute: minute)
    }
  }

  /// A lowercase three-letter key, "mon" … "sun".
  func plainWeekday(at index: Int32) -> Weekday? {
    withPlainText(at: index, length: 3) { text in
      let key = UInt32(text[0]) << 16 | UInt32(text[1]) << 8 | UInt32(text[2])
      return Self.weekdayKeys.firstIndex(of: key).flatMap { Weekday(rawValue: $0 + 1) }
    }
  }

  /// A list of plain weekday keys.
  func plainWeekdays(at index: Int32) -> [Weekday]? {
    let list = nodes[Int(index)]
    guard list.kind == .array else { return nil }
    var days: [Weekday] = []
    days.reserveCapacity(list.count)
    var item = index + 1
    for _ in 0..<list.count {
      guard let day = plainWeekday(at: item) else { return nil }
      days.append(day)
      item = nodes[Int(item)].next
    }
    return days
  }

  /// "mon" … "sun" as three bytes in one number.
  private static let weekdayKeys: [UInt32] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    .map { key in key.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

  /// Runs `body` on the bytes of a plain (ASCII, unescaped) string node of `length` bytes.
  private func withPlainText<R>(
    at index: Int32, length: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R?
  ) -> R? {
    let node = nodes[Int(index)]
    guard node.kind == .string, Int(node.end - node.start) == length else { return nil }
    return bytes.withUnsafeBufferPointer { bytes in
      body(UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.end)]))
    }
  }

  /// The decimal digits at `range`, nil if any is not a digit.
  private static func number(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
    var value = 0
    for offset in range {
      let digit = text[offset] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }
}
