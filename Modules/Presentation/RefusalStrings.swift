/// The words of a change the store refused: a rule that cannot change, a busy or failing store.
public enum RefusalStrings {
  /// A pause, resume or edit of a rule a newer version wrote (D-15).
  public static let newerVersion = "Update Jamaal to change this rule"

  /// "School run is archived: Archived rules can't be changed" — an edit, pause or resume of
  /// an archived rule.
  /// - Parameter title: the rule's title.
  /// - Returns: the line.
  public static func archived(title: String) -> String {
    "\(ShownTitle.cut(title)) is archived: \(archivedRulesCantChange)"
  }

  /// The words of any change to an archived rule.
  public static let archivedRulesCantChange = "Archived rules can't be changed"

  /// "This rule couldn't be read: slots[0].start: '25:99' is not a time (HH:MM, 24-hour);
  /// replace it with start=HH:MM" — an edit of an unreadable rule that left the fault.
  /// - Parameters:
  ///   - detail: the field at fault and what is wrong with it.
  ///   - replacement: the assignment that replaces the field (`start=HH:MM`), if one does.
  /// - Returns: the line.
  public static func unreadable(detail: String, replacement: String?) -> String {
    "This rule couldn't be read: \(ShownTitle.inLine(detail))"
      + (replacement.map { "; replace it with \($0)" } ?? "; archive it and add it again")
  }

  /// "School run is archived: an archived rule takes no exceptions."
  /// - Parameter title: the rule's title.
  /// - Returns: the line.
  public static func archivedException(title: String) -> String {
    "\(ShownTitle.cut(title)) is archived: an archived rule takes no exceptions (it generates nothing)"
  }

  /// Another process held the store's write lock past the wait.
  /// - Parameter seconds: how long this one waited.
  /// - Returns: the line.
  public static func busy(seconds: Int) -> String {
    "the store is busy: another program held it for more than \(seconds) seconds; nothing was"
      + " written, try again"
  }
}
