import Foundation
import JamaalSchedule

/// The pages' addresses.
enum WebRoutes {
  /// Today (TD-01).
  static let today = "/today"
  /// The one stylesheet, built into the binary.
  static let stylesheet = "/style.css"

  /// "/anchors/<id>/attend": the form of one action on one Anchor.
  static func anchorAction(_ id: UUID, _ action: AnchorAction) -> String {
    "/anchors/\(id.uuidString.lowercased())/\(action.rawValue)"
  }

  /// The Anchor id and action of an action form's address, `nil` for any other path.
  static func anchorAction(_ path: String) -> (id: String, action: AnchorAction)? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0].isEmpty, parts[1] == "anchors",
      UUID(uuidString: String(parts[2])) != nil,
      let action = AnchorAction(rawValue: String(parts[3]))
    else { return nil }
    return (String(parts[2]), action)
  }

  /// "anchor-<id>": the row of an Anchor on Today (what a notification opens, G-78).
  static func anchorFragment(_ id: UUID) -> String { "anchor-" + id.uuidString.lowercased() }
}
