/// Whether an Anchor's time is fixed or may move within its window.
public enum Placement: OpenEnum {
  /// Happens at its time (a prayer, the school run).
  case fixed
  /// May be done any time within the window (watering plants).
  case flexible
  /// A value from a newer version, kept as written.
  case unknown(String)

  /// Every known placement.
  public static let knownCases: [Placement] = [.fixed, .flexible]

  /// Reads a stored placement; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .fixed: "fixed"
    case .flexible: "flexible"
    case .unknown(let raw): raw
    }
  }
}
