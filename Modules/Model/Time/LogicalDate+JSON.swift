public import JamaalJSON

/// A date written plainly (`"2026-11-30"`) is read straight from the config's bytes; any other
/// text goes through `init(from:)`, so results and errors are the same.
extension LogicalDate: JSONDirectDecodable {
  /// Reads `YYYY-MM-DD`, all digits, a real date in years 1 … 9999; nil for anything else.
  /// - Parameter value: the parsed value.
  public init?(json value: ConfigValue) {
    guard let date = value.withASCIIString({ LogicalDate(ascii: $0) }) else { return nil }
    self = date
  }
}
