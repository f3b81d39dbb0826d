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
    /// Several boxes, each sent as `<name>-<value>` ("day-mon"); the field, a fieldset.
    case checkboxes([(value: String, label: String)])
  }

  /// One field.
  struct Field {
    let name: String
    let label: String
    let kind: Kind
    var required = false
    /// Words under the field, read with it (`aria-describedby`).
    var hint: String?
    /// Names the browser offers as it is typed (a `datalist`; the script fills it as well).
    var suggestions: [String]?
    /// Whether it sits in the form's disclosure (``FormView/disclosure``).
    var advanced = false
  }

  /// Where it posts.
  let action: String
  /// Its fields, in order.
  let fields: [Field]
  /// The button's words.
  let submit: String
  /// The summary of the disclosure holding the advanced fields.
  var disclosure: String?
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
      for field in fields where !field.advanced { self.field(field, into: &form) }
      let advanced = fields.filter(\.advanced)
      if let disclosure, !advanced.isEmpty {
        let open = advanced.contains { refusal?.field == $0.name }
        form.element("details", open ? ["open": "open"] : [:]) { details in
          details.element("summary", text: disclosure)
          for field in advanced { self.field(field, into: &details) }
        }
      }
      form.element("button", ["type": "submit"], text: submit)
    }
  }

  private func field(_ field: Field, into form: inout HTML) {
    let id = "field-" + field.name
    let value = values[field.name] ?? ""
    let invalid = refusal?.field == field.name
    if case .checkboxes(let options) = field.kind {
      boxes(field, options, id: id, invalid: invalid, into: &form)
      return
    }
    form.element("p") { line in
      if case .checkbox = field.kind {
        line.element("label") { label in
          label.void(
            "input", attributes: checkbox(field, id: id, checked: !value.isEmpty, invalid: invalid))
          label.text(" " + field.label)
        }
        if let hint = field.hint {
          line.element("span", ["class": "hint", "id": "hint-" + field.name], text: hint)
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
      if let hint = field.hint {
        line.element("span", ["class": "hint", "id": "hint-" + field.name], text: hint)
      }
      if let suggestions = field.suggestions {
        line.element("datalist", ["id": "list-" + field.name]) { list in
          for name in suggestions { list.void("option", ["value": name]) }
        }
      }
    }
  }

  private func boxes(
    _ field: Field, _ options: [(value: String, label: String)], id: String, invalid: Bool,
    into form: inout HTML
  ) {
    let attributes: KeyValuePairs<StaticString, String> =
      invalid ? ["id": id, "aria-describedby": "form-error"] : ["id": id]
    form.element("fieldset", attributes) { set in
      set.element("legend", text: field.label)
      for option in options {
        let name = field.name + "-" + option.value
        set.element("label") { label in
          var box: [(StaticString, String)] = [
            ("type", "checkbox"), ("name", name), ("value", "on"),
          ]
          if values[name] != nil { box.append(("checked", "checked")) }
          label.void("input", attributes: box)
          label.text(" " + option.label)
        }
      }
    }
  }

  private func checkbox(_ field: Field, id: String, checked: Bool, invalid: Bool)
    -> [(StaticString, String)]
  {
    var attributes: [(StaticString, String)] = [
      ("type", "checkbox"), ("id", id), ("name", field.name), ("value", "on"),
    ]
    if checked { attributes.append(("checked", "checked")) }
    if field.hint != nil { attributes.append(("aria-describedby", "hint-" + field.name)) }
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
    case .checkbox, .choice, .checkboxes: attributes = [("type", "text")]
    }
    attributes += [("id", id), ("name", field.name), ("value", value)]
    if field.required { attributes.append(("required", "required")) }
    if let suggestions = field.suggestions {
      attributes += [("list", "list-" + field.name), ("autocomplete", "off")]
      if suggestions.isEmpty { attributes.append(("data-suggest", field.name)) }
    }
    var described: [String] = []
    if invalid {
      attributes.append(("aria-invalid", "true"))
      described.append("form-error")
    }
    if field.hint != nil { described.append("hint-" + field.name) }
    if !described.isEmpty {
      attributes.append(("aria-describedby", described.joined(separator: " ")))
    }
    return attributes
  }
}
