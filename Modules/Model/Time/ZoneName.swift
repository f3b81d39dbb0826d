public import Foundation

/// A time zone as a person names it: an IANA identifier in any case (`europe/london`), `UTC` or
/// `GMT`. An abbreviation (`BST`, `EST`, `PKT`) is refused, because it names more than one zone
/// (`BST` is British Summer Time and Bangladesh Standard Time) and the zone's summer time is not
/// in it; the refusal names the IANA zones it may mean.
///
/// ```swift
/// try ZoneName.resolve("europe/london").identifier  // "Europe/London"
/// try ZoneName.resolve("BST")  // throws: "'BST' is an abbreviation, … Europe/London or Asia/Dhaka"
/// ```
public enum ZoneName {
  /// Why a name is not a zone.
  public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// An abbreviation, with the IANA zones it usually stands for.
    case abbreviation(String, meaning: [String])
    /// No zone has this name; the nearest identifier, when one is near.
    case unknown(String, suggestion: String?)

    /// The refusal in words: what was typed, why, and what to give instead.
    public var description: String {
      switch self {
      case .abbreviation(let text, let meaning):
        let zones = meaning.isEmpty ? ["Europe/London", "America/New_York"] : meaning
        return "'\(text)' is an abbreviation, which can name more than one zone: give an IANA"
          + " zone such as " + zones.joined(separator: " or ")
      case .unknown(let text, let suggestion):
        let hint = suggestion.map { "; did you mean \($0)?" } ?? " (e.g. Europe/London)"
        return "'\(text)' is not a time zone identifier" + hint
      }
    }
  }

  /// Names that are both abbreviations and real zones, kept: they mean one thing.
  /// Foundation on Linux answers `TimeZone(identifier: "UTC")` with a zone named GMT, so UTC is
  /// `Etc/UTC` (shown as "UTC" by ``shown(_:)``).
  static let universal = ["UTC": "Etc/UTC", "GMT": "GMT", "UCT": "Etc/UTC", "ZULU": "Etc/UTC"]

  /// A zone's name as a person reads it: its identifier, with `Etc/UTC` read as "UTC".
  /// - Parameter zone: the zone.
  /// - Returns: the name.
  public static func shown(_ zone: TimeZone) -> String {
    ["Etc/UTC", "Etc/UCT", "Etc/Zulu", "UTC"].contains(zone.identifier) ? "UTC" : zone.identifier
  }

  /// The zones an abbreviation usually stands for (the first is the likeliest).
  static let abbreviations: [String: [String]] = [
    "BST": ["Europe/London", "Asia/Dhaka"], "IST": ["Asia/Kolkata", "Europe/Dublin"],
    "EST": ["America/New_York"], "EDT": ["America/New_York"], "CST": ["America/Chicago"],
    "CDT": ["America/Chicago"], "MST": ["America/Denver"], "MDT": ["America/Denver"],
    "PST": ["America/Los_Angeles"], "PDT": ["America/Los_Angeles"],
    "CET": ["Europe/Paris", "Europe/Berlin"], "CEST": ["Europe/Paris", "Europe/Berlin"],
    "EET": ["Europe/Athens", "Africa/Cairo"], "EEST": ["Europe/Athens"],
    "WET": ["Europe/Lisbon"], "WEST": ["Europe/Lisbon"], "PKT": ["Asia/Karachi"],
    "AST": ["Asia/Riyadh", "America/Halifax"], "MSK": ["Europe/Moscow"],
    "AEST": ["Australia/Sydney"], "AEDT": ["Australia/Sydney"], "SAST": ["Africa/Johannesburg"],
    "WIB": ["Asia/Jakarta"], "MYT": ["Asia/Kuala_Lumpur"], "TRT": ["Europe/Istanbul"],
  ]

  /// The zone `text` names.
  /// - Parameter text: an IANA identifier (any case), `UTC`/`GMT`, or another identifier the
  ///   system knows (`Etc/GMT+5`, `EST5EDT`).
  /// - Returns: the zone, under its canonical identifier.
  /// - Throws: ``Problem`` for an abbreviation or an unknown name.
  public static func resolve(_ text: String) throws(Problem) -> TimeZone {
    let name = text.trimmingSpaces
    let upper = name.uppercased()
    if let universal = universal[upper], let zone = TimeZone(identifier: universal) {
      return zone
    }
    if isAbbreviation(name) {
      let meaning =
        abbreviations[upper]
        ?? TimeZone.abbreviationDictionary[upper].map { [$0] } ?? []
      throw .abbreviation(name, meaning: meaning)
    }
    if let zone = TimeZone(identifier: name), !name.isEmpty { return zone }
    // The identifier list costs ~8 M instructions (a third of a `today`): only a miss reads it.
    let known = TimeZone.knownTimeZoneIdentifiers
    let lower = name.lowercased()
    if let found = known.first(where: { $0.lowercased() == lower }),
      let zone = TimeZone(identifier: found)
    {
      return zone
    }
    throw .unknown(name, suggestion: suggestion(for: name, among: known))
  }

  /// Whether `name` reads as an abbreviation: 2–5 letters with no `/`, typed in capitals or
  /// known as one (`bst`, `PKT`), and not UTC or GMT.
  public static func isAbbreviation(_ name: String) -> Bool {
    guard (2...5).contains(name.count), name.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return false
    }
    let upper = name.uppercased()
    if universal[upper] != nil { return false }
    return name == upper || abbreviations[upper] != nil
      || TimeZone.abbreviationDictionary[upper] != nil
  }

  /// The identifier whose city (or whole name) is nearest `name`: `london` → Europe/London.
  private static func suggestion(for name: String, among known: [String]) -> String? {
    let cities = known.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    let key = NameMatching.folded(name.split(separator: "/").last ?? Substring(name))
    let exact = known.indices.filter { NameMatching.folded(cities[$0]) == key }
    if exact.count == 1 { return known[exact[0]] }
    if let city = NameMatching.suggestion(for: String(key), among: cities),
      let index = cities.firstIndex(of: city)
    {
      return known[index]
    }
    return NameMatching.suggestion(for: name, among: known)
  }
}
