/// SPEC D-10 with D-16 as one pure function, which Storage (an insert meeting a stored twin) and
/// Sync (a natural-key group of records) both call: of the versions of one Anchor's natural key,
/// the earliest made survives (ties: the smaller id), holding the best outcome among them — a
/// person's decision over the clock's `missed` over pending, two decisions the later — so no
/// decision is lost to a twin, and every device picks the same.
public enum NaturalKeyMerge {
  /// What the merge reads of one version.
  public struct Version: Hashable, Sendable {
    /// When it was made, in seconds since the reference date.
    public var createdAt: Double
    /// Its id as canonical text (lower case).
    public var id: String
    /// Its outcome.
    public var outcome: Outcome

    /// A version.
    public init(createdAt: Double, id: String, outcome: Outcome) {
      self.createdAt = createdAt
      self.id = id
      self.outcome = outcome
    }
  }

  /// An Anchor's outcome in D-16's order: none, pending, missed, then a person's decisions by
  /// when they were made, then by word.
  public struct Outcome: Comparable, Hashable, Sendable {
    /// -1 none, 0 pending, 1 missed, 2 a person's decision.
    private let level: Int
    private let when: Double
    private let text: String

    /// The outcome of a status as stored: its raw word (`nil` when the version holds none; a
    /// word this version does not know is a newer version's decision, G-82), resolved at
    /// `resolvedAt` (seconds since the reference date).
    public init(status: String?, resolvedAt: Double?) {
      level =
        switch status {
        case nil: -1
        case "pending": 0
        case "missed": 1
        default: 2
        }
      when = resolvedAt ?? -.infinity
      text = status ?? ""
    }

    /// Whether a person decided it (attended, skipped, delegated, or a newer version's word).
    public var isPersonsDecision: Bool { level == 2 }

    /// D-16's order.
    public static func < (lhs: Outcome, rhs: Outcome) -> Bool {
      if lhs.level != rhs.level { return lhs.level < rhs.level }
      if lhs.when != rhs.when { return lhs.when < rhs.when }
      return lhs.text < rhs.text
    }
  }

  /// D-10's order: the earlier `createdAt`, ties the smaller id.
  /// - Parameters:
  ///   - first: a version.
  ///   - second: another.
  /// - Returns: whether `first` comes first.
  public static func isEarlier(_ first: Version, than second: Version) -> Bool {
    if first.createdAt != second.createdAt { return first.createdAt < second.createdAt }
    return first.id < second.id
  }

  /// The version that survives and the one whose outcome it holds (itself when its own is the
  /// best).
  /// - Parameter versions: the versions sharing one natural key.
  /// - Returns: both, or `nil` for none.
  public static func merge(_ versions: [Version]) -> (survivor: Version, outcome: Version)? {
    guard let survivor = versions.min(by: isEarlier),
      let best = versions.max(by: { $0.outcome < $1.outcome })
    else { return nil }
    return (survivor, best.outcome > survivor.outcome ? best : survivor)
  }
}
