extension HTML {
  /// A form of one button that POSTs to `action` with this page's form token: every write of
  /// the pages is one of these, so each works without script.
  /// - Parameters:
  ///   - label: the button's words.
  ///   - action: the path it posts to.
  ///   - formToken: the token the form carries.
  mutating func postButton(_ label: String, to action: String, formToken: String) {
    element("form", ["method": "post", "action": action]) { form in
      form.void("input", ["type": "hidden", "name": WebFields.formToken, "value": formToken])
      form.element("button", ["type": "submit"], text: label)
    }
  }
}
