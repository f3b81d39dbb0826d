import Foundation
import JamaalCore
import Model
import Storage

/// `jamaal status`, `recover`, `export` and `import`: the store itself.
enum StoreCommands {
  static func status(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let url = session.storeURL
    var report = StatusReport(store: url.path, health: "ready", reason: nil, detail: nil)
    let status = try Jamaal.status(storeAt: url, clock: session.environment.clock)
    if let figures = status.figures {
      report.schemaVersion = figures.schemaVersion
      report.integrity = figures.integrity
      report.rules = figures.rules
      report.anchors = figures.anchors
      report.pendingChanges = figures.pendingChanges
      report.permission = figures.permission ?? "notDetermined"
      report.sync = figures.sync ?? "not set up"
    }
    if let recovery = status.recovery {
      report.health = "needsRecovery"
      report.reason = recovery.reason.rawValue
      report.detail = recovery.detail
    }
    if session.output.json {
      try session.output.document(report)
    } else {
      for line in report.lines { session.output.line(line) }
    }
    if report.health != "ready" { throw CLIError(message: "the store needs recovery", exitCode: 3) }
  }

  static func recover(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    guard
      let recovery = Jamaal.recovery(storeAt: session.storeURL, clock: session.environment.clock)
    else {
      session.output.line("The store at \(session.storeURL.path) opens; nothing to recover.")
      return
    }
    switch (invocation.flag("retry"), invocation.flag("reset")) {
    case (true, false):
      guard case .needsRecovery(let again) = recovery.retry() else {
        session.output.line("The store opens now.")
        return
      }
      throw CLIError.needsRecovery(Session.recoveryMessage(again))
    case (false, true):
      try reset(recovery, invocation: invocation, output: session.output)
    default:
      throw CLIError.usage("jamaal recover: give --retry or --reset")
    }
  }

  private static func reset(
    _ recovery: StoreRecovery, invocation: Invocation, output: Output
  ) throws {
    let scripted = invocation.flag("confirm") && invocation.flag("confirm-again")
    if !scripted {
      guard isatty(0) == 1 else {
        throw CLIError.refused(
          "a reset needs two confirmations: run it on a terminal, or pass --confirm --confirm-again"
        )
      }
      guard ask("Reset this device's data? The damaged file is moved aside, not deleted. [y/N] "),
        ask("Are you sure? Type y again to reset. [y/N] ")
      else { throw CLIError.refused("reset cancelled; nothing was changed") }
    }
    let first = recovery.requestReset()
    let outcome = try recovery.reset(first.confirmAgain())
    if let moved = outcome.movedTo {
      output.line("Moved the damaged store aside to \(moved.path).")
    }
    guard case .ready = outcome.opening else {
      throw CLIError.needsRecovery("the fresh store could not be opened either")
    }
    output.line("A fresh store is ready at \(recovery.url.path).")
  }

  private static func ask(_ question: String) -> Bool {
    FileHandle.standardError.write(Data(question.utf8))
    return readLine()?.lowercased().hasPrefix("y") == true
  }

  static func export(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let jamaal = try session.open()
    let data = try jamaal.exportDocument()
    if let path = invocation.value("out") {
      do {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        throw CLIError.refused("--out: cannot write \(path): \(error.localizedDescription)")
      }
      Output.error("Exported to \(path).")
    } else {
      FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
  }

  static func importFile(_ invocation: Invocation) throws {
    let session = try Session(invocation)
    let path = invocation.positionals[0]
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError.refused("cannot read \(path)")
    }
    let jamaal = try session.open()
    do {
      try jamaal.importDocument(data)
    } catch let error as JamaalError {
      throw CLIError.refused("\(path): \(error.message)")
    }
    session.output.line("Imported \(path) into \(session.storeURL.path).")
  }
}

/// `jamaal status` as text or JSON.
struct StatusReport: Encodable {
  var store: String
  var health: String
  var reason: String?
  var detail: String?
  var schemaVersion: Int?
  var integrity: String?
  var rules: Int?
  var anchors: Int?
  var pendingChanges: Int?
  var permission: String?
  var sync: String?

  var lines: [String] {
    var lines = ["store: \(store)", "health: \(health)"]
    if let reason { lines.append("reason: \(reason) (\(detail ?? ""))") }
    if let schemaVersion { lines.append("schema version: \(schemaVersion)") }
    if let integrity { lines.append("integrity: \(integrity)") }
    if let rules, let anchors { lines.append("rules: \(rules) · anchors: \(anchors)") }
    if let pendingChanges { lines.append("changes not yet synced: \(pendingChanges)") }
    if let sync { lines.append("sync: \(sync)") }
    if let permission { lines.append("notification permission: \(permission)") }
    if reason != nil {
      lines.append("Try again: jamaal recover --retry")
      lines.append("Reset this device's data (the file is moved aside): jamaal recover --reset")
    }
    return lines
  }
}
