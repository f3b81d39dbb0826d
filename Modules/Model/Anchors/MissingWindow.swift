/// A window a rule would have on a day but cannot (a Fajr in polar night, an Isha that would
/// close before it opens), and why, for rule detail.
public struct MissingWindow: Hashable, Sendable {
  /// Why, as a kind the screens can word.
  public enum Kind: Hashable, Sendable {
    /// The sun does not rise.
    case polarNight
    /// The sun does not set.
    case midnightSun
    /// Anything else (twilight too shallow, a window that would close before it opens).
    case other
  }

  /// The logical date.
  public let date: LogicalDate
  /// The window's title ("Fajr").
  public let title: String
  /// Why, as a kind.
  public let kind: Kind
  /// Why, in the source's words ("the sun does not rise (polar night), so it has no time that
  /// day").
  public let reason: String

  /// Makes one.
  public init(date: LogicalDate, title: String, kind: Kind, reason: String) {
    self.date = date
    self.title = title
    self.kind = kind
    self.reason = reason
  }
}
