import Foundation
import JamaalCore

/// A rule's form as a page (AN-04, AN-05; a new rule's or an edit's): its heading, the form with
/// what was typed and the field a refusal names, the other time slots, and the one quiet line
/// under the reminders while notifications are off.
struct RuleFormPage {
  /// The heading ("School run", "Edit School run").
  let heading: String
  /// The line under it (the preset's description, the rule's schedule).
  let description: String
  /// Where the form posts.
  let action: String
  /// The form's fields.
  let fields: [FormView.Field]
  /// What the form holds.
  let values: [String: String]
  /// What the door refused, if anything.
  var refusal: FieldError?
  /// The quiet line while reminders cannot be shown.
  var quietLine: String?
  /// The token every form carries.
  let formToken: String

  var html: String {
    let fields = self.fields.map { field in
      guard field.name == "remindAtStart", let quietLine else { return field }
      var quiet = field
      quiet.hint = quietLine
      return quiet
    }
    return PageFrame.page(title: heading) { main in
      main.element("h1", text: heading)
      main.element("p", ["class": "next"], text: description)
      FormView(
        action: action, fields: fields, submit: RuleFormStrings.save,
        disclosure: PrayerFormStrings.advanced, values: values, refusal: refusal
      ).add(to: &main, formToken: formToken)
    }
  }
}
