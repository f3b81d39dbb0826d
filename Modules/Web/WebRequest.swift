/// A request as the web app sees it: the server has read it whole and bounded its size.
public struct WebRequest: Sendable, Hashable {
  /// "GET", "POST", …
  public var method: String
  /// The path without its query ("/today").
  public var path: String
  /// The query's arguments, decoded.
  public var query: [String: String]
  /// The headers, names in lower case.
  public var headers: [String: String]
  /// The body's bytes (a form's fields, URL-encoded).
  public var body: [UInt8]

  /// A request.
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    self.body = body
  }

  /// The value of the cookie `name`, if the request carries it.
  public func cookie(_ name: String) -> String? {
    guard let header = headers["cookie"] else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      if parts[0].trimmingSpaces == name { return String(parts[1].trimmingSpaces) }
    }
    return nil
  }

  /// The form fields of a URL-encoded body (a later field of the same name is ignored).
  public var form: [String: String] { FormEncoding.fields(of: body) }
}

extension Substring {
  /// Without leading and trailing spaces.
  var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
