public import Foundation
public import JamaalModel

/// Where tapping a notification leads (G-78). Notifications carry no action buttons and use
/// the default interruption level.
public enum NotificationRoute: Hashable, Sendable {
  /// Night Planning for the target date (the planning prompt).
  case nightPlanning(LogicalDate)
  /// Today, scrolled to an Anchor's row.
  case anchor(UUID)
  /// Today, scrolled to a habit's row.
  case habit(String)
  /// Today, at the top (the morning nudge).
  case today
  /// ST-05, the trial and subscription screen (a trial reminder).
  case trial

  /// The route as text, for a notification's user info and `--json`: `nightPlanning:DATE`,
  /// `anchor:UUID`, `habit:ID`, `today`, `trial`.
  public var rawValue: String {
    switch self {
    case .nightPlanning(let date): "nightPlanning:\(date)"
    case .anchor(let id): "anchor:\(id.lowercasedText)"
    case .habit(let id): "habit:\(id)"
    case .today: "today"
    case .trial: "trial"
    }
  }

  /// Reads ``rawValue`` back (what the app gets from a tapped notification); `nil` when the
  /// text is not a route this version knows.
  public init?(rawValue: String) {
    let parts = rawValue.split(separator: ":", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count == 2 ? parts[1] : nil) {
    case ("nightPlanning", let text?):
      guard let date = LogicalDate(text) else { return nil }
      self = .nightPlanning(date)
    case ("anchor", let text?):
      guard let id = UUID(uuidString: text) else { return nil }
      self = .anchor(id)
    case ("habit", let id?): self = .habit(id)
    case ("today", nil): self = .today
    case ("trial", nil): self = .trial
    default: return nil
    }
  }

  /// The screen a tap opens (G-78). When the app is read-only after the trial, the planning
  /// prompt is ignored and the ordinary read-only sheet shows instead, so no tap opens a locked
  /// screen; Today and ST-05 stay reachable.
  /// - Parameter readOnly: whether the trial has ended without a subscription.
  /// - Returns: the destination.
  public func destination(readOnly: Bool) -> NotificationDestination {
    switch self {
    case .nightPlanning(let date): readOnly ? .readOnlySheet : .nightPlanning(date)
    case .anchor(let id): .today(row: id.lowercasedText)
    case .habit(let id): .today(row: id)
    case .today: .today(row: nil)
    case .trial: .subscription
    }
  }
}

/// A screen a tapped notification opens.
public enum NotificationDestination: Hashable, Sendable {
  /// Night Planning for a date.
  case nightPlanning(LogicalDate)
  /// Today, scrolled to a row (an Anchor's id or a habit's), or at the top.
  case today(row: String?)
  /// ST-05.
  case subscription
  /// The ordinary sheet a read-only app shows instead of a locked screen.
  case readOnlySheet
}
