public import Foundation
import JamaalModel

/// One pending notification, shaped like the platform's request: an id, a fire date, the
/// words, and where a tap leads.
public struct NotificationRequest: Hashable, Sendable {
  /// The stable id: the same Anchor and kind give the same id in every plan (D-14), also
  /// while the Anchor exists only in preview.
  public var id: String
  /// What it reminds of.
  public var kind: ReminderKind
  /// When it fires.
  public var fireDate: Date
  /// The title line.
  public var title: String
  /// The body line.
  public var body: String
  /// Where a tap leads.
  public var route: NotificationRoute

  /// Makes a request.
  public init(
    id: String, kind: ReminderKind, fireDate: Date, title: String, body: String,
    route: NotificationRoute
  ) {
    self.id = id
    self.kind = kind
    self.fireDate = fireDate
    self.title = title
    self.body = body
    self.route = route
  }

  /// The id of an Anchor's reminder of `kind`: the Anchor's id (derived from its rule, date
  /// and slot, D-14) and the kind, e.g. `3f2a…-start`.
  public static func anchorID(_ anchor: UUID, kind: ReminderKind) -> String {
    anchor.lowercasedText + (kind == .anchorEnd ? "-end" : "-start")
  }
}
