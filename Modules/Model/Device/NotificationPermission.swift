/// What the system reports about this device's permission to notify (G-76), as the platform
/// reads it on launch and every foreground. Provisional counts as granted.
public enum NotificationPermission: OpenEnum {
  /// Never asked (the user skipped the request).
  case notDetermined
  /// Refused, in the prompt or later in Settings.
  case denied
  /// Allowed.
  case authorized
  /// Allowed quietly (delivered to the notification list only); counts as allowed.
  case provisional
  /// A value from a newer version, kept as written (counts as not allowed).
  case unknown(String)

  /// Every known value.
  public static let knownCases: [NotificationPermission] = [
    .notDetermined, .denied, .authorized, .provisional,
  ]

  /// Reads a stored value; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .authorized: "authorized"
    case .provisional: "provisional"
    case .unknown(let raw): raw
    }
  }

  /// Whether notifications may be scheduled (authorized or provisional).
  public var isGranted: Bool { self == .authorized || self == .provisional }
}
