package import JamaalCommandLine
package import JamaalCore
package import JamaalPresentation
package import JamaalStorage
import JamaalSync

/// The sync part of `jamaal`: the `sync` and `sync dismiss` commands, the rollover's pause after
/// an account change (G-80), and sync's quiet lines on Today (G-79). Built only with the `Sync`
/// trait (`Modules/JamaalCLI/Plugins.swift`).
package struct SyncPlugin: CommandPlugin {
  /// The plug-in.
  package init() {}

  /// `sync` and `sync dismiss` after `calendar`.
  package var commands: [PluggedCommand] {
    [
      PluggedCommand(SyncCommand.command, after: "calendar"),
      PluggedCommand(SyncDismissCommand.command, after: "sync"),
    ]
  }

  /// Sync's extension of the facade: the rollover's pause and Today's notices.
  package var extensions: [any JamaalExtension] { [SyncExtension()] }

  /// The account-change notice with the commands that take its two choices; sync's other
  /// notices as they are.
  package func commandLine(for notice: TodayNotice) -> String? {
    guard notice.id == SyncExtension.accountChanged else { return nil }
    return SyncStrings.pausedToday(
      export: "jamaal export --out FILE", goOn: "jamaal sync --cloud DIR --continue")
  }

  /// Sync's part of `jamaal status`, from ``SyncOverview`` (no key read by name here).
  package func statusPart(of store: Store) throws -> StatusPart? {
    Self.statusPart(
      try Self.statusSummary(
        try SyncOverview(store: store), pendingChanges: store.pendingChangeCount()))
  }

  /// `status`'s lines and `--json` fields of a summary (`sync` reads "not set up" before the
  /// first round).
  static func statusPart(_ summary: SyncStatusSummary) -> StatusPart {
    StatusPart(
      lines: SyncStrings.statusLines(summary, goOn: "--continue"),
      fields: [
        "sync": summary.state ?? SyncStrings.notSetUp, "syncSetAside": summary.setAside,
        "syncHeld": summary.held, "syncFirstSetAside": SetAsideNoteJSON(summary.firstSetAside),
      ])
  }

  /// `status`'s sync summary of an overview: `accountChanged` while the account change waits,
  /// else the status recorded (nil before the first round), with what was set aside and is
  /// held.
  static func statusSummary(_ overview: SyncOverview, pendingChanges: Int = 0)
    -> SyncStatusSummary
  {
    var summary = SyncStatusSummary(
      state: overview.accountChanged ? "accountChanged" : overview.status?.rawValue)
    summary.pendingChanges = pendingChanges
    summary.setAside = overview.setAside
    summary.firstSetAside = overview.firstSetAside
    summary.held = overview.held
    return summary
  }
}

/// `jamaal sync dismiss`: hides Today's sync problem line for a day.
enum SyncDismissCommand {
  /// `jamaal sync dismiss`.
  static let command = CommandSpec(
    "sync dismiss", "", "Hides Today's sync problem line for a day (it returns if still true).",
    run: run)

  static func run(_ invocation: Invocation<NoOption>) throws {
    let session = try Session(invocation)
    let jamaal = try session.open()
    let dismissed = try jamaal.dismissNotice(SyncExtension.problem)
    session.output.line(dismissed ? SyncStrings.dismissedForToday : SyncStrings.nothingToDismiss)
  }
}
