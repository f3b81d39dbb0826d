import JamaalPresentation

/// The frame of every page: the document, its title, the stylesheet and the navigation.
enum PageFrame {
  /// A whole page around what `main` adds.
  static func page(title: String, navigation: Bool = true, main: (inout HTML) -> Void) -> String {
    var html = HTML()
    html.element("html", ["lang": "en"]) { html in
      html.element("head") { head in
        head.void("meta", ["charset": "utf-8"])
        head.void("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"])
        head.element("title", text: title + " · " + WebStrings.appName)
        head.void("link", ["rel": "stylesheet", "href": WebRoutes.stylesheet])
        head.element("script", ["src": WebRoutes.script, "defer": "defer"], text: "")
      }
      html.element("body") { body in
        if navigation {
          body.element("nav", ["aria-label": WebStrings.navigation]) { nav in
            nav.element("a", ["href": WebRoutes.today], text: WebStrings.today)
            nav.element("a", ["href": WebRoutes.rules], text: WebStrings.rules)
            nav.element("a", ["href": WebRoutes.settings], text: WebStrings.settings)
          }
        }
        body.element("main", body: main)
      }
    }
    return "<!doctype html>" + html.markup
  }
}

/// Why a request was refused, and the way back.
struct RefusalPage {
  /// Why.
  let words: String
  /// Whether the way back to Today works (not without the session).
  let signedIn: Bool

  var html: String {
    PageFrame.page(title: WebStrings.appName, navigation: signedIn) { main in
      main.element("p", ["role": "alert"], text: words)
      main.element("p", text: WebStrings.nothingWritten)
      if signedIn { main.element("a", ["href": WebRoutes.today], text: WebStrings.backToToday) }
    }
  }
}
