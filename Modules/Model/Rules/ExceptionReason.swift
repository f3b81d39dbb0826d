/// Why a rule does not apply for a range of days (AN-06).
public enum ExceptionReason: OpenEnum {
  /// A school term break.
  case termBreak
  /// A holiday.
  case holiday
  /// Travelling.
  case travel
  /// Illness.
  case illness
  /// Any other reason.
  case other
  /// A value from a newer version, kept as written.
  case unknown(String)

  /// Every known reason.
  public static let knownCases: [ExceptionReason] = [
    .termBreak, .holiday, .travel, .illness, .other,
  ]

  /// Reads a stored reason; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .termBreak: "termBreak"
    case .holiday: "holiday"
    case .travel: "travel"
    case .illness: "illness"
    case .other: "other"
    case .unknown(let raw): raw
    }
  }
}
