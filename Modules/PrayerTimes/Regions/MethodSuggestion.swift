/// The method and madhab the prayer-times form pre-selects for a region (G-31).
public struct MethodSuggestion: Hashable, Sendable {
  /// The suggested method.
  public let method: CalculationMethod
  /// The suggested madhab.
  public let madhab: Madhab
  /// The ISO country code asked about (upper case); nil when none was known.
  public let country: String?
  /// True when the country is unknown or not in the table, so the table's default applies.
  public let isFallback: Bool

  /// Makes a suggestion.
  public init(method: CalculationMethod, madhab: Madhab, country: String?, isFallback: Bool) {
    self.method = method
    self.madhab = madhab
    self.country = country
    self.isFallback = isFallback
  }
}
