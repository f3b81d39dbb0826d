import Foundation
import JamaalCommandLine
import JamaalCore
import JamaalPresentation
import JamaalWeb

/// `jamaal serve [--port N] [--open] [--listen ADDRESS]`: the screens in a browser, until
/// interrupted.
enum ServeCommand {
  /// `jamaal serve`.
  static let command = CommandSpec(
    "serve", "[--port N] [--open] [--listen ADDRESS]",
    "Serves the screens to a browser on this machine until interrupted.", options: Option.self,
    run: serve)

  /// The options of `jamaal serve`.
  enum Option: String, CommandOption {
    case port, open, listen

    var usage: (value: String?, help: String) {
      switch self {
      case .port: ("N", "the port (default: any free one, printed)")
      case .open: (nil, "open the address in the desktop's browser")
      case .listen: ("ADDRESS", "listen on another IPv4 address than 127.0.0.1 (warns)")
      }
    }
  }

  static func serve(_ invocation: Invocation<Option>) async throws {
    let session = try Session(invocation)
    let port = try invocation.integer(.port, in: 0...65535) ?? 0
    let host = invocation.value(.listen) ?? "127.0.0.1"
    guard isIPv4(host) else {
      throw CLIError.refused("--listen: give an IPv4 address such as 127.0.0.1, not '\(host)'")
    }
    try session.checkStorePath()
    var configuration = try session.configuration()
    configuration.clock = session.environment.runningClock
    // A store that needs recovery is served too: its pages are the recovery screen (G-81).
    let door: WebDoor
    switch Jamaal.open(configuration) {
    case .ready(let opened): door = WebDoor(opened)
    case .needsRecovery(let recovery):
      Output.error(Session.recoveryMessage(recovery))
      door = WebDoor(recovering: recovery)
    case .failed(let error): throw CLIError.refused(error.message)
    }
    let catalog = WebCatalog(
      presets: try session.presets(), places: try session.plugins.placeFinding(session))
    let service: WebService
    do {
      service = try WebService.start(
        door: door, host: host, port: UInt16(port), catalog: catalog)
    } catch let error as WebServer.StartError where error.missingLibrary != nil {
      throw CLIError.refused("\(error)")  // not the port's fault: the library is missing
    } catch {
      throw CLIError.refused("--port: \(error)")
    }
    if host != "127.0.0.1" {
      Output.error(WebStrings.listeningBeyondThisMachine("\(host):\(service.session.port)"))
    }
    print(WebStrings.serving(service.session.launchURL))
    fflush(nil)
    if invocation.flag(.open) { openInBrowser(service.session.launchURL) }
    let runtime = RuntimeAddress(store: session.storeURL)
    runtime.write(service.session.launchURL)
    await Interrupt.wait()
    runtime.remove()
    service.stop()
    print(WebStrings.stopped)
  }

  private static func isIPv4(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy {
        $0.count <= 3 && !$0.isEmpty && (UInt8($0) != nil) && $0.allSatisfy(\.isASCII)
      }
  }

  /// Hands the address to the desktop's opener (`xdg-open`), if there is one.
  private static func openInBrowser(_ url: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    try? process.run()
  }
}

/// `<store>.serve-url`: the address of the running `serve` for its store (no token), which
/// `jamaal reminders deliver` opens a clicked notification's route on; removed when it stops.
struct RuntimeAddress {
  let store: URL

  var path: String { store.path + ".serve-url" }

  /// Writes the origin of `launchURL` (`http://127.0.0.1:PORT`), replacing the file whole.
  func write(_ launchURL: String) {
    guard let origin = launchURL.components(separatedBy: "/open").first else { return }
    let temporary = path + ".writing.\(getpid())"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: Data((origin + "\n").utf8),
        attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  func remove() { unlink(path) }
}

/// Waits for SIGINT or SIGTERM.
enum Interrupt {
  static func wait() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Once(continuation)
      for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { once.resume() }
        source.resume()
        Sources.keep(source)
      }
    }
  }

  /// Resumes a continuation once.
  private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    func resume() {
      lock.lock()
      let taken = continuation
      continuation = nil
      lock.unlock()
      taken?.resume()
    }
  }

  /// Keeps the signal sources alive for the life of the process.
  private enum Sources {
    nonisolated(unsafe) static var all: [any DispatchSourceSignal] = []
    static func keep(_ source: any DispatchSourceSignal) { all.append(source) }
  }
}
