public import Foundation
public import JamaalModel
import JamaalPresentation

extension Jamaal.Rules {
  /// Adds a rule from a typed config: ``add(_:)`` on the draft built from the value.
  /// - Parameters:
  ///   - title: the rule's title.
  ///   - config: the config (its source must be registered).
  ///   - effortMinutes: minutes of effort.
  ///   - placement: fixed or flexible.
  /// - Returns: the rule as saved.
  /// - Throws: what ``add(_:)`` throws.
  @discardableResult
  public func add(
    title: String, config: some RuleConfig, effortMinutes: Int, placement: Placement = .fixed
  ) throws -> AnchorRule {
    try add(
      RuleDraft(title: title, config: config, effortMinutes: effortMinutes, placement: placement))
  }

  /// A stored rule's config as a typed value, for a form to show.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - type: the config's type.
  /// - Returns: the config.
  /// - Throws: ``JamaalError`` — `notFound`, `field` when the rule is another source's or its
  ///   config cannot be read; `StoreError`.
  public func config<Config: RuleConfig>(ofRule id: UUID, as type: Config.Type) throws -> Config {
    try typedConfig(of: try storedRule(id), as: type)
  }

  /// Edits a stored rule's config as a typed value and saves it (D-7, as
  /// ``edit(_:sets:)``: pending Anchors whose window has not opened are replaced).
  ///
  /// The rule is read inside the write transaction and `change` applied to what is stored
  /// then; the value is written over the stored JSON, so a key a newer version added survives.
  /// The rule's title, effort and placement stay its own: where a config mirrors them, the
  /// rule's win.
  /// - Parameters:
  ///   - id: the rule's id.
  ///   - type: the config's type.
  ///   - change: the edit.
  /// - Returns: the rule as saved.
  /// - Throws: ``JamaalError`` (`notFound`, `newerVersion`, `archived`, `field` — another
  ///   source's rule, or a config the edit leaves invalid or over SPEC §7's limits); what
  ///   `change` throws; `StoreError`. A refused edit writes nothing.
  @discardableResult
  public func edit<Config: RuleConfig>(
    _ id: UUID, as type: Config.Type, _ change: (inout Config) throws -> Void
  ) throws -> AnchorRule {
    try store.transaction {
      let stored = try storedRule(id)
      try refuseNewerVersion(stored)
      if stored.isArchived {
        throw JamaalError(.archived, RefusalStrings.archived(title: stored.title))
      }
      var config = try typedConfig(of: stored, as: type)
      try change(&config)
      var edited = stored
      do throws(FieldError) {
        edited.configData = try config.written(over: stored.configData)
        _ = try Config.read(edited.configData)
      } catch {
        throw JamaalError.field(error)
      }
      try saveRule(edited)
      return try store.rule(id: id) ?? edited
    }
  }

  /// `rule`'s config read as `type`, refused when the rule is another source's.
  private func typedConfig<Config: RuleConfig>(of rule: AnchorRule, as type: Config.Type) throws
    -> Config
  {
    guard rule.sourceKey == Config.sourceKey else {
      throw JamaalError.field(
        FieldError(
          field: "sourceKey",
          message: "the rule is '\(rule.sourceKey.rawValue)', not '\(Config.sourceKey.rawValue)'"))
    }
    do throws(FieldError) {
      return try Config.read(rule.configData)
    } catch {
      throw JamaalError.field(error)
    }
  }
}
