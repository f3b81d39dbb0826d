/// The words of a change the store refused: a rule that cannot change, a busy or failing store.
public enum RefusalStrings {
  /// A pause, resume or edit of a rule a newer version wrote (D-15).
  public static let newerVersion = "Update Jamaal to change this rule"

  /// "School run is archived: archived rules cannot be paused or resumed."
  /// - Parameter title: the rule's title.
  /// - Returns: the line.
  public static func archived(title: String) -> String {
    "\(ShownTitle.cut(title)) is archived: archived rules cannot be paused or resumed"
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
    "the store is busy: another jamaal held it for more than \(seconds) seconds; nothing was"
      + " written, try again"
  }
}
