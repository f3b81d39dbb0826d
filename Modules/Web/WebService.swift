import JamaalCore
import Synchronization

/// `jamaal serve`'s web app on its server: started on an address, with this run's secrets.
///
/// ```swift
/// let catalog = WebCatalog(presets: try BundledPresets.bundled(registry: registry))
/// let service = try WebService.start(
///   door: WebDoor(jamaal), host: "127.0.0.1", port: 0, catalog: catalog)
/// print(service.session.launchURL)
/// service.stop()
/// ```
public final class WebService: Sendable {
  /// The run's address and secrets (its port is the one bound).
  public let session: WebSession
  private let server: WebServer

  private init(session: WebSession, server: WebServer) {
    self.session = session
    self.server = server
  }

  /// Starts serving `door` on `host:port` (port 0: any free one), its create forms offering
  /// `catalog`.
  /// - Throws: ``WebServer/StartError`` when the address cannot be bound.
  public static func start(
    door: WebDoor, host: String, port: UInt16, catalog: WebCatalog
  ) throws -> WebService {
    // The session needs the port bound, and the server its handler: the handler finds the
    // app once it is made (a request before then cannot have the printed address).
    let slot = AppSlot()
    let server = try WebServer(
      host: host, port: port, tooLarge: WebApp.tooLarge, tooMany: WebApp.tooMany
    ) { request in
      guard let app = slot.app.withLock({ $0 }) else { return WebResponse(status: 503) }
      return await app.respond(to: request)
    }
    let session = WebSession(host: host, port: server.port)
    slot.app.withLock { $0 = WebApp(door: door, session: session, catalog: catalog) }
    return WebService(session: session, server: server)
  }

  /// Stops serving (once).
  public func stop() { server.stop() }
}

/// Where the handler finds the app.
private final class AppSlot: Sendable {
  let app = Mutex<WebApp?>(nil)
}
