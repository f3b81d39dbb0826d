import Foundation
import JamaalCommandLine
import JamaalDesktop
import JamaalPresentation
import JamaalReminders

#if canImport(Glibc)
  import Glibc
#endif

/// The one-deliverer-per-store lock: `flock` on `<store>.deliver.lock` beside the store
/// (opened without following a link, mode 0600); a second deliverer is refused.
struct DeliveryLock {
  private let descriptor: Int32

  init(beside store: URL) throws {
    let path = store.path + ".deliver.lock"
    #if canImport(Glibc)
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
      guard descriptor >= 0 else {
        throw CLIError.refused("\(path): \(String(cString: strerror(errno)))")
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        close(descriptor)
        throw CLIError.refused(DesktopStrings.alreadyRunning(store.path))
      }
    #else
      descriptor = -1
    #endif
  }

  func release() {
    #if canImport(Glibc)
      if descriptor >= 0 { close(descriptor) }
    #endif
  }
}

/// Opens a clicked notification's route in the web app when `jamaal serve` runs for the store
/// (its address in `<store>.serve-url`, which serve writes and removes), with `xdg-open`;
/// otherwise nothing opens.
struct RouteOpener {
  let store: URL

  /// The web app's address, if `serve` runs.
  var origin: String? {
    guard let data = FileManager.default.contents(atPath: store.path + ".serve-url") else {
      return nil
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.hasPrefix("http://") ? text : nil
  }

  /// The page a route opens: the Today row, Night Planning for the date, Today.
  static func path(_ route: NotificationRoute) -> String {
    switch route {
    case .anchor(let id): "/today#anchor-\(id.uuidString.lowercased())"
    case .nightPlanning(let date): "/night/\(date)"
    case .habit, .today, .trial: "/today"
    }
  }

  func open(_ route: NotificationRoute) {
    guard let origin else { return }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", origin + Self.path(route)]
    try? process.run()
  }

  func words(_ route: NotificationRoute) -> String {
    origin == nil
      ? DesktopStrings.nothingToOpen : DesktopStrings.opened(ReminderStrings.route(route))
  }
}

/// One wake as JSON (`--json`), raw values.
struct DeliveryJSON: Encodable {
  struct Shown: Encodable {
    var id: String
    var kind: String
    var fireDate: String
    var title: String
    var replaced: Bool
  }

  var permission: String
  var problem: String?
  var shown: [Shown]
  var dropped: [String]
  var withdrawn: [String]
  var planned: Int
  var added: Int
  var removed: Int
  var nextWake: String?

  init(_ report: DeliveryReport) {
    let format = ISO8601DateFormatter()
    permission = report.permission.rawValue
    problem = report.problem?.rawValue
    shown = report.shown.map {
      Shown(
        id: $0.request.id, kind: $0.request.kind.rawValue,
        fireDate: format.string(from: $0.request.fireDate), title: $0.request.title,
        replaced: $0.replaced)
    }
    dropped = report.dropped.map(\.id)
    withdrawn = report.withdrawn
    planned = report.planned
    added = report.changes.add.count
    removed = report.changes.remove.count
    nextWake = report.nextWake.map(format.string)
  }
}
