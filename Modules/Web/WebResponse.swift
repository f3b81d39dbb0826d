/// What the web app answers: a status, headers and a body. The server adds the headers every
/// response carries (``WebResponse/securityHeaders``).
public struct WebResponse: Sendable, Hashable {
  /// The HTTP status code.
  public var status: Int
  /// Headers besides the security ones, by name.
  public var headers: [String: String]
  /// The body.
  public var body: [UInt8]

  /// A response.
  public init(status: Int, headers: [String: String] = [:], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// An HTML page.
  static func page(_ html: String, status: Int = 200) -> WebResponse {
    WebResponse(
      status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.utf8))
  }

  /// A redirect after a POST, or to the page a token opens (303, so the browser GETs it).
  static func seeOther(_ location: String) -> WebResponse {
    WebResponse(status: 303, headers: ["Location": location])
  }

  /// The body as text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// What every response carries: nothing from elsewhere (CSP `default-src 'self'`), no
  /// framing, no sniffing, no referrer beyond its own pages (a form POST then carries its
  /// `Origin`, which Chromium sends as `null` under `no-referrer`), no caching of a page holding
  /// a form token.
  public static let securityHeaders: [(name: String, value: String)] = [
    ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; form-action 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "same-origin"),
    ("X-Frame-Options", "DENY"),
    ("Cache-Control", "no-store"),
  ]
}
