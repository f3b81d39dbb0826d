public import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// The web app of `jamaal serve`: answers one request from the door alone (the screen values and
/// capabilities of ``Jamaal``), after the checks that keep it safe on a shared machine — the
/// `Host` it printed, the session its printed address starts, the form token on every POST.
/// A refused request writes nothing and says why on the page.
public struct WebApp: Sendable {
  /// The door.
  public let jamaal: Jamaal
  /// This run's address and secrets.
  public let session: WebSession

  /// The app of one run.
  /// - Parameters:
  ///   - jamaal: the opened facade.
  ///   - session: the run's address and secrets.
  public init(jamaal: Jamaal, session: WebSession) {
    self.jamaal = jamaal
    self.session = session
  }

  /// Answers `request`.
  public func respond(to request: WebRequest) async -> WebResponse {
    guard request.headers["host"] == session.authority else {
      return refusal(WebStrings.wrongHost, status: 421)
    }
    if request.path == "/open" { return open(request) }
    guard session.isSignedIn(request) else { return refusal(WebStrings.notSignedIn, status: 403) }
    switch request.method {
    case "GET", "HEAD": return await get(request.path)
    case "POST":
      if let origin = request.headers["origin"], origin != session.origin {
        return refusal(WebStrings.staleForm, status: 403)
      }
      let form = request.form
      guard session.carriesFormToken(form) else {
        return refusal(WebStrings.staleForm, status: 403)
      }
      return post(request.path, form: form)
    default: return refusal(WebStrings.wrongMethod, status: 405)
    }
  }

  /// The printed address: exchanges its token, once, for the session cookie.
  private func open(_ request: WebRequest) -> WebResponse {
    if session.isSignedIn(request) { return .seeOther(WebRoutes.today) }
    let token = request.query["token"] ?? ""
    if session.takeLaunchToken(token) {
      var response = WebResponse.seeOther(WebRoutes.today)
      response.headers["Set-Cookie"] = session.cookieHeader
      return response
    }
    let words = session.isLaunchToken(token) ? WebStrings.addressUsed : WebStrings.notSignedIn
    return refusal(words, status: 403)
  }

  private func get(_ path: String) async -> WebResponse {
    switch path {
    case "/": return .seeOther(WebRoutes.today)
    case WebRoutes.today:
      do {
        let screen = try await jamaal.todayScreen()
        return .page(TodayPage(screen: screen, formToken: session.formToken).html)
      } catch {
        return failure(error)
      }
    case WebRoutes.stylesheet:
      return WebResponse(
        status: 200, headers: ["Content-Type": "text/css; charset=utf-8"],
        body: Array(Stylesheet.text.utf8))
    default: return refusal(WebStrings.notFound, status: 404)
    }
  }

  private func post(_ path: String, form: [String: String]) -> WebResponse {
    guard let (id, action) = WebRoutes.anchorAction(path) else {
      return refusal(WebStrings.notFound, status: 404)
    }
    do {
      let anchor = try jamaal.anchors.matching(id)
      _ = try jamaal.anchors.act(action, on: anchor)
      return .seeOther(WebRoutes.today + "#" + WebRoutes.anchorFragment(anchor.id))
    } catch {
      return failure(error)
    }
  }

  /// A refusal or failure as a page: why, that nothing was written, the way back.
  private func failure(_ error: any Error) -> WebResponse {
    guard let error = error as? JamaalError else {
      return refusal(WebStrings.storeFailed(String(describing: error)), status: 500)
    }
    switch error.kind {
    case .notFound, .ambiguous, .idTooShort: return refusal(WebStrings.noSuchAnchor, status: 404)
    default: return refusal(error.message, status: 409)
    }
  }

  private func refusal(_ words: String, status: Int) -> WebResponse {
    .page(RefusalPage(words: words, signedIn: status != 403 && status != 421).html, status: status)
  }
}

extension WebApp {
  /// The answer to a body larger than any form sends (read no further).
  static let tooLarge = WebResponse.page(
    RefusalPage(words: WebStrings.tooLarge, signedIn: true).html, status: 413)
}
