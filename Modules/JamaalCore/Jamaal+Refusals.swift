public import Model
import Presentation
public import Schedule

extension Jamaal {
  /// Refuses a change the rule does not allow (D-15): a newer version's rule can only be
  /// archived; an archived rule is never resumed, paused, edited or given an exception. Call it
  /// on the rule as read inside the transaction that writes the change.
  /// - Parameters:
  ///   - change: what the user asks.
  ///   - rule: the stored rule.
  /// - Throws: ``JamaalError`` of kind `newerVersion` or `archivedRule` with the words to show.
  public func checkChange(_ change: RuleChangeKind, to rule: AnchorRule) throws {
    guard
      let refusal = RuleChangeRefusal.check(change, rule: rule, state: engine.state(of: rule))
    else { return }
    let message = RuleRefusalStrings.message(refusal, change: change, title: rule.title)
    switch refusal {
    case .newerVersion: throw JamaalError(.newerVersion, message)
    case .archived: throw JamaalError(.archivedRule, message)
    }
  }
}
