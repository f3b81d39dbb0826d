import Foundation
import JamaalModel
import JamaalSchedule

/// The pages' addresses, and the parts of a path a route reads.
enum WebRoutes {
  /// Today (TD-01).
  static let today = "/today"
  /// The rules list (AN-01).
  static let rules = "/rules"
  /// The archived rules.
  static let archivedRules = "/rules/archived"
  /// The one stylesheet, built into the binary.
  static let stylesheet = "/style.css"
  /// The one script (it only enhances), built into the binary.
  static let script = "/jamaal.js"
  /// Every row as JSON, as a download ("Export my data first").
  static let export = "/export"
  /// The id of a notice action that exports first (sync's account change); the page offers it
  /// as the export's download. Other notice actions are not offered yet.
  static let exportActionID = "sync.exportFirst"
  /// The recovery screen (G-81), while the store needs recovery.
  static let recovery = "/recovery"
  /// Try again.
  static let recoveryRetry = "/recovery/retry"
  /// Reset this device's data: asks the first question.
  static let recoveryReset = "/recovery/reset"
  /// The first answer: asks the second question.
  static let recoveryConfirm = "/recovery/reset/confirm"
  /// The second answer: resets.
  static let recoveryConfirmAgain = "/recovery/reset/confirm-again"
  /// Notifications & times (ST-03).
  static let settings = "/settings"
  /// Notifications & times after a save.
  static let settingsSaved = "/settings/saved"
  /// Choose a type (AN-03).
  static let newRuleTypes = "/rules/new"
  /// The place search as a person types (JSON names; the prayer form's script asks it).
  static let places = "/places"
  /// The one-off form (AN-08).
  static let newOneOff = "/anchors/new"
  /// The banner's "Not today".
  static let bannerNotToday = "/banner/not-today"
  /// The banner's "Don't remind me".
  static let bannerNeverAgain = "/banner/dont-remind-me"

  /// "/anchors/<id>/attend": the form of one action on one Anchor.
  static func anchorAction(_ id: UUID, _ action: AnchorAction) -> String {
    "/anchors/\(lowercased(id))/\(action.rawValue)"
  }

  /// "/rules/new/school-run": the form of a type, starting from its preset.
  static func newRule(_ presetKey: String) -> String {
    newRuleTypes + "/" + FormEncoding.percentEncoded(presetKey)
  }

  /// "/rules/<id>": a rule's detail (AN-02).
  static func rule(_ id: UUID) -> String { "/rules/\(lowercased(id))" }

  /// "/rules/<id>/edit": a rule's Edit form.
  static func ruleEdit(_ id: UUID) -> String { rule(id) + "/edit" }

  /// "/rules/<id>/exceptions": the form that adds an exception to a rule.
  static func ruleExceptions(_ id: UUID) -> String { rule(id) + "/exceptions" }

  /// "/rules/<id>/pause": the form of a change of a rule's state.
  static func ruleChange(_ id: UUID, _ change: String) -> String { rule(id) + "/" + change }

  /// "/night/2026-12-01": Night Planning for a date (what a planning reminder opens, G-78).
  static func night(_ date: LogicalDate) -> String { "/night/\(date)" }

  /// "/night/2026-12-01/planned": the form that marks the night.
  static func nightMark(_ date: LogicalDate, _ state: DayPlanState) -> String {
    night(date) + "/" + state.rawValue
  }

  /// "/notices/<id>/dismiss": the form that dismisses a Today notice.
  static func noticeDismissal(_ id: String) -> String {
    "/notices/\(FormEncoding.percentEncoded(id))/dismiss"
  }

  /// "anchor-<id>": the row of an Anchor on Today (what a notification opens, G-78).
  static func anchorFragment(_ id: UUID) -> String { "anchor-" + lowercased(id) }

  /// The parts of `path` after its leading "/" ("/rules/x/pause" → rules, x, pause), `nil` for
  /// a path that does not start with "/" or has an empty part.
  static func parts(_ path: String) -> [Substring]? {
    guard path.hasPrefix("/") else { return nil }
    let parts = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    return parts.contains(where: \.isEmpty) ? nil : parts
  }

  /// The id a path part names, `nil` unless it is a whole UUID.
  static func id(_ part: Substring) -> UUID? { UUID(uuidString: String(part)) }

  private static func lowercased(_ id: UUID) -> String { id.uuidString.lowercased() }
}
