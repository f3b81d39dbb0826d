import JamaalCore

/// A form as a page lays it out: its fields with their labels and what was typed, the field a
/// refusal names marked and its words at the top, and the button. Every value is escaped by
/// ``HTML``; a refused form is shown again with what was typed (nothing typed is lost).
struct FormView {
  /// What a field takes.
  enum Kind {
    case text(maxLength: Int)
    case date
    case time
    case number(ClosedRange<Int>)
    case checkbox
    case choice([(value: String, label: String)])
  }

  /// One field.
  struct Field {
    let name: String
    let label: String
    let kind: Kind
    var required = false
  }

  /// Where it posts.
  let action: String
  /// Its fields, in order.
  let fields: [Field]
  /// The button's words.
  let submit: String
  /// What was typed (a refused form's, or the defaults).
  var values: [String: String] = [:]
  /// What the door refused: the field it names is marked, and its words, with the field's
  /// label, head the form.
  var refusal: FieldError?

  /// Adds the form to `html`.
  func add(to html: inout HTML, formToken: String) {
    if let refusal {
      let label = fields.first { $0.name == refusal.field }?.label ?? refusal.field
      html.element(
        "p", ["role": "alert", "id": "form-error"],
        text: WebStrings.check(label, refusal.message))
    }
    html.element("form", ["method": "post", "action": action, "class": "fields"]) { form in
      form.void("input", ["type": "hidden", "name": WebFields.formToken, "value": formToken])
      for field in fields { self.field(field, into: &form) }
      form.element("button", ["type": "submit"], text: submit)
    }
  }

  private func field(_ field: Field, into form: inout HTML) {
    let id = "field-" + field.name
    let value = values[field.name] ?? ""
    let invalid = refusal?.field == field.name
    form.element("p") { line in
      if case .checkbox = field.kind {
        line.element("label") { label in
          label.void(
            "input", attributes: checkbox(field, id: id, checked: !value.isEmpty, invalid: invalid))
          label.text(" " + field.label)
        }
        return
      }
      line.element("label", ["for": id], text: field.label)
      if case .choice(let options) = field.kind {
        line.element("select", ["id": id, "name": field.name]) { select in
          for option in options {
            select.element(
              "option",
              option.value == value
                ? ["value": option.value, "selected": "selected"] : ["value": option.value],
              text: option.label)
          }
        }
        return
      }
      line.void("input", attributes: input(field, id: id, value: value, invalid: invalid))
    }
  }

  private func checkbox(_ field: Field, id: String, checked: Bool, invalid: Bool)
    -> [(StaticString, String)]
  {
    var attributes: [(StaticString, String)] = [
      ("type", "checkbox"), ("id", id), ("name", field.name), ("value", "on"),
    ]
    if checked { attributes.append(("checked", "checked")) }
    return attributes
  }

  private func input(_ field: Field, id: String, value: String, invalid: Bool)
    -> [(StaticString, String)]
  {
    var attributes: [(StaticString, String)] = []
    switch field.kind {
    case .text(let maxLength):
      attributes = [("type", "text"), ("maxlength", String(maxLength))]
    case .date: attributes = [("type", "date")]
    case .time: attributes = [("type", "time")]
    case .number(let range):
      attributes = [
        ("type", "number"), ("min", String(range.lowerBound)), ("max", String(range.upperBound)),
        ("inputmode", "numeric"),
      ]
    case .checkbox, .choice: attributes = [("type", "text")]
    }
    attributes += [("id", id), ("name", field.name), ("value", value)]
    if field.required { attributes.append(("required", "required")) }
    if invalid { attributes += [("aria-invalid", "true"), ("aria-describedby", "form-error")] }
    return attributes
  }
}
