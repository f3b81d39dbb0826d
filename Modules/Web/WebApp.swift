import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// The web app of `jamaal serve`: answers one request from the door alone (the screen values and
/// capabilities of ``Jamaal``), after the checks that keep it safe on a shared machine — the
/// `Host` it printed, the session its printed address starts, the form token on every POST.
/// A refused request writes nothing and says why on the page.
public struct WebApp: Sendable {
  /// What the pages stand on: the door, or the recovery of a store that did not open.
  public let door: WebDoor
  /// This run's address and secrets.
  public let session: WebSession
  /// What the create forms offer.
  public let catalog: WebCatalog

  /// The app of one run.
  /// - Parameters:
  ///   - door: the opened facade, or the recovery of a store that did not open.
  ///   - session: the run's address and secrets.
  ///   - catalog: what the create forms offer.
  public init(door: WebDoor, session: WebSession, catalog: WebCatalog) {
    self.door = door
    self.session = session
    self.catalog = catalog
  }

  /// Answers `request`.
  public func respond(to request: WebRequest) async -> WebResponse {
    guard request.headers["host"] == session.authority else {
      return refusal(WebStrings.wrongHost, status: 421)
    }
    if request.path == "/open" { return open(request) }
    guard session.isSignedIn(request) else { return refusal(WebStrings.notSignedIn, status: 403) }
    if let asset = WebApp.asset(request) { return asset }
    if request.path == WebRoutes.places, request.method == "GET" {
      return placeSuggestions(request)
    }
    let jamaal: Jamaal
    switch door.phase.withLock({ $0 }) {
    case .ready(let opened): jamaal = opened
    case .recovering(let recovery, _): return checkedForm(request) ?? recover(request, recovery)
    }
    switch request.method {
    case "GET", "HEAD": return await get(request.path, jamaal)
    case "POST":
      if let refused = checkedForm(request) { return refused }
      return await post(request.path, form: request.form, jamaal)
    default: return refusal(WebStrings.wrongMethod, status: 405)
    }
  }

  /// The refusal of a POST that did not come from this run's page (a foreign `Origin`, no
  /// form token or a wrong one); `nil` for any other request, or a POST from the page.
  private func checkedForm(_ request: WebRequest) -> WebResponse? {
    switch request.method {
    case "GET", "HEAD": return nil
    case "POST":
      // Signed in (checked before): the refusal keeps the way back to Today.
      if let origin = request.headers["origin"], origin != session.origin {
        return refusal(WebStrings.staleForm, status: 403, signedIn: true)
      }
      guard session.carriesFormToken(request.form) else {
        return refusal(WebStrings.staleForm, status: 403, signedIn: true)
      }
      return nil
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

  /// A refusal or failure as a page: why, that nothing was written, the way back.
  /// - Parameters:
  ///   - error: what the door threw.
  ///   - missing: the words for an id that names nothing (an Anchor's, a rule's).
  /// - Returns: the page.
  func failure(_ error: any Error, missing: String = WebStrings.noSuchAnchor) -> WebResponse {
    guard let error = error as? JamaalError else {
      return refusal(WebStrings.storeFailed(String(describing: error)), status: 500)
    }
    switch error.kind {
    case .notFound, .ambiguous, .idTooShort: return refusal(missing, status: 404)
    default: return refusal(error.message, status: 409)
    }
  }

  func refusal(_ words: String, status: Int, signedIn: Bool? = nil) -> WebResponse {
    let signedIn = signedIn ?? (status != 403 && status != 421)
    return .page(RefusalPage(words: words, signedIn: signedIn).html, status: status)
  }
}

extension WebApp {
  /// The answer to a body larger than any form sends (read no further).
  static let tooLarge = WebResponse.page(
    RefusalPage(words: WebStrings.tooLarge, signedIn: true).html, status: 413)
  /// The answer past a client's rate (the app is not asked).
  static let tooMany = WebResponse.page(
    RefusalPage(words: WebStrings.tooMany, signedIn: true).html, status: 429)
}
