import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalStorage

/// `jamaal status`, `recover`, `export` and `import`: the store itself.
enum StoreCommands {
  /// `jamaal status [--full]`.
  static let statusCommand = CommandSpec(
    "status", "[--full]", "Shows store health, schema version and states.",
    options: StatusOption.self, run: status)

  /// The options of `jamaal status`.
  enum StatusOption: String, CommandOption {
    case full

    var usage: (value: String?, help: String) {
      (nil, "run SQLite's full integrity check (slow on years of history)")
    }
  }

  static func status(_ invocation: Invocation<StatusOption>) throws {
    let session = try Session(invocation)
    try session.checkStorePath()
    let url = session.storeURL
    var report = StatusReport(store: url.path, health: "ready", reason: nil, detail: nil)
    var parts: [StatusPart] = []
    let status = try Jamaal.status(
      storeAt: url, clock: session.environment.clock, fullCheck: invocation.flag(.full)
    ) { store in parts = try session.plugins.statusParts(of: store) }
    if !status.exists { report.health = "none" }
    if let figures = status.figures {
      report.schemaVersion = figures.schemaVersion
      report.integrity = figures.integrity
      report.integrityCheck = figures.integrityCheck
      report.rules = figures.rules
      report.anchors = figures.anchors
      report.pendingChanges = figures.pendingChanges
      report.permission = figures.permission ?? "notDetermined"
      report.remindersSwitch = figures.remindersSwitch
      report.settings = SettingsJSON(figures.settings)
      report.parts = parts
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
    if report.health == "needsRecovery" {
      throw CLIError(message: RecoveryStrings.needsRecoveryShort, exitCode: 3)
    }
  }

  /// `jamaal recover --retry | --reset [--confirm --confirm-again]`.
  static let recoverCommand = CommandSpec(
    "recover", "--retry | --reset [--confirm --confirm-again]", "Recovers a store that won't open.",
    options: RecoverOption.self, run: recover)

  /// The options (all flags) of `jamaal recover`.
  enum RecoverOption: String, CommandOption {
    case retry, reset, confirm
    case confirmAgain = "confirm-again"

    var usage: (value: String?, help: String) {
      switch self {
      case .retry: (nil, "try opening it again")
      case .reset: (nil, "move the file aside and start afresh")
      case .confirm: (nil, "first confirmation (scripted)")
      case .confirmAgain: (nil, "second confirmation (scripted)")
      }
    }
  }

  static func recover(_ invocation: Invocation<RecoverOption>) throws {
    let session = try Session(invocation)
    try session.checkStorePath()
    // The way out is checked before the store is looked at: a wrong command line is wrong
    // whatever state the store is in.
    guard invocation.flag(.retry) != invocation.flag(.reset) else {
      throw CLIError.usage("jamaal recover: give --retry or --reset")
    }
    // No file, nothing to recover: opening it would create a store where there was none.
    guard FileManager.default.fileExists(atPath: session.storeURL.path) else {
      session.output.line(RecoveryStrings.noStore(at: session.storeURL.path))
      return
    }
    guard
      let recovery = Jamaal.recovery(try session.configuration())
    else {
      session.output.line(RecoveryStrings.nothingToRecover(at: session.storeURL.path))
      return
    }
    switch (invocation.flag(.retry), invocation.flag(.reset)) {
    case (true, false):
      guard case .needsRecovery(let again) = recovery.retry() else {
        session.output.line(RecoveryStrings.opensNow)
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
    _ recovery: JamaalRecovery, invocation: Invocation<RecoverOption>, output: Output
  ) throws {
    let scripted = invocation.flag(.confirm) && invocation.flag(.confirmAgain)
    if !scripted {
      guard isatty(0) == 1 else {
        throw CLIError.refused(
          RecoveryStrings.needsTwoConfirmations
            + ": run it on a terminal, or pass --confirm --confirm-again")
      }
      guard ask(RecoveryStrings.confirmReset(for: recovery.reason)),
        ask(RecoveryStrings.confirmAgain + " Type y again to reset.")
      else { throw CLIError.refused(RecoveryStrings.cancelled) }
    }
    let first = recovery.requestReset()
    let outcome = try recovery.reset(first.confirmAgain())
    if let moved = outcome.movedTo {
      output.line(RecoveryStrings.movedAside(to: moved.path))
    }
    guard case .ready = outcome.opening else {
      throw CLIError.needsRecovery(RecoveryStrings.freshStoreFailed)
    }
    output.line(RecoveryStrings.freshStore(at: recovery.url.path))
  }

  private static func ask(_ question: String) -> Bool {
    FileHandle.standardError.write(Data((question + " [y/N] ").utf8))
    return readLine()?.lowercased().hasPrefix("y") == true
  }

  /// `jamaal export [--out FILE]`.
  static let exportCommand = CommandSpec(
    "export", "[--out FILE]", "Exports every row as JSON.", options: ExportOption.self,
    run: export)

  /// The options of `jamaal export`.
  enum ExportOption: String, CommandOption {
    case out

    var usage: (value: String?, help: String) {
      switch self {
      case .out: ("FILE", "write here instead of stdout")
      }
    }

    var completion: CompletionValues { .file }
  }

  static func export(_ invocation: Invocation<ExportOption>) throws {
    let session = try Session(invocation)
    if let path = invocation.value(.out) { try PrivateFile.checkTarget(path, option: "--out") }
    let jamaal = try session.openForChecking()
    if let path = invocation.value(.out) {
      try PrivateFile.write(to: path, option: "--out") { write in
        try jamaal.data.export(to: write)
      }
      Output.error("Exported to \(path).")
    } else {
      try jamaal.data.export { FileHandle.standardOutput.write(Data($0)) }
      FileHandle.standardOutput.write(Data("\n".utf8))
    }
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
  var integrityCheck: String?
  var rules: Int?
  var anchors: Int?
  var pendingChanges: Int?
  var permission: String?
  var remindersSwitch: String?
  /// The times, day start and daily reminders (`settings --json`'s shape).
  var settings: SettingsJSON?
  /// What the plug-ins add (sync's status), when the store opens: their fields at the top level,
  /// their lines after the figures.
  var parts: [StatusPart] = []

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case store, health, reason, detail, schemaVersion, integrity, integrityCheck, rules, anchors
    case pendingChanges, permission, remindersSwitch, settings
  }

  /// The report's fields, then each part's (a name the report has already is kept).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(store, forKey: .store)
    try container.encode(health, forKey: .health)
    try container.encodeIfPresent(reason, forKey: .reason)
    try container.encodeIfPresent(detail, forKey: .detail)
    try container.encodeIfPresent(schemaVersion, forKey: .schemaVersion)
    try container.encodeIfPresent(integrity, forKey: .integrity)
    try container.encodeIfPresent(integrityCheck, forKey: .integrityCheck)
    try container.encodeIfPresent(rules, forKey: .rules)
    try container.encodeIfPresent(anchors, forKey: .anchors)
    try container.encodeIfPresent(pendingChanges, forKey: .pendingChanges)
    try container.encodeIfPresent(permission, forKey: .permission)
    try container.encodeIfPresent(remindersSwitch, forKey: .remindersSwitch)
    try container.encodeIfPresent(settings, forKey: .settings)
    var added = encoder.container(keyedBy: FieldKey.self)
    let taken = Set(CodingKeys.allCases.map(\.rawValue))
    for part in parts {
      for (name, value) in part.fields where !taken.contains(name) {
        try added.encode(value, forKey: FieldKey(name))
      }
    }
  }

  /// The report as Presentation's status lines.
  var lines: [String] {
    var status = StoreStatus(path: store)
    status.exists = health != "none"
    status.reason = reason.flatMap(StoreRecoveryReason.init(rawValue:)).map(
      JamaalRecovery.reason(of:))
    status.detail = detail
    status.schemaVersion = schemaVersion
    status.integrity = integrity
    status.integrityCheck = integrityCheck
    status.rules = rules
    status.anchors = anchors
    status.moduleLines = parts.flatMap(\.lines)
    status.permission = permission
    status.remindersSwitch = remindersSwitch
    status.settings = settings?.values
    return StatusStrings.lines(
      status, retry: RecoveryWords.retryCommand, reset: RecoveryWords.resetCommand,
      fullCheck: "--full")
  }
}

/// A field a plug-in names (`status --json`'s added fields).
private struct FieldKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
