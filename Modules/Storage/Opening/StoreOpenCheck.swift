/// How a store was found healthy when it opened (`jamaal status` reports it; `--full` goes
/// further with `Store.integrityCheck()`).
public enum StoreOpenCheck: String, Sendable {
  /// The file did not exist: a fresh store was made.
  case created
  /// SQLite's `PRAGMA quick_check` passed.
  case quickCheck
  /// The file is exactly as a store left it when it last closed healthy, so no check ran.
  case unchanged
}
