import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalPresetFiles
import JamaalSchedule
import JamaalTestSupport
import JamaalWeb
import Testing

/// The web app's HTTP layer as a browser (and an attacker) meets it: the printed address, the
/// cookie, `Host`, the form token, escaping, and that a refused POST writes nothing.
@Suite struct WebAppTests {
  let clock = FixedClock(
    now: Fixtures.instant("2026-11-30T08:20:00Z"), timeZone: Fixtures.zone("Europe/London"))

  struct NotReady: Error {}

  /// A store with a school run titled `title`, and the app of one run on port 4242.
  func app(title: String = "School run") throws -> WebApp {
    let store = Fixtures.temporaryFolder("jamaal-web").appendingPathComponent("s.sqlite")
    let registry = try SourceRegistry([ScheduledSource()])
    guard
      case .ready(let jamaal) = Jamaal.open(
        JamaalConfiguration(store: .file(store), registry: registry, clock: clock))
    else { throw NotReady() }
    let presets = try PresetLibrary.bundled(registry: registry)
    var draft = try #require(presets.preset("school-run")?.draft)
    draft.title = title
    _ = try jamaal.rules.add(try jamaal.rules.applying([], to: draft))
    return WebApp(
      door: WebDoor(jamaal), session: WebSession(host: "127.0.0.1", port: 4242),
      catalog: WebCatalog(presets: PresetLibrary(presets: [])))
  }

  func request(
    _ method: String, _ path: String, query: [String: String] = [:], cookie: String? = nil,
    host: String = "127.0.0.1:4242", body: String = ""
  ) -> WebRequest {
    var headers = ["Host": host]
    if let cookie { headers["Cookie"] = cookie }
    return WebRequest(
      method: method, path: path, query: query, headers: headers, body: Array(body.utf8))
  }

  /// Opens the printed address and returns the session cookie ("name=value").
  func signIn(_ app: WebApp) async throws -> String {
    let token = try #require(app.session.launchURL.split(separator: "=").last.map(String.init))
    let response = await app.respond(to: request("GET", "/open", query: ["token": token]))
    #expect(response.status == 303)
    #expect(response.headers["Location"] == "/today")
    let cookie = try #require(response.headers["Set-Cookie"])
    #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
    return String(try #require(cookie.split(separator: ";").first))
  }

  func formToken(in page: String) throws -> String {
    let marker = "name=\"form-token\" value=\""
    let start = try #require(page.range(of: marker)).upperBound
    return String(page[start...].prefix { $0 != "\"" })
  }

  func attendPath(in page: String) throws -> String {
    let start = try #require(page.range(of: "action=\"/anchors/")).lowerBound
    let path = page[start...].dropFirst("action=\"".count).prefix { $0 != "\"" }
    return try #require(path.hasSuffix("/attend") ? String(path) : nil)
  }

  func stateOfDropOff(_ app: WebApp) throws -> AttendanceStatus {
    let anchors = try #require(app.door.jamaal).anchors.from(
      LogicalDate(year: 2026, month: 11, day: 30),
      through: LogicalDate(year: 2026, month: 11, day: 30))
    return try #require(anchors.min { $0.windowStart < $1.windowStart }).attendanceStatus
  }

  @Test func thePrintedAddressStartsOneSessionOnceAndTodayShowsItsButtons() async throws {
    let app = try app()
    let cookie = try await signIn(app)
    let page = await app.respond(to: request("GET", "/today", cookie: cookie))
    #expect(page.status == 200)
    #expect(page.text.contains(TodayStrings.heading(LogicalDate(year: 2026, month: 11, day: 30))))
    #expect(page.text.contains(">Attended</button>"))
    #expect(page.text.contains(">Someone else did it</button>"))
    // The address again, without the cookie (another browser): refused, used already.
    let token = try #require(app.session.launchURL.split(separator: "=").last.map(String.init))
    let again = await app.respond(to: request("GET", "/open", query: ["token": token]))
    #expect(again.status == 403)
    #expect(again.text.contains(HTMLEscaped(WebStrings.addressUsed).text))
    // No cookie, or another run's: no page.
    #expect(await app.respond(to: request("GET", "/today")).status == 403)
    let other = try self.app()
    let otherCookie = try await signIn(other)
    #expect(await app.respond(to: request("GET", "/today", cookie: otherCookie)).status == 403)
  }

  @Test func aRequestNamingAnotherHostIsRefused() async throws {
    let app = try app()
    let cookie = try await signIn(app)
    for host in ["evil.example:4242", "127.0.0.1:4243", "localhost:4242", ""] {
      let response = await app.respond(to: request("GET", "/today", cookie: cookie, host: host))
      #expect(response.status == 421, "\(host)")
    }
  }

  @Test func anActionWithItsFormTokenWritesAndARefusedOneWritesNothing() async throws {
    let app = try app()
    let cookie = try await signIn(app)
    let page = await app.respond(to: request("GET", "/today", cookie: cookie)).text
    let path = try attendPath(in: page)
    let token = try formToken(in: page)
    // Without the token, with a wrong one, from another origin: refused, nothing written.
    for body in ["", "form-token=\(String(repeating: "0", count: 64))"] {
      let refused = await app.respond(to: request("POST", path, cookie: cookie, body: body))
      #expect(refused.status == 403)
      #expect(refused.text.contains(WebStrings.nothingWritten))
      // Signed in, so the refusal keeps the way back its words ask for.
      #expect(refused.text.contains("<a href=\"/today\">\(WebStrings.backToToday)</a>"))
    }
    var foreign = request("POST", path, cookie: cookie, body: "form-token=\(token)")
    foreign.headers["origin"] = "http://evil.example"
    #expect(await app.respond(to: foreign).status == 403)
    #expect(try stateOfDropOff(app) == .pending)
    // With it: written, and the browser is sent back to the row (POST-redirect-GET).
    let done = await app.respond(
      to: request("POST", path, cookie: cookie, body: "form-token=\(token)"))
    #expect(done.status == 303)
    #expect(done.headers["Location"]?.hasPrefix("/today#anchor-") == true)
    #expect(try stateOfDropOff(app) == .attended)
    // Again: the door refuses (decided already), the page says why.
    let twice = await app.respond(
      to: request("POST", path, cookie: cookie, body: "form-token=\(token)"))
    #expect(twice.status == 409)
  }

  @Test func aHostileTitleIsShownInert() async throws {
    let hostile = "<script>alert(1)</script>\"' onmouseover=x &amp;"
    let app = try app(title: hostile)
    let cookie = try await signIn(app)
    let page = await app.respond(to: request("GET", "/today", cookie: cookie)).text
    #expect(!page.contains("<script>"))
    #expect(!page.contains("\"' onmouseover"))
    #expect(
      page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39; onmouseover=x &amp;amp;"))
  }

  @Test func unknownPagesAndMethodsAreRefused() async throws {
    let app = try app()
    let cookie = try await signIn(app)
    #expect(await app.respond(to: request("GET", "/rules/../../etc", cookie: cookie)).status == 404)
    #expect(await app.respond(to: request("DELETE", "/today", cookie: cookie)).status == 405)
    let token = try formToken(
      in: await app.respond(to: request("GET", "/today", cookie: cookie)).text)
    let bad = await app.respond(
      to: request(
        "POST", "/anchors/\(UUID().uuidString.lowercased())/attend", cookie: cookie,
        body: "form-token=\(token)"))
    #expect(bad.status == 404)
  }
}

/// A value as the page writes it.
struct HTMLEscaped {
  let text: String
  init(_ value: String) {
    text = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
      of: "'", with: "&#39;")
  }
}
