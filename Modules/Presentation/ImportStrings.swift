/// The words of `jamaal import` about what it kept as it was.
public enum ImportStrings {
  /// "Kept over a limit (shown cut, edit it within the limit): table 'rules', row 1 (id …),
  /// column 'title': the title is 300 characters; the most is 200" — a row an older version
  /// wrote over one of SPEC §7's limits, imported as it is.
  /// - Parameter finding: the row, the column and the limit.
  /// - Returns: the line.
  public static func keptOverLimit(_ finding: String) -> String {
    "Kept over a limit (shown cut, edit it within the limit): \(finding)"
  }

  /// "… and 3 more over a limit, kept." — past the rows named.
  /// - Parameter count: how many more findings.
  /// - Returns: the line.
  public static func moreOverLimit(_ count: Int) -> String {
    "… and \(count) more over a limit, kept."
  }
}
