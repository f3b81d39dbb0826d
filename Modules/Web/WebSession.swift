import Synchronization

/// One run of `jamaal serve`: where it listens and its secrets — the token in the printed
/// address (good once), the session cookie it is exchanged for, and the token every form
/// carries. Another run, or another port, has other secrets, so none of this run's is accepted
/// there.
public final class WebSession: Sendable {
  /// The address it listens on ("127.0.0.1").
  public let host: String
  /// The port it listens on.
  public let port: UInt16
  /// The printed address's token.
  let launchToken: String
  /// The session cookie's value.
  let cookieValue: String
  /// The token of every form.
  let formToken: String
  private let launchUsed = Mutex(false)

  /// A session with fresh secrets from the system's secure random source.
  /// - Parameters:
  ///   - host: the address listened on.
  ///   - port: the port listened on.
  public init(host: String, port: UInt16) {
    self.host = host
    self.port = port
    launchToken = Self.secret()
    cookieValue = Self.secret()
    formToken = Self.secret()
  }

  /// The address to open: it carries the launch token.
  public var launchURL: String { "\(origin)/open?token=\(launchToken)" }

  /// "http://127.0.0.1:8080": what a request's `Host` and `Origin` must name.
  var origin: String { "http://\(authority)" }
  /// "127.0.0.1:8080".
  var authority: String { "\(host):\(port)" }
  /// The cookie's name, with the port in it: browsers share cookies across the ports of a host.
  var cookieName: String { "jamaal-session-\(port)" }

  /// The `Set-Cookie` value that starts the session.
  var cookieHeader: String {
    "\(cookieName)=\(cookieValue); Path=/; HttpOnly; SameSite=Strict"
  }

  /// Takes the launch token: true the first time the right token is shown.
  func takeLaunchToken(_ token: String) -> Bool {
    guard Self.same(token, launchToken) else { return false }
    return launchUsed.withLock { used in
      defer { used = true }
      return !used
    }
  }

  /// Whether `token` is the launch token (taken or not).
  func isLaunchToken(_ token: String) -> Bool { Self.same(token, launchToken) }

  /// Whether a request carries this session's cookie.
  func isSignedIn(_ request: WebRequest) -> Bool {
    request.cookie(cookieName).map { Self.same($0, cookieValue) } ?? false
  }

  /// Whether a form carries this session's form token.
  func carriesFormToken(_ form: [String: String]) -> Bool {
    form[WebFields.formToken].map { Self.same($0, formToken) } ?? false
  }

  /// 32 random bytes as hex.
  private static func secret() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return String(byte, radix: 16).count == 1
        ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }.joined()
  }

  /// Compares in time independent of where they differ.
  private static func same(_ left: String, _ right: String) -> Bool {
    let (a, b) = (Array(left.utf8), Array(right.utf8))
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}

/// The names of the form fields the pages send.
enum WebFields {
  /// The form token's field.
  static let formToken = "form-token"
}
