/// The words of a store operation that failed after the store opened, by SQLite's result code:
/// never a bare "SQLite error 5".
///
/// ```swift
/// StoreFailureStrings.words(code: 13, detail: "database or disk is full")
/// // "the disk is full: nothing was written (database or disk is full)"
/// ```
public enum StoreFailureStrings {
  /// The failure in words, with what SQLite said in brackets.
  /// - Parameters:
  ///   - code: the SQLite result code (extended codes allowed).
  ///   - detail: SQLite's or the file system's message.
  /// - Returns: the line.
  public static func words(code: Int, detail: String) -> String {
    let cause =
      switch code & 0xFF {
      case 5, 6: RefusalStrings.busy(seconds: 5)
      case 7: "out of memory: nothing was written"
      case 8: "the store is read-only here: nothing was written"
      case 10: "the store file could not be read or written: nothing was written"
      case 13: "the disk is full: nothing was written"
      case 14: "the store file could not be opened"
      case 19: "the store refused a row that breaks its rules: nothing was written"
      case 23: "the store's access was denied: nothing was written"
      default: "the store failed: nothing was written"
      }
    return "\(cause) (\(detail))"
  }
}
