import JamaalModel

/// A title as text output shows it: whole when it is within SPEC §7's limit, else cut to
/// ``/JamaalModel/Limits/titleCharacters`` characters ending in "…". A row an older version wrote
/// with a longer title is kept as it is (and `--json` gives it whole); only its words are cut.
///
/// A line feed, carriage return or tab in it (which an older version, an import or a sync may
/// have kept) is written `\x0A`, `\x0D`, `\x09` (SPEC §10), so a title never starts a line of
/// its own that reads as a row; every other control is escaped where the line is printed.
///
/// ```swift
/// ShownTitle.cut("School run")                           // "School run"
/// ShownTitle.cut(String(repeating: "x", count: 250))     // 199 × "x" + "…"
/// ShownTitle.cut("x\n  ● Fake")                          // "x\\x0A  ● Fake"
/// ```
public enum ShownTitle {
  /// The mark a cut title ends in.
  public static let ellipsis = "…"

  /// The title, cut when it has more than ``/JamaalModel/Limits/titleCharacters`` characters.
  /// - Parameter title: the title as stored.
  /// - Returns: the title, or its first 199 characters and "…" (200 in all).
  public static func cut(_ title: String) -> String { inLine(within(title)) }

  /// `text` — any value from the store, a file or the command line laid out in a line of text —
  /// with its line feeds, carriage returns and tabs written `\x0A`, `\x0D`, `\x09`; itself
  /// when it holds none (the common case, found by one pass over its bytes).
  /// - Parameter text: the value.
  /// - Returns: the value on one line.
  public static func inLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
      return text
    }
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\x0A"
      case "\r": shown += "\\x0D"
      case "\t": shown += "\\x09"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// The title cut to the limit, its line breaks as they are.
  private static func within(_ title: String) -> String {
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
