import JamaalCore

/// Choose a type (AN-03): each preset's type, opening its form; nothing is written until the
/// form is saved.
struct RuleTypePage {
  /// The presets on offer.
  let catalog: WebCatalog

  var html: String {
    PageFrame.page(title: RuleFormStrings.chooseHeading) { main in
      main.element("h1", text: RuleFormStrings.chooseHeading)
      main.element("ul", ["class": "types"]) { list in
        for (preset, draft) in catalog.offered {
          list.element("li") { item in
            item.element(
              "a", ["href": WebRoutes.newRule(preset.key)],
              text: RuleFormStrings.typeName(presetKey: preset.key, title: draft.title))
            item.element("span", ["class": "next"], text: preset.description)
          }
        }
      }
    }
  }
}
