import JamaalModel

extension Jamaal {
  /// Writes a changed rule over its stored row — the one way the facade updates a rule — after
  /// holding it to SPEC §7's limits.
  /// - Parameters:
  ///   - rule: the rule as it is to be stored.
  ///   - checkingLimits: `false` only for a change of state, which leaves what an older version
  ///     wrote over a limit as it is (kept, never deleted).
  /// - Throws: ``JamaalError`` of kind `field` naming every limit the rule is over; `StoreError`.
  func updateRule(_ rule: AnchorRule, checkingLimits: Bool = true) throws {
    if checkingLimits { try refuseOverLimits(rule) }
    try store.updateRule(rule)
  }

  /// Refuses a rule over one of SPEC §7's limits (``Model/Limits``): its title, a slot label,
  /// its slots, its exception ranges or its config's size. A rule an older version wrote over a
  /// limit can be edited down: an edit that brings it within every limit passes, one that
  /// leaves it over is refused naming each limit and by how much.
  /// - Parameter rule: the rule about to be written.
  /// - Throws: ``JamaalError`` of kind `field` (the first excess), its message every excess.
  func refuseOverLimits(_ rule: AnchorRule) throws {
    let excesses = RuleLimits.excesses(title: rule.title, configData: rule.configData)
    guard let first = excesses.first else { return }
    throw JamaalError(.field(first), excesses.map(\.description).joined(separator: "; "))
  }
}
