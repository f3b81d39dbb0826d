public import Foundation

/// A rule that yields Anchors: its source reads `configData` and generates windows.
///
/// `configData` is stored as written (JSON carrying a `version`), so keys a newer version added
/// survive every re-save. Rules are archived, never hard-deleted.
public struct AnchorRule: Identifiable, Hashable, Codable, Sendable {
  /// Unique id.
  public var id: UUID
  /// The rule's title ("Salah", "School run").
  public var title: String
  /// Which source reads the config.
  public var sourceKey: SourceKey
  /// The source's config, JSON with a `version` key, kept byte-identical unless edited.
  public var configData: Data
  /// Minutes of effort each Anchor takes.
  public var effortMinutes: Int
  /// Fixed or flexible.
  public var placement: Placement
  /// Paused rules generate nothing.
  public var isPaused: Bool
  /// Archived rules are hidden and generate nothing; their history stays.
  public var isArchived: Bool
  /// When the rule was created.
  public var createdAt: Date
  /// When the rule last changed.
  public var modifiedAt: Date

  /// Makes a rule.
  public init(
    id: UUID = UUID(), title: String, sourceKey: SourceKey, configData: Data,
    effortMinutes: Int, placement: Placement = .fixed, isPaused: Bool = false,
    isArchived: Bool = false, createdAt: Date, modifiedAt: Date? = nil
  ) {
    self.id = id
    self.title = title
    self.sourceKey = sourceKey
    self.configData = configData
    self.effortMinutes = effortMinutes
    self.placement = placement
    self.isPaused = isPaused
    self.isArchived = isArchived
    self.createdAt = createdAt
    self.modifiedAt = modifiedAt ?? createdAt
  }
}
