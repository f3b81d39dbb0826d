public import JamaalModel
public import JamaalPlaces

/// What asking for prayer times in a city by name found.
public enum CityPlacement: Sendable, Hashable {
  /// One place was clearly meant: the draft set to it.
  case placed(RuleDraft, Place)
  /// Several places have that name, most populous first (at most ten): the person chooses one,
  /// and ``PrayerRuleEditor/setPlace(_:on:regions:)`` sets the draft to it.
  case ambiguous([Place])
  /// No place has that name; the nearest spelling the gazetteer knows, if any.
  case notFound(suggestion: Place?)
}

extension PrayerRuleEditor {
  /// Prayer times for a city: a draft (the prayer-times preset's, or a rule's) set to the place
  /// `name` finds in the offline gazetteer — its coordinate, name and zone — with its region's
  /// method and madhab unless the draft names its own (G-31): what `jamaal rules add --preset
  /// prayer-times --city NAME` does.
  /// - Parameters:
  ///   - name: the city as a person types it ("Karachi", "Springfield IL").
  ///   - draft: a draft of the prayer-window source.
  ///   - places: the gazetteer.
  ///   - regions: the region → method table.
  /// - Returns: what the name found.
  /// - Throws: `PlacesError` when the gazetteer cannot be read; ``/JamaalModel/FieldError``
  ///   from ``setPlace(_:on:regions:)``.
  public static func setCity(
    _ name: String, on draft: RuleDraft, places: Gazetteer, regions: RegionTable
  ) throws -> CityPlacement {
    switch try places.resolve(city: name) {
    case .unique(let place): .placed(try setPlace(place, on: draft, regions: regions), place)
    case .ambiguous(let candidates): .ambiguous(candidates)
    case .notFound: .notFound(suggestion: try places.suggestion(forCity: name))
    }
  }

  /// A draft set to a place of the gazetteer, with its country's method and madhab unless the
  /// draft names its own.
  /// - Parameters:
  ///   - place: the place (one ``setCity(_:on:places:regions:)`` offered, or a search's).
  ///   - draft: a draft of the prayer-window source.
  ///   - regions: the region → method table.
  /// - Returns: the draft with its location.
  /// - Throws: ``/JamaalModel/FieldError`` (`timeZone`) when this system does not know the
  ///   place's zone, or when the draft's config is not a readable JSON object.
  public static func setPlace(_ place: Place, on draft: RuleDraft, regions: RegionTable)
    throws(FieldError) -> RuleDraft
  {
    let location = try PrayerLocation(
      latitude: place.latitude, longitude: place.longitude, name: place.name,
      timeZone: place.timeZoneIdentifier)
    return try setLocation(
      location, on: draft, suggestion: regions.suggestion(forCountry: place.country))
  }
}
