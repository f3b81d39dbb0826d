/// What a city name given on its own (e.g. `--city Karachi`) resolves to.
public enum CityResolution: Sendable, Hashable {
  /// One place clearly meant: the only exact match, or one at least ten times as populous as the
  /// next exact match.
  case unique(Place)
  /// Several candidates, most populous first (at most ten): the user must choose.
  case ambiguous([Place])
  /// No place has that name or a name starting with it.
  case notFound
}
