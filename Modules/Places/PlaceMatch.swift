/// A place found by a search, and the name that found it when it is not the place's own.
public struct PlaceMatch: Sendable, Hashable {
  /// The place.
  public let place: Place
  /// The alternate or historic name (folded, as the data file keeps it: "mecca", "bombay") whose
  /// start matched; nil when the place's own name did.
  public let matchedName: String?

  /// Makes a match.
  public init(place: Place, matchedName: String?) {
    self.place = place
    self.matchedName = matchedName
  }
}
