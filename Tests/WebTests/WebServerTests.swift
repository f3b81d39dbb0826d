import Foundation
import JamaalWeb
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server on a real socket (127.0.0.1, a free port): a request read whole, the security
/// headers on every answer, a body past the limit answered 413 without reaching the app.
@Suite struct WebServerTests {
  final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var requests: [WebRequest] = []
    func add(_ request: WebRequest) { lock.withLock { requests.append(request) } }
  }

  func send(_ request: URLRequest) async throws -> (Int, [AnyHashable: Any], Data) {
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return (http.statusCode, http.allHeaderFields, data)
  }

  @Test func aRequestIsReadWholeAndAnsweredWithTheSecurityHeaders() async throws {
    let seen = Seen()
    let server = try WebServer(host: "127.0.0.1", port: 0, bodyLimit: 1024) { request in
      seen.add(request)
      return WebResponse(
        status: 200, headers: ["Content-Type": "text/plain"], body: Array("ok".utf8))
    }
    defer { server.stop() }
    #expect(server.port > 0)
    var post = URLRequest(
      url: try #require(URL(string: "http://127.0.0.1:\(server.port)/anchors?x=1")))
    post.httpMethod = "POST"
    post.httpBody = Data("form-token=abc&title=a%20b".utf8)
    let (status, headers, body) = try await send(post)
    #expect(status == 200)
    #expect(String(decoding: body, as: UTF8.self) == "ok")
    #expect(
      headers["Content-Security-Policy"] as? String
        == "default-src 'self'; frame-ancestors 'none'; form-action 'self'")
    let request = try #require(seen.requests.first)
    #expect(request.method == "POST" && request.path == "/anchors" && request.query["x"] == "1")
    #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
    #expect(request.form == ["form-token": "abc", "title": "a b"])

    var large = post
    large.httpBody = Data(repeating: UInt8(ascii: "a"), count: 4096)
    let (tooLarge, _, _) = try await send(large)
    #expect(tooLarge == 413)
    #expect(seen.requests.count == 1)
  }

  @Test func aClientPastItsRateIsAnswered429WithoutReachingTheApp() async throws {
    let seen = Seen()
    let server = try WebServer(host: "127.0.0.1", port: 0, rate: (perSecond: 0, burst: 3)) {
      request in
      seen.add(request)
      return WebResponse(status: 200)
    }
    defer { server.stop() }
    let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/today"))
    var statuses: [Int] = []
    for _ in 0..<5 { statuses.append(try await send(URLRequest(url: url)).0) }
    #expect(statuses.prefix(3).allSatisfy { $0 == 200 })
    #expect(statuses.last == 429)
    #expect(seen.requests.count == 3)
  }

  @Test func aPortInUseIsAClearError() throws {
    let first = try WebServer(host: "127.0.0.1", port: 0) { _ in WebResponse(status: 200) }
    defer { first.stop() }
    #expect(throws: WebServer.StartError.self) {
      try WebServer(host: "127.0.0.1", port: first.port) { _ in WebResponse(status: 200) }
    }
  }
}
