public import Foundation
public import JamaalModel
import JamaalPresentation

/// A change of a rule's state from the rules screen.
public enum RuleStateChange: Sendable {
  /// Stop generating until resumed; pending Anchors whose window has not opened go (D-7).
  case pause
  /// Generate again.
  case resume
  /// Retire the rule; its history stays.
  case archive
}

extension Jamaal.Rules {
  /// Pauses, resumes or archives a rule.
  ///
  /// The rule is read inside the write transaction and only its state is changed, so a
  /// concurrent edit of any other field is kept (issue 10: no read-modify-write race).
  /// - Parameters:
  ///   - change: pause, resume or archive.
  ///   - id: the rule's id.
  /// - Returns: the rule as saved.
  /// - Throws: ``JamaalError`` — `notFound`; `newerVersion` for a pause or resume of a rule a
  ///   newer version wrote (D-15: it can only be archived); `archived` for a pause or resume of an
  ///   archived rule; `StoreError`.
  @discardableResult
  public func change(_ change: RuleStateChange, ruleWithID id: UUID) throws -> AnchorRule {
    try store.transaction {
      var rule = try storedRule(id)
      if change != .archive {
        try refuseNewerVersion(rule)
        if rule.isArchived {
          throw JamaalError(.archived, RefusalStrings.archived(title: rule.title))
        }
      }
      switch change {
      case .pause: rule.isPaused = true
      case .resume: rule.isPaused = false
      case .archive: rule.isArchived = true
      }
      try saveRule(rule, checkingLimits: false)
      return try store.rule(id: id) ?? rule
    }
  }

  /// The stored rule with `id`, read now (inside the caller's transaction).
  func storedRule(_ id: UUID) throws -> AnchorRule {
    guard let rule = try store.rule(id: id) else {
      throw JamaalError(.notFound, "no rule has the id '\(id.uuidString.lowercased())'")
    }
    return rule
  }

  /// Refuses a change to a rule a newer version wrote (D-15).
  func refuseNewerVersion(_ rule: AnchorRule) throws {
    if case .needsAttention(.newerVersion) = engine.read(rule) {
      throw JamaalError(.newerVersion, RefusalStrings.newerVersion)
    }
  }
}
