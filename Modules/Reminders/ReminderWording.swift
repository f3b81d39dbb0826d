import Foundation
public import JamaalModel

/// What a notification is about, for the words (which live in `Presentation`).
public enum ReminderSubject: Sendable {
  /// An Anchor's reminder of `kind` (`anchorStart` or `anchorEnd`), `minutes` before its
  /// start or end, with its rule's title (`nil` for a one-off).
  case anchor(Anchor, kind: ReminderKind, minutes: Int, ruleTitle: String?)
  /// The planning prompt for the night before `target`.
  case planningPrompt(target: LogicalDate)
  /// The morning nudge for `date`.
  case morningNudge(LogicalDate)
}

/// The words of a notification: its title and body lines.
public struct NotificationText: Hashable, Sendable {
  /// The title line.
  public var title: String
  /// The body line.
  public var body: String

  /// Makes the words.
  public init(title: String, body: String) {
    self.title = title
    self.body = body
  }
}

/// Words a notification the planner makes (`Presentation.ReminderWords` is the app's).
public protocol ReminderWording: Sendable {
  /// The title and body for one notification.
  /// - Parameters:
  ///   - subject: what it is about.
  ///   - logicalDay: the device's zone and day start (times are shown in the device zone).
  /// - Returns: the title and body.
  func text(for subject: ReminderSubject, logicalDay: LogicalDay) -> NotificationText
}
