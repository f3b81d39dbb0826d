/// How Fajr and Isha are kept within the night where twilight lasts long or all night.
///
/// The rule gives a portion of the night (sunset to the next sunrise): Fajr is never earlier than
/// sunrise minus that portion, and Isha never later than sunset plus it.
public enum HighLatitudeRule: String, CaseIterable, Codable, Sendable {
  /// Half of the night.
  case middleOfTheNight
  /// A seventh of the night.
  case seventhOfTheNight
  /// The Fajr or Isha angle divided by 60 (18° gives 0.3 of the night).
  case twilightAngle
  /// A seventh of the night above 48° latitude (north or south), the middle of the night below.
  case recommended

  /// The rule that applies at `latitude`: `recommended` resolved to a concrete rule.
  func resolved(latitude: Double) -> HighLatitudeRule {
    guard self == .recommended else { return self }
    return abs(latitude) > 48 ? .seventhOfTheNight : .middleOfTheNight
  }
}
