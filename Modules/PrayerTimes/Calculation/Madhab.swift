/// The school whose Asr convention applies.
public enum Madhab: String, CaseIterable, Codable, Sendable {
  /// Asr when the shadow is one object length plus its noon shadow (also Maliki and Hanbali).
  case shafi
  /// Asr when the shadow is two object lengths plus its noon shadow.
  case hanafi

  /// The shadow ratio for Asr.
  var shadowLength: Double {
    switch self {
    case .shafi: 1
    case .hanafi: 2
    }
  }
}
