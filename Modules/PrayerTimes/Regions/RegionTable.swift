import Foundation
import JamaalModel

/// The region → method table (G-31): ISO country codes to a method and madhab, as
/// `Presets/regions.yaml` writes them; a country not listed gets the file's `default`. Any
/// decoder reads its ``Document`` (the command line reads the YAML file).
///
/// ```swift
/// let table = RegionTable(try JSONDecoder().decode(RegionTable.Document.self, from: json))
/// table.suggestion(forCountry: "PK")  // karachi, hanafi
/// table.suggestion(forCountry: nil)   // muslimWorldLeague, shafi, isFallback
/// ```
public struct RegionTable: Sendable {
  /// The method and madhab when the country is unknown.
  private let fallback: Choice
  /// Upper-case country code → choice.
  private let countries: [String: Choice]

  /// The name of the table's file in a presets folder.
  public static let fileName = "regions.yaml"

  /// The table a document holds: `default: {method, madhab}` and `countries: {CC: {method,
  /// madhab}}`. Without `default`, Muslim World League / Shafi.
  /// - Parameter document: the decoded document.
  public init(_ document: Document) {
    fallback = document.default ?? Choice(method: .muslimWorldLeague, madhab: .shafi)
    var countries: [String: Choice] = [:]
    for (code, choice) in document.countries ?? [:] { countries[code.uppercased()] = choice }
    self.countries = countries
  }

  /// The suggestion for an ISO country code (any case); nil or unlisted → the default, with
  /// `isFallback` true.
  public func suggestion(forCountry code: String?) -> MethodSuggestion {
    let country = code?.trimmingSpaces.uppercased()
    if let country, let choice = countries[country] {
      return MethodSuggestion(
        method: choice.method, madhab: choice.madhab, country: country, isFallback: false)
    }
    return MethodSuggestion(
      method: fallback.method, madhab: fallback.madhab,
      country: country.flatMap { $0.isEmpty ? nil : $0 }, isFallback: true)
  }

  /// The table's shape, read by any decoder; an unknown method or madhab is an error naming it.
  public struct Document: Decodable, Sendable {
    var `default`: Choice?
    var countries: [String: Choice]?
  }

  /// One row: a method and a madhab, each a known name.
  public struct Choice: Decodable, Sendable {
    var method: CalculationMethod
    var madhab: Madhab

    init(method: CalculationMethod, madhab: Madhab) {
      self.method = method
      self.madhab = madhab
    }

    /// Reads a row, naming an unknown method or madhab.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard
        let method = try Names.decode(
          CalculationMethod.self, .method, in: container, what: "a method")
      else {
        throw DecodingError.keyNotFound(
          CodingKeys.method,
          .init(codingPath: container.codingPath, debugDescription: "method is missing"))
      }
      self.method = method
      madhab = try Names.decode(Madhab.self, .madhab, in: container, what: "a madhab") ?? .shafi
    }

    private enum CodingKeys: String, CodingKey {
      case method, madhab
    }
  }
}
