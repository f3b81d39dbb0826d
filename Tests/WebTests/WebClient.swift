import Foundation
import JamaalWeb
import Testing

/// A browser without script over a ``WebApp``: it opens the printed address once, keeps the
/// cookie, follows redirects and posts the forms a page shows, with the page's form token.
struct WebClient {
  let app: WebApp
  private(set) var cookie: String?
  /// The last page got.
  private(set) var page = ""

  init(_ app: WebApp) { self.app = app }

  func request(_ method: String, _ path: String, body: String = "") -> WebRequest {
    var headers = ["Host": "127.0.0.1:\(app.session.port)"]
    if let cookie { headers["Cookie"] = cookie }
    let parts = path.split(separator: "?", maxSplits: 1)
    var query: [String: String] = [:]
    if parts.count == 2, let equals = parts[1].firstIndex(of: "=") {
      query[String(parts[1][..<equals])] = String(parts[1][parts[1].index(after: equals)...])
    }
    return WebRequest(
      method: method, path: String(parts[0]), query: query, headers: headers,
      body: Array(body.utf8))
  }

  /// Opens the printed address: the cookie, then Today.
  mutating func signIn() async throws {
    let launch = try #require(URL(string: app.session.launchURL))
    let response = await app.respond(
      to: request("GET", launch.path + "?" + (launch.query ?? "")))
    let header = try #require(response.headers["Set-Cookie"])
    cookie = String(try #require(header.split(separator: ";").first))
    try await follow(response)
  }

  /// GETs `path`, following redirects; the final response.
  @discardableResult
  mutating func get(_ path: String) async throws -> WebResponse {
    let response = await app.respond(to: request("GET", path))
    return try await follow(response)
  }

  /// Posts the form of the page whose action is `action` (it must be on the last page), and
  /// follows the redirect.
  @discardableResult
  mutating func submit(_ action: String) async throws -> WebResponse {
    #expect(page.contains("action=\"\(action)\""), "no form \(action) on the page")
    return try await post(action)
  }

  /// Fills the form whose action is `action` (it must be on the last page) with `fields`, sends
  /// it with the page's form token, and follows the redirect.
  @discardableResult
  mutating func fill(_ action: String, _ fields: [String: String]) async throws -> WebResponse {
    #expect(page.contains("action=\"\(action)\""), "no form \(action) on the page")
    let allowed = CharacterSet.alphanumerics
    var body = "form-token=\(try formToken())"
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      body += "&\(name)=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
    return try await follow(await app.respond(to: request("POST", action, body: body)))
  }

  /// Posts to `action` with `token` (the last page's form token unless told), whether or not
  /// the page shows the form.
  @discardableResult
  mutating func post(_ action: String, token: String? = nil) async throws -> WebResponse {
    let token = try token ?? formToken()
    let response = await app.respond(to: request("POST", action, body: "form-token=\(token)"))
    return try await follow(response)
  }

  /// The form token of the last page.
  func formToken() throws -> String {
    let marker = "name=\"form-token\" value=\""
    let start = try #require(page.range(of: marker)).upperBound
    return String(page[start...].prefix { $0 != "\"" })
  }

  @discardableResult
  private mutating func follow(_ first: WebResponse) async throws -> WebResponse {
    var response = first
    var hops = 0
    while response.status == 303, let location = response.headers["Location"], hops < 5 {
      let path = String(location.split(separator: "#").first ?? "")
      response = await app.respond(to: request("GET", path))
      hops += 1
    }
    if response.headers["Content-Type"]?.hasPrefix("text/html") == true { page = response.text }
    return response
  }
}
