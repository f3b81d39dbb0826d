import Foundation
import JamaalCore

/// A rule's exceptions form (AN-06) on its detail page: a range of days (the end can be open)
/// and a reason. The door merges overlapping ranges and removes the pending Anchors inside.
enum ExceptionForm {
  static let fields: [FormView.Field] = [
    .init(name: "from", label: ExceptionFormStrings.from, kind: .date, required: true),
    .init(name: "to", label: ExceptionFormStrings.to, kind: .date),
    .init(
      name: "reason", label: ExceptionFormStrings.reason,
      kind: .choice(
        ExceptionReason.knownCases.map { ($0.rawValue, RuleDetailStrings.reason($0)) })),
  ]

  /// The form for the rule with `id`, with what was typed and the field a refusal names.
  static func view(ruleID id: UUID, values: [String: String], refusal: FieldError?) -> FormView {
    FormView(
      action: WebRoutes.ruleExceptions(id), fields: fields, submit: ExceptionFormStrings.add,
      values: values, refusal: refusal)
  }

  /// The range the form describes.
  /// - Throws: `FieldError` naming the field.
  static func range(_ form: [String: String]) throws(FieldError) -> ExceptionRange {
    let to = form["to"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    return try ScheduleExceptions.range(
      from: form["from"] ?? "", to: to, reason: form["reason"] ?? "")
  }
}
