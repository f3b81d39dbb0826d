public import JamaalModel

/// The words of a store operation that failed after the store opened, by its cause: never a bare
/// "SQLite error 5".
///
/// ```swift
/// StoreFailureStrings.words(.diskFull, detail: "database or disk is full")
/// // "the disk is full: nothing was written (database or disk is full)"
/// ```
public enum StoreFailureStrings {
  /// The cause in words ("the disk is full").
  /// - Parameter failure: the cause.
  /// - Returns: the words.
  public static func cause(_ failure: StoreFailure) -> String {
    switch failure {
    case .damaged: "the store file is damaged"
    case .unreadableValue: "the store holds a value this version of Jamaal can't read"
    case .busy: "another program held the store too long"
    case .outOfMemory: "out of memory"
    case .readOnly: "the store is read-only here"
    case .fileAccess: "the store file could not be read or written"
    case .diskFull: "the disk is full"
    case .cannotOpen: "the store file could not be opened"
    case .constraint: "the store refused a row that breaks its rules"
    case .accessDenied: "the store's access was denied"
    case .notFound: "the store has no such row"
    case .refused: "the store failed"
    }
  }

  /// The failure in words, with what SQLite said in brackets.
  /// - Parameters:
  ///   - failure: the cause.
  ///   - detail: SQLite's or the file system's message.
  /// - Returns: the line.
  public static func words(_ failure: StoreFailure, detail: String) -> String {
    let line =
      switch failure {
      case .busy: RefusalStrings.busy(seconds: 5)
      case .cannotOpen: cause(failure)
      default: cause(failure) + ": nothing was written"
      }
    return "\(line) (\(detail))"
  }
}
