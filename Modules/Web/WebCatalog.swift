public import JamaalCore
public import JamaalSchedule

/// What the create forms offer (AN-03 … AN-05): the presets each type starts from, and the
/// finder of places by name that the prayer form's city search uses, when this build has one.
public struct WebCatalog: Sendable {
  /// The presets, in the order the type chooser lists them.
  public let presets: PresetLibrary
  /// The place finder (`nil`: no prayer form, since a prayer rule needs a place).
  public let places: (any PlaceFinding)?

  /// Makes the catalog.
  /// - Parameters:
  ///   - presets: the presets (the bundled ones, or a folder's).
  ///   - places: the place finder, if this build has one.
  public init(presets: PresetLibrary, places: (any PlaceFinding)? = nil) {
    self.presets = presets
    self.places = places
  }

  /// The presets a form can start from: each with a draft of a source this build registers, and
  /// those needing a place only when there is a finder for it.
  /// The seeds' types come first, in their order (AN-03); a preset folder's others follow.
  var offered: [(preset: Preset, draft: RuleDraft)] {
    let order = ["prayer-times", "school-run", "bin-night", "plants", "custom"]
    let offered = presets.presets.compactMap { preset -> (preset: Preset, draft: RuleDraft)? in
      guard let draft = preset.draft else { return nil }
      if draft.sourceKey != .scheduled, draft.sourceKey != places?.sourceKey { return nil }
      return (preset, draft)
    }
    let rank = { (key: String) in order.firstIndex(of: key) ?? order.count }
    return offered.enumerated().sorted {
      (rank($0.element.preset.key), $0.offset) < (rank($1.element.preset.key), $1.offset)
    }.map(\.element)
  }

  /// The offered preset with `key`.
  func offered(_ key: Substring) -> (preset: Preset, draft: RuleDraft)? {
    offered.first { $0.preset.key == key }
  }
}
