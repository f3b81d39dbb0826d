public import JamaalModel

/// The title rules of G-27 (SPEC §4.5), as pure functions.
public enum AnchorTitles {
  /// The separator between a rule's title and a slot label: " · ".
  public static let separator = " · "

  /// An Anchor's stored title: the slot label, or the rule's title when the slot has none.
  /// - Parameters:
  ///   - slotLabel: the slot's label; empty or blank counts as none.
  ///   - ruleTitle: the rule's title.
  /// - Returns: the title to store in `Anchor.title`.
  public static func anchorTitle(slotLabel: String?, ruleTitle: String) -> String {
    guard let slotLabel, hasVisibleText(slotLabel) else { return ruleTitle }
    return slotLabel
  }

  /// Whether `text` holds a character that is not whitespace. A printable ASCII byte settles it
  /// without walking the characters (it always starts a scalar that is not whitespace); anything
  /// else asks `Character`.
  private static func hasVisibleText(_ text: String) -> Bool {
    if text.utf8.contains(where: { (0x21...0x7E).contains($0) }) { return true }
    return text.contains { !$0.isWhitespace }
  }

  /// A plain row's title: the rule's title, adding the Anchor's title when it differs
  /// ("School run · Drop-off"); a one-off's own title.
  /// - Parameters:
  ///   - anchor: the Anchor shown.
  ///   - ruleTitle: its rule's title, `nil` for a one-off (or a rule no longer found).
  /// - Returns: the row title.
  public static func plainRowTitle(for anchor: Anchor, ruleTitle: String?) -> String {
    guard let ruleTitle, anchor.title != ruleTitle else { return anchor.title }
    return ruleTitle + separator + anchor.title
  }

  /// A grouped row's title and its members' names: the rule's title, and each member by its
  /// slot label (the Anchor title), in window order.
  /// - Parameters:
  ///   - ruleTitle: the rule's title ("Salah").
  ///   - members: the rule's Anchors shown today, any order.
  /// - Returns: the group title and the member titles sorted by window start.
  public static func groupedRow(
    ruleTitle: String, members: [Anchor]
  ) -> (title: String, members: [String]) {
    let sorted = members.sorted {
      ($0.windowStart, $0.slotKey) < ($1.windowStart, $1.slotKey)
    }
    return (ruleTitle, sorted.map(\.title))
  }
}
