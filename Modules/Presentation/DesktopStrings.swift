public import JamaalReminders

/// Every word of the desktop's deliverer (`reminders deliver`), the part that shows the plan on a Linux desktop,
/// and of a desktop with no notification service (G-76). One table, so it can be localised.
public enum DesktopStrings {
  /// The label of a notification's default action (a click on it opens its route, G-78).
  public static let open = "Open"

  /// Why a desktop shows no notifications, from its stored reason (`noService`,
  /// `noSessionBus`); a reason from a newer version as stored; `nil` for none.
  public static func problem(_ raw: String?) -> String? {
    switch raw {
    case nil: nil
    case "noService": "no notification service is running on this desktop, so notifications are off"
    case "noSessionBus": "there is no desktop session bus here, so notifications are off"
    case let other?: other
    }
  }

  /// Settings' line under the honest line when the desktop shows no notifications.
  public static func settingsLine(_ raw: String?) -> String? {
    problem(raw).map { "On this desktop: \($0)." }
  }

  /// `status`'s line: "desktop notifications: …".
  public static func statusLine(_ raw: String?, delivering: Bool) -> String {
    "desktop notifications: "
      + (problem(raw) ?? (delivering ? "delivered here" : "not checked yet"))
  }

  /// "Delivering reminders for /path/jamaal.sqlite (stop with Ctrl-C)."
  public static func started(_ store: String) -> String {
    "Delivering reminders for \(store) (stop with Ctrl-C)."
  }

  /// The second deliverer's refusal.
  public static func alreadyRunning(_ store: String) -> String {
    "Reminders for \(store) are already being delivered by another process on this computer."
  }

  /// "Shown 14:10  Salah · Asr — …" (or "Replaced").
  public static func shown(_ request: NotificationRequest, replaced: Bool, at: String) -> String {
    "\(replaced ? "Replaced" : "Shown") \(at)  \(request.title) — \(request.body)"
  }

  /// A reminder passed while asleep, its window closed.
  public static func dropped(_ request: NotificationRequest) -> String {
    "Not shown (its time passed while this computer slept): \(request.title)"
  }

  /// "Withdrawn: 2 (decided, or their window closed)."
  public static func withdrawn(_ count: Int) -> String {
    "Withdrawn: \(count) (decided, or their window closed)."
  }

  /// "Plan re-read: 12 notifications planned (2 new or changed, 1 gone)."
  public static func planRead(planned: Int, added: Int, removed: Int) -> String {
    let head = planned == 1 ? "1 notification planned" : "\(planned) notifications planned"
    guard added > 0 || removed > 0 else { return "Plan re-read: \(head)." }
    return "Plan re-read: \(head) (\(added) new or changed, \(removed) gone)."
  }

  /// "Next wake: Sun 2026-03-29 14:10."
  public static func nextWake(_ when: String) -> String { "Next wake: \(when)." }

  /// "Opened: Today · Salah · Asr" after a click.
  public static func opened(_ route: String) -> String { "Opened: \(route)" }

  /// A click with no web app to open.
  public static let nothingToOpen =
    "A notification was clicked; the web app is not running, so nothing opens."

  /// "Stopped delivering reminders."
  public static let stopped = "Stopped delivering reminders."
}
