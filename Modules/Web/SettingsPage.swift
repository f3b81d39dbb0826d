import JamaalCore

/// Notifications & times (ST-03) as a page: the honest line, the warning card of what is not
/// delivered, and one form of the times and switches (what is shown is what is sent back).
enum SettingsPage {
  static let fields: [FormView.Field] = [
    .init(name: "planningTime", label: label(.planningTime), kind: .time, required: true),
    .init(name: "morningTime", label: label(.morningTime), kind: .time, required: true),
    .init(name: "dayStart", label: label(.dayStart), kind: .time, required: true),
    .init(name: "planningPrompt", label: label(.planningPrompt), kind: .checkbox),
    .init(name: "morningNudge", label: label(.morningNudge), kind: .checkbox),
    .init(name: "deviceSwitch", label: label(.deviceSwitch), kind: .checkbox),
  ]

  private static func label(_ label: SettingsStrings.Label) -> String { label.rawValue }

  /// The values the form shows for `settings`.
  static func values(_ settings: DaySettings) -> [String: String] {
    let start = settings.nextDayStart?.dayStart ?? settings.dayStart
    var values = [
      "planningTime": settings.planningTime.description,
      "morningTime": settings.morningTime.description, "dayStart": start.description,
    ]
    for (name, on) in [
      ("planningPrompt", settings.planningPrompt), ("morningNudge", settings.morningNudge),
      ("deviceSwitch", settings.deviceSwitch),
    ] where on {
      values[name] = "on"
    }
    return values
  }

  /// The page, with `values` in the form (the screen's own unless a refused form's) and a
  /// status line after a save.
  static func html(
    _ screen: SettingsScreen, parts: [SettingsPart] = [], values: [String: String]? = nil,
    refusal: FieldError? = nil, saved: String? = nil, formToken: String
  ) -> String {
    PageFrame.page(title: screen.heading) { main in
      main.element("h1", text: screen.heading)
      if let saved { main.element("p", ["role": "status"], text: saved) }
      main.element("p", text: screen.honestLine)
      if let warning = screen.warning { main.element("p", ["class": "notice"], text: warning) }
      let form = FormView(
        action: WebRoutes.settings, fields: fields, submit: SettingsStrings.save,
        values: values ?? Self.values(screen.settings), refusal: refusal)
      form.add(to: &main, formToken: formToken)
      for row in screen.rows where row.id == .dayStart {
        main.element("p", ["class": "quiet"], text: row.label + ": " + row.value)
      }
      for (index, part) in parts.enumerated() {
        let heading = "part-\(index)"
        main.element("section", ["aria-labelledby": heading]) { section in
          section.element("h2", ["id": heading], text: part.heading)
          section.element("ul") { list in
            for line in part.lines { list.element("li", text: line) }
          }
        }
      }
    }
  }

  /// The change the form sends: every value, an unticked box meaning off.
  /// - Throws: `FieldError` naming the field.
  static func change(_ form: [String: String]) throws(FieldError) -> SettingsChange {
    SettingsChange(
      planningTime: try FormInput.time(form, "planningTime"),
      morningTime: try FormInput.time(form, "morningTime"),
      dayStart: try FormInput.time(form, "dayStart"),
      planningPrompt: form["planningPrompt"] != nil, morningNudge: form["morningNudge"] != nil,
      deviceSwitch: form["deviceSwitch"] != nil)
  }
}
