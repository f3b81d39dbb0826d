public import JamaalJSON

/// A time written plainly (`"07:30"`) is read straight from the config's bytes; any other text
/// goes through `init(from:)`, so results and errors are the same.
extension WallClockTime: JSONDirectDecodable {
  /// Reads `HH:MM`, all digits, a real time; nil for anything else.
  /// - Parameter value: the parsed value.
  public init?(json value: ConfigValue) {
    let time = value.withASCIIString { text -> WallClockTime? in
      guard text.count == 5, text[2] == UInt8(ascii: ":"), let hour = text.decimal(0..<2),
        let minute = text.decimal(3..<5)
      else { return nil }
      return WallClockTime(hour: hour, minute: minute)
    }
    guard let time else { return nil }
    self = time
  }
}
