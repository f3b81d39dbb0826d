public import Foundation

/// A rule not yet saved: what a preset or a rule file fills in.
public struct RuleDraft: Hashable, Sendable {
  /// The rule's title.
  public var title: String
  /// The source that reads it.
  public var sourceKey: SourceKey
  /// The config, JSON carrying `version`.
  public var configData: Data
  /// Minutes of effort.
  public var effortMinutes: Int
  /// Fixed or flexible.
  public var placement: Placement

  /// Makes a draft.
  public init(
    title: String, sourceKey: SourceKey, configData: Data, effortMinutes: Int,
    placement: Placement
  ) {
    self.title = title
    self.sourceKey = sourceKey
    self.configData = configData
    self.effortMinutes = effortMinutes
    self.placement = placement
  }
}
