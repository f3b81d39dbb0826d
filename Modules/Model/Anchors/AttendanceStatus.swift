/// The outcome of an Anchor: pending until the user (or the rollover) decides it.
public enum AttendanceStatus: OpenEnum {
  /// Not decided yet.
  case pending
  /// Done while the window was open ("Attended"), or by a late correction.
  case attended
  /// "Not today".
  case skipped
  /// "Someone else did it".
  case delegated
  /// The window closed while pending.
  case missed
  /// A value from a newer version, kept as written.
  case unknown(String)

  /// Every known status.
  public static let knownCases: [AttendanceStatus] = [
    .pending, .attended, .skipped, .delegated, .missed,
  ]

  /// Reads a stored status; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .pending: "pending"
    case .attended: "attended"
    case .skipped: "skipped"
    case .delegated: "delegated"
    case .missed: "missed"
    case .unknown(let raw): raw
    }
  }

  /// Whether the outcome is a known decision (anything but pending or unknown).
  public var isDecided: Bool {
    switch self {
    case .attended, .skipped, .delegated, .missed: true
    case .pending, .unknown: false
    }
  }
}
