/// What a store tells as it works, given when it opens: its write transactions (`Scripts/crash`
/// counts kills that land inside one) and every SQL statement it runs (tests hold a quiet
/// `jamaal today` to a number of statements with it).
package struct StoreObservers: Sendable {
  /// Told when a write transaction has taken the write lock and when it has committed.
  package var transaction: (@Sendable (TransactionEvent) -> Void)?
  /// Told the text of every SQL statement as SQLite starts it (its trace hook), on every
  /// connection the store opens, the read-only check's included.
  package var statement: (@Sendable (String) -> Void)?

  /// Observers; none by default.
  package init(
    transaction: (@Sendable (TransactionEvent) -> Void)? = nil,
    statement: (@Sendable (String) -> Void)? = nil
  ) {
    self.transaction = transaction
    self.statement = statement
  }
}
