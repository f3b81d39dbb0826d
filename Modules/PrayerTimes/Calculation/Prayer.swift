/// The daily times the module computes, in the order they happen.
public enum Prayer: String, CaseIterable, Codable, Sendable {
  /// Dawn: the sun at the method's Fajr angle below the horizon.
  case fajr
  /// Sunrise: the sun's upper limb on the horizon (not a prayer; ends Fajr).
  case sunrise
  /// Just after the sun's transit.
  case dhuhr
  /// Afternoon: an object's shadow is its noon shadow plus one (Shafi) or two (Hanafi) lengths.
  case asr
  /// Sunset.
  case maghrib
  /// Nightfall: the sun at the method's Isha angle, or a fixed interval after Maghrib.
  case isha
}
