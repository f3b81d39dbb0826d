package import JamaalCommandLine
import JamaalCore
import JamaalPresentation
package import JamaalStorage

/// The desktop part of `jamaal`: `reminders deliver`, which shows the store's plan through the
/// session bus's notification service, and its line in `status`. Built only with the `Desktop`
/// trait (`Modules/JamaalCLI/Plugins.swift`), so a lighter build links no D-Bus library.
package struct DesktopPlugin: CommandPlugin {
  /// The plug-in.
  package init() {}

  /// `reminders deliver` after `reminders plan`.
  package var commands: [PluggedCommand] {
    [PluggedCommand(DeliverCommand.command, after: "reminders plan")]
  }

  /// "desktop notifications: …" in `status`, with the reason raw in `--json`.
  package func statusPart(of store: Store) throws -> StatusPart? {
    let problem = try store.value(of: ReminderPreference.serviceProblem)
    let checked = try store.value(of: ReminderPreference.serviceChecked) == true
    return StatusPart(
      lines: [DesktopStrings.statusLine(problem, delivering: checked)],
      fields: ["desktopNotifications": problem ?? (checked ? "available" : "notChecked")])
  }
}
