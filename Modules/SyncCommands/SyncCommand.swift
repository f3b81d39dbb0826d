import Foundation
import JamaalCommandLine
import JamaalModel
import JamaalPresentation
import JamaalStorage
import JamaalSync

/// `jamaal sync --cloud DIR [--device NAME] [--continue]`: one round through a folder cloud —
/// send, fetch, apply — then what moved and any problem.
enum SyncCommand {
  /// `jamaal sync`.
  static let command = CommandSpec(
    "sync", "--cloud DIR [--device NAME] [--continue]", "Syncs with a folder-backed cloud.",
    options: Option.self, run: sync)

  /// The options of `jamaal sync`.
  enum Option: String, CommandOption {
    case cloud, device
    case goOn = "continue"

    var usage: (value: String?, help: String) {
      switch self {
      case .cloud: ("DIR", "the shared cloud folder")
      case .device: ("NAME", "this store's device name (remembered after the first sync)")
      case .goOn: (nil, "go on after an account change (G-80)")
      }
    }

    var completion: CompletionValues { self == .cloud ? .folder : .text }
  }

  static func sync(_ invocation: Invocation<Option>) async throws {
    let session = try Session(invocation)
    guard let cloud = try invocation.path(.cloud) else {
      throw CLIError.usage("jamaal sync: missing --cloud")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: cloud, isDirectory: &isFolder) else {
      throw CLIError.refused("--cloud: " + SyncStrings.noCloudFolder(cloud))
    }
    guard isFolder.boolValue else {
      throw CLIError.refused("--cloud: " + SyncStrings.cloudNotAFolder(cloud))
    }
    let folder = URL(fileURLWithPath: cloud)
    if let name = invocation.value(.device), !FolderCloud.isValidDevice(name) {
      throw CLIError.refused("--device: " + SyncStrings.badDevice)
    }
    // The device name is checked before the store is created: a refused sync writes nothing.
    let checking = try session.openForChecking()
    guard let device = try invocation.value(.device) ?? SyncEngine.deviceName(checking.store)
    else {
      throw CLIError.refused("give --device NAME the first time this store syncs")
    }
    let store = try session.writable(checking).store
    let onTerminal = isatty(2) == 1 && !session.output.json
    let watch = RoundWatch()
    let engine = SyncEngine(
      store: store, cloud: FolderCloud(folder: folder, clock: session.environment.clock),
      device: device,
      clock: session.environment.clock,
      retry: RetryPolicy(attempts: 3, firstDelay: 0.5),
      progress: { done, total in
        watch.saw(done)
        if onTerminal { Self.progress(done, total) }
      })
    var lines: [String] = []
    if invocation.flag(.goOn) {
      try await engine.continueAfterAccountChange()
      lines.append(SyncStrings.continued)
    }
    let report: SyncReport
    do {
      report = try await engine.sync()
    } catch let error as StoreError where !error.isDamage {
      if onTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
      // Exit 1 like any store failure, in sync's own words: the round's earlier work is kept.
      throw CLIError.refused(
        SyncStrings.stopped(error.cause, detail: error.message, movedBefore: watch.moved))
    }
    if onTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    // The clash is told by this round's report; the notice stays for Today to show once.
    if session.output.json {
      try session.output.document(Result(device: device, report: report))
      return
    }
    lines += Self.lines(report, folder: folder.path)
    for line in lines { session.output.line(line) }
  }

  /// What a round says: what moved (or offline), the timer clash of this round, what was set
  /// aside this round and what is held, then the account notice or the problem.
  static func lines(_ report: SyncReport, folder: String) -> [String] {
    var lines: [String] = []
    if report.offline {
      lines.append(SyncStrings.offline)
    } else {
      lines.append(
        SyncStrings.moved(sent: report.sent, received: report.received, waiting: report.waiting))
    }
    if report.timerClash { lines.append(SyncStrings.timerClash) }
    if report.setAside > 0 {
      lines.append(
        SyncStrings.setAside(
          report.setAside, inAll: report.setAsideInAll, first: report.firstSetAside))
    }
    if report.held > 0 { lines.append(SyncStrings.held(report.held)) }
    if report.accountChanged {
      lines += [
        SyncStrings.accountChangedTitle, SyncStrings.accountChangedBody,
        "\(SyncStrings.exportFirst): jamaal export --out FILE",
        SyncStrings.continueHint("jamaal sync --cloud \(folder) --continue"),
      ]
    } else if let status = report.status, let problem = SyncStrings.problem(status) {
      lines.append(problem)
    }
    return lines
  }

  @Sendable static func progress(_ done: Int, _ total: Int) {
    guard total >= 1_000 else { return }
    FileHandle.standardError.write(Data("\r\(SyncStrings.progress(done, of: total))".utf8))
  }

  /// `jamaal sync --json` (raw values).
  struct Result: Encodable {
    let device: String
    let sent: Int
    let received: Int
    let waiting: Int
    let status: String?
    let offline: Bool
    let accountChanged: Bool
    /// A timer clash was resolved this round.
    let timerClash: Bool
    /// Records and batch files set aside this round, and on this device in all.
    let setAside: Int
    let setAsideInAll: Int
    /// The first set aside on this device (`null` when none).
    let firstSetAside: SetAsideNoteJSON
    /// Records held until this device's clock reaches them.
    let held: Int

    init(device: String, report: SyncReport) {
      self.device = device
      sent = report.sent
      received = report.received
      waiting = report.waiting
      status = report.status?.rawValue
      offline = report.offline
      accountChanged = report.accountChanged
      timerClash = report.timerClash
      setAside = report.setAside
      setAsideInAll = report.setAsideInAll
      firstSetAside = SetAsideNoteJSON(report.firstSetAside)
      held = report.held
    }
  }
}
