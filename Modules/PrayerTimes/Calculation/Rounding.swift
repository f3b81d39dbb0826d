/// How a computed time becomes a displayed minute.
public enum Rounding: String, CaseIterable, Codable, Sendable {
  /// To the nearest minute; 30 seconds rounds up.
  case nearest
  /// Up to the next whole minute; a time already on the minute stays.
  case up
  /// Keep whole seconds.
  case none

  /// `seconds` (whole seconds since 1970) rounded to a minute as this rule says.
  @inline(__always) func apply(_ seconds: Int) -> Int {
    let remainder = ((seconds % 60) + 60) % 60
    switch self {
    case .nearest: return remainder >= 30 ? seconds - remainder + 60 : seconds - remainder
    case .up: return remainder == 0 ? seconds : seconds - remainder + 60
    case .none: return seconds
    }
  }
}
