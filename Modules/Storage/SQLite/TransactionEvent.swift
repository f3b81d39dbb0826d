/// A step of a write transaction, as the store's `transactionObserver` is told it.
public enum TransactionEvent: Sendable {
  /// `BEGIN IMMEDIATE` returned: this store holds the write lock.
  case began
  /// `COMMIT` returned: the writes are durable.
  case committed
}
