/// The words of progress shown while long work runs (on a terminal's stderr).
public enum ProgressStrings {
  /// "import: 45,000 of 100,000 rows".
  /// - Parameters:
  ///   - done: rows written.
  ///   - total: rows in all.
  /// - Returns: the line.
  public static func importing(_ done: Int, of total: Int) -> String {
    "import: \(grouped(done)) of \(grouped(total)) rows"
  }

  /// "calendar: 12 of 50 rules".
  /// - Parameters:
  ///   - done: rules read.
  ///   - total: rules in all.
  /// - Returns: the line.
  public static func calendar(_ done: Int, of total: Int) -> String {
    "calendar: \(grouped(done)) of \(grouped(total)) rules"
  }

  /// 100000 as "100,000".
  private static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (number < 0 ? "-" : "") + out
  }
}
