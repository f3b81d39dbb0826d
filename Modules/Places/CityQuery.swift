/// A city name typed with what tells it apart from others of that name: its region's name or
/// code, or its country's name or code — "Springfield, Illinois", "Springfield, IL, US",
/// "Springfield IL" (one word after the name, without a comma), "Springfield, US".
struct CityQuery {
  /// The folded name.
  let name: [UInt8]
  /// The folded qualifiers, each of which a place must fit.
  let qualifiers: [[UInt8]]

  /// Splits `text` at its commas, else before its last word; nil when it has neither, or when
  /// the name or a qualifier is empty.
  init?(_ text: String) {
    var parts = text.split(separator: ",", omittingEmptySubsequences: false).map(Substring.init)
    if parts.count == 1 {
      let words = text.split(whereSeparator: \.isWhitespace)
      guard words.count >= 2, let last = words.last else { return nil }
      parts = [text[..<last.startIndex], last]
    }
    let keys = parts.map(Folding.key)
    guard keys.allSatisfy({ !$0.isEmpty }) else { return nil }
    name = keys[0]
    qualifiers = Array(keys.dropFirst())
  }

  /// Whether every qualifier is `place`'s region, region code, country code or country name.
  func admits(_ place: Place) -> Bool {
    let names = [place.region, place.regionCode, place.country, place.countryName]
      .filter { !$0.isEmpty }.map(Folding.key)
    return qualifiers.allSatisfy(names.contains)
  }
}
