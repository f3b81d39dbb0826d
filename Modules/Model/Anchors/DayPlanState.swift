/// Whether a night's planning was done or skipped.
public enum DayPlanState: OpenEnum {
  /// The day was planned.
  case planned
  /// Planning was skipped for the day.
  case skipped
  /// A value from a newer version, kept as written.
  case unknown(String)

  /// Every known state.
  public static let knownCases: [DayPlanState] = [.planned, .skipped]

  /// Reads a stored state; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .planned: "planned"
    case .skipped: "skipped"
    case .unknown(let raw): raw
    }
  }
}
