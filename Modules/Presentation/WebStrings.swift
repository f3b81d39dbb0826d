/// The words of `jamaal serve`'s pages that are the web's own: the page frame, the navigation
/// and why a request was refused. Every screen's own words come from its table (Today's from
/// ``TodayStrings``).
public enum WebStrings {
  /// The name in every page's title.
  public static let appName = "Jamaal"
  /// The navigation's label (for a screen reader).
  public static let navigation = "Screens"
  /// The link to Today.
  public static let today = "Today"
  /// The link to the rules list.
  public static let rules = "Rules"
  /// The link to Notifications & times (ST-03).
  public static let settings = "Settings"
  /// The link to the archived rules.
  public static let archivedRules = "Archived rules"
  /// A rule's exceptions, for a screen reader.
  public static let exceptions = "Exceptions"
  /// A rule's days ahead, for a screen reader.
  public static let upcoming = "Coming up"
  /// The windows a rule cannot have, for a screen reader.
  public static let missing = "Not possible on these days"
  /// A rule's buttons, for a screen reader.
  public static func ruleActions(of title: String) -> String { "Change \(title)" }
  /// No rule with that id (archived elsewhere and gone, or a stale page).
  public static let noSuchRule = "That rule is not here any more. Rules shows what is."
  /// A date in an address that is not a date.
  public static let notADate = "That address does not name a date (YYYY-MM-DD)."
  /// The disclosure of what storage found, on the recovery screen.
  public static let recoveryDetail = "What Jamaal found"
  /// The way back from a reset's question, keeping the data as it is.
  public static let keepData = "Don't reset"
  /// A reset's confirmation posted without the one before it: nothing was reset.
  public static let resetNeedsBoth =
    "A reset needs both of its confirmations, one after the other. Nothing was reset."
  /// A form sent with a field to fix: "Check Window ends: must be after the start (08:00)".
  public static func check(_ label: String, _ message: String) -> String {
    "Check \(label): \(message). Nothing was written."
  }
  /// The link back after a refusal.
  public static let backToToday = "Back to Today"
  /// What a refused request wrote.
  public static let nothingWritten = "Nothing was written."
  /// The members of a grouped row, for a screen reader.
  public static func members(of title: String) -> String { "Each of \(title)" }
  /// The actions of a row, for a screen reader.
  public static func actions(of title: String) -> String { "What happened with \(title)" }

  /// A request without the session the printed address starts.
  public static let notSignedIn =
    "Open the address printed in the terminal when Jamaal started serving: this page needs it."
  /// The printed address opened a second time, without the session it started.
  public static let addressUsed =
    "That address has been used already. Start serving again for a new one."
  /// A request naming another host (a page elsewhere reaching this server through its name).
  public static let wrongHost = "This server answers only at the address it printed."
  /// A form sent without this page's token (a stale tab, or a page elsewhere).
  public static let staleForm =
    "This form is out of date or did not come from Jamaal. Go back to Today and try again."
  /// A request larger than any form of Jamaal.
  public static let tooLarge = "That request is larger than any form of Jamaal sends."
  /// Too many requests in a short time.
  public static let tooMany = "Too many requests at once. Wait a moment and try again."
  /// A page that does not exist.
  public static let notFound = "There is no such page."
  /// A method a page does not take.
  public static let wrongMethod = "This page cannot be used that way."
  /// An Anchor that is not in the store (removed by sync, or a stale page).
  public static let noSuchAnchor = "That Anchor is not here any more. Today shows what is."
  /// The store failed while answering.
  public static func storeFailed(_ detail: String) -> String {
    "Jamaal could not read or write its data: \(detail)"
  }
  /// Printed when `serve` starts.
  public static func serving(_ url: String) -> String {
    "Jamaal is at \(url)\nOpen it in a browser on this machine. Press Ctrl-C to stop."
  }
  /// Printed when `serve` listens on an address other machines can reach.
  public static func listeningBeyondThisMachine(_ address: String) -> String {
    "Warning: listening on \(address): anyone who can reach it and has the address can use it."
  }
  /// Printed when `serve` stops.
  public static let stopped = "Stopped."
}
