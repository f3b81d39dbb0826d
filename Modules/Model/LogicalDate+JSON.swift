public import JSON

/// A date written plainly (`"2026-11-30"`) is read straight from the config's bytes; any other
/// text goes through `init(from:)`, so results and errors are the same.
extension LogicalDate: JSONDirectDecodable {
  /// Reads `YYYY-MM-DD`, all digits, a real date in years 1 … 9999; nil for anything else.
  /// - Parameter value: the parsed value.
  public init?(json value: ConfigValue) {
    let date = value.withASCIIString { text -> LogicalDate? in
      guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
        let year = text.decimal(0..<4), let month = text.decimal(5..<7),
        let day = text.decimal(8..<10), year >= 1, (1...12).contains(month), (1...31).contains(day)
      else { return nil }
      let date = LogicalDate(year: year, month: month, day: day)
      let check = date.components
      guard check.year == year, check.month == month, check.day == day else { return nil }
      return date
    }
    guard let date else { return nil }
    self = date
  }
}
