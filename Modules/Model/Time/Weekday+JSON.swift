public import JamaalJSON

/// A weekday written as its key (`"mon"`) is read straight from the config's bytes; any other
/// text ("Monday") goes through `init(from:)`, so results and errors are the same.
extension Weekday: JSONDirectDecodable {
  /// Reads a lowercase key, "mon" … "sun"; nil for anything else.
  /// - Parameter value: the parsed value.
  public init?(json value: ConfigValue) {
    let day = value.withASCIIString { text -> Weekday? in
      guard text.count == 3 else { return nil }
      let key = UInt32(text[0]) << 16 | UInt32(text[1]) << 8 | UInt32(text[2])
      return Self.packedKeys.firstIndex(of: key).flatMap { Weekday(rawValue: $0 + 1) }
    }
    guard let day else { return nil }
    self = day
  }

  /// "mon" … "sun", each as three bytes in one number.
  private static let packedKeys: [UInt32] = allCases.map { day in
    day.key.utf8.reduce(0) { $0 << 8 | UInt32($1) }
  }
}
