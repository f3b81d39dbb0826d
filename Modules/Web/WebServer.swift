import Dispatch
import JamaalCMicroHTTPD

/// The HTTP server under `jamaal serve`: libmicrohttpd on one address, one polling thread, each
/// request read whole (its body bounded) and answered by a handler — one request at a time, so
/// the web app's writes never race each other (the store's transactions order them against
/// other processes).
///
/// ```swift
/// let server = try WebServer(host: "127.0.0.1", port: 0) { request in await app.respond(to: request) }
/// print(server.port)
/// server.stop()
/// ```
public final class WebServer: @unchecked Sendable {
  /// Why the server did not start.
  public struct StartError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The address and port asked for.
    public let address: String
    /// Why libmicrohttpd could not be opened, when that is the reason (nil: the address could
    /// not be bound).
    public var missingLibrary: String? = nil
    /// "could not listen on 127.0.0.1:8080", or what is missing to listen at all.
    public var description: String {
      guard let missingLibrary else { return "could not listen on \(address)" }
      return "could not listen on \(address): libmicrohttpd is needed (\(missingLibrary))"
    }
  }

  /// The port it listens on (the one chosen when 0 was asked for).
  public let port: UInt16
  /// The largest request body read; a larger one is answered 413 unread.
  public let bodyLimit: Int

  private let daemon: OpaquePointer
  private let context: Unmanaged<ServerContext>
  private let stopped = Latch()

  /// Starts listening.
  /// - Parameters:
  ///   - host: an IPv4 address ("127.0.0.1").
  ///   - port: the port, 0 for any free one.
  ///   - bodyLimit: the largest body read, in bytes.
  ///   - tooLarge: the answer to a larger one.
  ///   - rate: each client address's bound: `perSecond` requests a second (0: no refill),
  ///     `burst` at once.
  ///   - tooMany: the answer past it (the handler is not called).
  ///   - handler: answers each request.
  /// - Throws: ``StartError`` when the address cannot be bound or libmicrohttpd is missing.
  public init(
    host: String, port: UInt16, bodyLimit: Int = 16 * 1024,
    tooLarge: WebResponse = WebResponse(status: 413),
    rate: (perSecond: Int, burst: Int) = (1000, 2000),
    tooMany: WebResponse = WebResponse(status: 429),
    handler: @escaping @Sendable (WebRequest) async -> WebResponse
  ) throws {
    self.bodyLimit = bodyLimit
    var problem = [CChar](repeating: 0, count: 256)
    guard jamaal_mhd_open(&problem, problem.count) == 0 else {
      let reason = problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw StartError(
        address: "\(host):\(port)", missingLibrary: String(decoding: reason, as: UTF8.self))
    }
    let context = Unmanaged.passRetained(
      ServerContext(
        bodyLimit: bodyLimit, tooLarge: tooLarge,
        rate: RequestRate(burst: rate.burst, perSecond: rate.perSecond), tooMany: tooMany,
        handler: handler))
    guard
      let daemon = jamaal_mhd_start(
        host, port, 64, 32, 15, serveRequest, context.toOpaque(), requestCompleted)
    else {
      context.release()
      throw StartError(address: "\(host):\(port)")
    }
    self.daemon = daemon
    self.context = context
    self.port = jamaal_mhd_port(daemon)
  }

  /// Stops listening and closes every connection (once; later calls do nothing).
  public func stop() {
    guard stopped.close() else { return }
    jamaal_mhd_stop(daemon)
    context.release()
  }

  deinit { stop() }
}

/// What the C callbacks reach through their context pointer.
final class ServerContext: Sendable {
  let bodyLimit: Int
  let tooLarge: WebResponse
  let rate: RequestRate
  let tooMany: WebResponse
  let handler: @Sendable (WebRequest) async -> WebResponse

  init(
    bodyLimit: Int, tooLarge: WebResponse, rate: RequestRate, tooMany: WebResponse,
    handler: @escaping @Sendable (WebRequest) async -> WebResponse
  ) {
    self.bodyLimit = bodyLimit
    self.tooLarge = tooLarge
    self.rate = rate
    self.tooMany = tooMany
    self.handler = handler
  }

  /// Runs the handler and waits for it: the server's polling thread is not one of Swift's
  /// cooperative threads, so waiting there blocks no task; the handler runs on the server's own
  /// queue, so a busy cooperative pool cannot hold a request back.
  func answer(_ request: WebRequest) -> WebResponse {
    let waiter = Waiter()
    let handler = handler
    Task(executorPreference: QueueExecutor.server) {
      waiter.response = await handler(request)
      waiter.done.signal()
    }
    waiter.done.wait()
    return waiter.response ?? WebResponse(status: 500)
  }
}

/// Runs the handler's jobs on a queue of the server's own rather than the cooperative pool.
private final class QueueExecutor: TaskExecutor {
  static let server = QueueExecutor()
  private let queue = DispatchQueue(label: "jamaal.web.handler")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}

/// A handler's answer handed from its task to the polling thread (the semaphore orders them).
private final class Waiter: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  var response: WebResponse?
}

/// A flag set once, from any thread.
private final class Latch: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var isClosed = false

  /// Sets it; true the first time.
  func close() -> Bool {
    lock.wait()
    defer { lock.signal() }
    guard !isClosed else { return false }
    isClosed = true
    return true
  }
}
