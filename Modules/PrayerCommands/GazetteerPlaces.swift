package import JamaalCore
package import JamaalModel
package import JamaalPlaces
package import JamaalPrayerTimes

/// Places by name from the offline gazetteer, each placing a prayer rule with its region's
/// method and madhab (G-31): the finder `jamaal serve`'s prayer form searches as a person types.
package struct GazetteerPlaces: PlaceFinding {
  /// The gazetteer of the presets folder.
  package let places: Gazetteer
  /// The region → method table.
  package let regions: RegionTable

  /// The finder of a gazetteer and a region table.
  package init(places: Gazetteer, regions: RegionTable) {
    self.places = places
    self.regions = regions
  }

  /// Prayer rules.
  package var sourceKey: SourceKey { .prayerWindow }

  /// The places whose names start like `text`, each as the shortest text that finds it alone
  /// (its label when none does); none for text the gazetteer cannot search (empty, too long).
  package func suggestions(for text: String, limit: Int) throws -> [String] {
    let found: [Place]
    do {
      found = try places.search(text, limit: limit)
    } catch .emptySearchText, .searchTextTooLong {
      return []
    }
    return try found.map { try places.cityText(for: $0) ?? $0.label }
  }

  /// The draft placed at the city `name` finds (`PrayerRuleEditor.setCity`).
  package func place(_ name: String, on draft: RuleDraft) throws -> PlaceFound {
    switch try PrayerRuleEditor.setCity(name, on: draft, places: places, regions: regions) {
    case .placed(let placed, let place): return .placed(placed, label: place.label)
    case .ambiguous(let candidates):
      return .ambiguous(try candidates.map { try places.cityText(for: $0) ?? $0.label })
    case .notFound(let suggestion): return .notFound(suggestion: suggestion?.label)
    }
  }
}
