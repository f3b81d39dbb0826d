/// What opening a store gave: a ready store, or a store that needs the user's help (G-81).
///
/// Opening never crashes and never treats a file it could not read as a first launch:
///
/// ```swift
/// switch Store.open(at: url, clock: SystemClock()) {
/// case .ready(let store): try store.rules()
/// case .needsRecovery(let recovery): print(recovery.reason, recovery.detail)
/// }
/// ```
public enum StoreOpening: Sendable {
  /// The store is open and at the newest schema.
  case ready(Store)
  /// The store could not be opened; the file is untouched. Offers retry and a two-step reset.
  case needsRecovery(StoreRecovery)
}
