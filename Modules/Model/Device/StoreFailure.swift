/// Why a store operation failed, as a cause a person can be told (SPEC §7): one value each, so
/// "the file is damaged" and "a value this version can't read" are never the same thing.
public enum StoreFailure: String, Hashable, Sendable, CaseIterable {
  /// The file is damaged (not a database, corrupt pages, a table of the schema missing): the
  /// store needs recovery (G-81).
  case damaged
  /// A stored value this version of Jamaal can't read (written by a newer one, or by hand): the
  /// row is left as it is, and the store is not damaged.
  case unreadableValue
  /// Another process held the store past the busy wait; trying again later may work.
  case busy
  /// The process ran out of memory.
  case outOfMemory
  /// The store is read-only here.
  case readOnly
  /// The store file (or its folder) could not be read or written.
  case fileAccess
  /// The disk is full.
  case diskFull
  /// The store file could not be opened.
  case cannotOpen
  /// A row broke one of the store's rules (a constraint).
  case constraint
  /// Access to the store was denied.
  case accessDenied
  /// A row an update named does not exist.
  case notFound
  /// The store refused the operation (a refused import, a bad statement).
  case refused
}
