import Model

/// A title as text output shows it: whole when it is within SPEC §7's limit, else cut to
/// ``Model/Limits/titleCharacters`` characters ending in "…". A row an older version wrote
/// with a longer title is kept as it is (and `--json` gives it whole); only its words are cut.
///
/// ```swift
/// ShownTitle.cut("School run")                           // "School run"
/// ShownTitle.cut(String(repeating: "x", count: 250))     // 199 × "x" + "…"
/// ```
public enum ShownTitle {
  /// The mark a cut title ends in.
  public static let ellipsis = "…"

  /// The title, cut when it has more than ``Model/Limits/titleCharacters`` characters.
  /// - Parameter title: the title as stored.
  /// - Returns: the title, or its first 199 characters and "…" (200 in all).
  public static func cut(_ title: String) -> String {
    let limit = Limits.titleCharacters
    // A character is at least one byte: 200 bytes or fewer are never cut, and nothing longer is
    // walked past its 201st character.
    guard title.utf8.count > limit,
      let end = title.index(title.startIndex, offsetBy: limit, limitedBy: title.endIndex),
      end != title.endIndex
    else { return title }
    return String(title.prefix(limit - 1)) + ellipsis
  }

  /// An Anchor with its title cut for display (itself when nothing is cut).
  static func cut(_ anchor: Anchor) -> Anchor {
    let title = cut(anchor.title)
    guard title != anchor.title else { return anchor }
    var shown = anchor
    shown.title = title
    return shown
  }
}
