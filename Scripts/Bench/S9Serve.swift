import Foundation
import JamaalCore
import JamaalTestSupport
import JamaalWeb

extension Figure {
  /// S9: the server time of Today's page on the heavy user's store (50 rules, about 60,000
  /// Anchors) — the web app's answer to a signed-in GET /today, through the door, in ms.
  static func s9() -> Figure {
    Figure(id: "S9", what: "serve: Today's page, 60,000 Anchors (server time)", unit: "ms", bar: 5)
    {
      let client = try ServeBench.signedIn()
      return {
        try seconds {
          let page = try blocking { await client.app.respond(to: client.request("/today")) }
          guard page.status == 200 else { throw CocoaError(.fileReadCorruptFile) }
          blackHole(page)
        } * 1000
      }
    }
  }

  /// S9B: the largest page of the heavy store with its assets (the stylesheet and the script),
  /// in KB: Today, the rules list and a rule's detail.
  static func s9Bytes() -> Figure {
    Figure(id: "S9B", what: "serve: largest page with its assets", unit: "KB", bar: 50) {
      let client = try ServeBench.signedIn()
      return {
        let assets = try ["/style.css", "/jamaal.js"].map { try client.bytes($0) }.reduce(0, +)
        var pages = [try client.bytes("/today"), try client.bytes("/rules")]
        let list = try blocking { await client.app.respond(to: client.request("/rules")) }.text
        if let link = list.range(of: "href=\"/rules/") {
          let path = list[link.upperBound...].prefix { $0 != "\"" }
          pages.append(try client.bytes("/rules/" + path))
        }
        return Double((pages.max() ?? 0) + assets) / 1024
      }
    }
  }
}

/// The web app on S5's store, signed in as a browser is.
struct ServeBench {
  let app: WebApp
  let cookie: String

  static func signedIn() throws -> ServeBench {
    let jamaal = try LaunchBench.open(try LaunchBench.existingStore())
    let app = WebApp(
      door: WebDoor(jamaal), session: WebSession(host: "127.0.0.1", port: 4242),
      catalog: WebCatalog(presets: PresetLibrary(presets: [])))
    let token = String(app.session.launchURL.split(separator: "=").last ?? "")
    let opened = try blocking {
      await app.respond(
        to: WebRequest(
          method: "GET", path: "/open", query: ["token": token],
          headers: ["Host": "127.0.0.1:4242"]))
    }
    let cookie = opened.headers["Set-Cookie"]?.split(separator: ";").first.map(String.init)
    guard let cookie else { throw CocoaError(.userCancelled) }
    return ServeBench(app: app, cookie: cookie)
  }

  func request(_ path: String) -> WebRequest {
    WebRequest(method: "GET", path: path, headers: ["Host": "127.0.0.1:4242", "Cookie": cookie])
  }

  /// The size of the answer to GET `path`, in bytes.
  func bytes(_ path: String) throws -> Int {
    let response = try blocking { await app.respond(to: request(path)) }
    guard response.status == 200 else { throw CocoaError(.fileReadCorruptFile) }
    return response.body.count
  }
}
