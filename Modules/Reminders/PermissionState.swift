public import JamaalModel

/// This device's permission as the app understands it (G-76): the system's report, told apart
/// from *turned off later* by comparing with the last state the app knew (a local preference).
public enum PermissionState: OpenEnum {
  /// Never asked: offer "Turn on reminders" (the system prompt).
  case notDetermined
  /// Refused when asked: offer a link to Settings.
  case denied
  /// Was allowed, then turned off in Settings: offer a link to Settings.
  case turnedOffLater
  /// Allowed.
  case authorized
  /// Allowed quietly; counts as allowed.
  case provisional
  /// A value from a newer version, kept as written (counts as not allowed).
  case unknown(String)

  /// Every known state.
  public static let knownCases: [PermissionState] = [
    .notDetermined, .denied, .turnedOffLater, .authorized, .provisional,
  ]

  /// Reads a stored state; unknown text is kept.
  public init(rawValue: String) { self = Self.parse(rawValue) }

  /// The stored text.
  public var rawValue: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .turnedOffLater: "turnedOffLater"
    case .authorized: "authorized"
    case .provisional: "provisional"
    case .unknown(let raw): raw
    }
  }

  /// Whether notifications may be scheduled (authorized or provisional).
  public var isGranted: Bool { self == .authorized || self == .provisional }

  /// The state after the system reported `reported`, given the last state the app knew.
  ///
  /// A denial after an allowed state (or after a denial already found to be one) is
  /// ``turnedOffLater``; a denial the app never saw allowed is ``denied``. Store the result as
  /// the new last-known state.
  /// ```swift
  /// PermissionState(reported: .denied, lastKnown: .authorized)  // .turnedOffLater
  /// ```
  /// - Parameters:
  ///   - reported: what the system says now.
  ///   - lastKnown: the state kept from the previous check, `nil` when none.
  public init(reported: NotificationPermission, lastKnown: PermissionState?) {
    switch reported {
    case .notDetermined: self = .notDetermined
    case .authorized: self = .authorized
    case .provisional: self = .provisional
    case .unknown(let raw): self = .unknown(raw)
    case .denied:
      switch lastKnown {
      case .authorized, .provisional, .turnedOffLater: self = .turnedOffLater
      default: self = .denied
      }
    }
  }

  /// What the app offers for this state: the system prompt, a link to Settings, or nothing.
  public var action: PermissionAction {
    switch self {
    case .notDetermined: .turnOnReminders
    case .denied, .turnedOffLater, .unknown: .openSettings
    case .authorized, .provisional: .none
    }
  }
}

/// What a permission state offers the user (G-76).
public enum PermissionAction: String, Hashable, Sendable, CaseIterable {
  /// "Turn on reminders": shows the system prompt in context.
  case turnOnReminders
  /// "Open Settings": the system's settings for the app.
  case openSettings
  /// Nothing to offer.
  case none
}
