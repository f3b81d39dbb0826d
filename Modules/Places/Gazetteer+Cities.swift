extension Gazetteer {
  /// Resolves a city name given for a rule, as `--city NAME` does.
  ///
  /// The rule: places whose name or an alternate name equals `city` once folded (case,
  /// diacritics and punctuation ignored) are the exact matches. When none does, `city` may be a
  /// name qualified by its region, region code or country (see `CityQuery`): "Springfield,
  /// Illinois", "Springfield IL", "Springfield, US"; the exact matches are then the places of
  /// that name the qualifiers all fit. One exact match, or a most populous one at least ten
  /// times as populous as the next, is ``CityResolution/unique(_:)``; several others are
  /// ``CityResolution/ambiguous(_:)`` (up to ten, most populous first). With no exact match,
  /// places whose names start with `city` are offered as ``CityResolution/ambiguous(_:)`` for
  /// the user to confirm; with none either, ``CityResolution/notFound``.
  /// - Throws: ``PlacesError`` for empty or over-long text, or a bad file.
  public func resolve(city: String) throws(PlacesError) -> CityResolution {
    let key = try Self.searchKey(city)
    let index = try cache.index()
    var exact = index.exact(key)
    if exact.isEmpty, let query = CityQuery(city) {
      exact = index.exact(query.name).filter(query.admits)
    }
    guard let first = exact.first else {
      let candidates = index.search(prefix: key, limit: 10)
      return candidates.isEmpty ? .notFound : .ambiguous(candidates)
    }
    if exact.count == 1 || first.population >= 10 * exact[1].population {
      return .unique(first)
    }
    return .ambiguous(Array(exact.prefix(10)))
  }

  /// The shortest `--city` text that resolves to `place` alone: its name, else with its region,
  /// its country, or both ("Springfield, Illinois"; "Córdoba, Spain"); nil when none does (two
  /// places of one name in one region: the caller offers the coordinate instead).
  /// - Throws: ``PlacesError`` for a bad file.
  public func cityText(for place: Place) throws(PlacesError) -> String? {
    let country = place.countryName.isEmpty ? place.country : place.countryName
    var forms = [[place.name]]
    if !place.region.isEmpty { forms.append([place.name, place.region]) }
    forms.append([place.name, country])
    if !place.region.isEmpty { forms.append([place.name, place.region, country]) }
    if !place.regionCode.isEmpty { forms.append([place.name, place.regionCode, country]) }
    for parts in forms where !parts.contains(where: { $0.contains(",") }) {
      let text = parts.joined(separator: ", ")
      if case .unique(let found) = try resolve(city: text), found == place { return text }
    }
    return nil
  }

  /// The place a mistyped city name most likely meant ("did you mean"): the most populous
  /// whose name is within two edits of `city` (one for short names), once folded.
  /// - Throws: ``PlacesError`` for empty or over-long text, or a bad file.
  public func suggestion(forCity city: String) throws(PlacesError) -> Place? {
    try cache.index().nearestName(to: Self.searchKey(city))
  }
}
