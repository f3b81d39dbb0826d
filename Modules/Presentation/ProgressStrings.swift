/// The words of progress shown while long work runs (on a terminal's stderr).
public enum ProgressStrings {
  /// "import: 45,000 rows (12%)" (an import file read a window at a time: how many rows it holds
  /// is known only at its end, so the share is of its bytes).
  /// - Parameters:
  ///   - rows: rows written.
  ///   - bytesRead: how far into the file.
  ///   - total: the file's size in bytes.
  /// - Returns: the line.
  public static func importing(rows: Int, bytesRead: Int, of total: Int) -> String {
    let percent = total > 0 ? min(100, Int(Double(bytesRead) / Double(total) * 100)) : 100
    return "import: \(grouped(rows)) rows (\(percent)%)"
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
