/// The twilight glow the Moonsighting Committee's seasonal Isha follows.
public enum Shafaq: String, CaseIterable, Codable, Sendable {
  /// A blend of red and white twilight: the committee's default.
  case general
  /// Red twilight: an earlier Isha.
  case ahmer
  /// White twilight: a later Isha, especially in summer.
  case abyad
}
