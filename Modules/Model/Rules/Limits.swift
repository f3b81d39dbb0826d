/// SPEC §7's limits, the one set every writer holds a row to — add, edit, import and sync: a
/// title of at most 200 characters without control characters, at most 48 slots in a rule, at
/// most 500 exception ranges, a rule's config of at most 64 KB.
///
/// A row an older version wrote over a limit is kept and shown (its title cut for display),
/// never deleted, and can be edited down; import names it, sync sets it aside.
public enum Limits {
  /// The longest title, in characters (a rule's, a slot label, an Anchor's, a focus session's).
  public static let titleCharacters = 200
  /// The most slots a rule's config lists.
  public static let slots = 48
  /// The most exception ranges a rule keeps, counted after overlapping and adjacent ones merge
  /// (SPEC §4.2).
  public static let exceptionRanges = 500
  /// The most bytes a rule's config holds: 64 KiB.
  public static let configBytes = 64 * 1024
}
