public import Foundation
import JamaalModel
import JamaalYAML

/// The region → method table (G-31): ISO country codes to a method and madhab, read from
/// `Presets/regions.yaml`; a country not listed gets the file's `default`.
///
/// ```swift
/// let table = try RegionTable.load(presetsFolder: presets)
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

  /// Reads a table file: `default: {method, madhab}` and `countries: {CC: {method, madhab}}`.
  /// Without `default`, Muslim World League / Shafi.
  /// - Parameter file: the YAML file.
  /// - Throws: `YAMLError` with the file, line and column of the problem (an unknown method or
  ///   madhab names its line).
  public init(file: URL) throws {
    let document = try YAMLDecoder().decode(Document.self, fromFile: file)
    fallback = document.default ?? Choice(method: .muslimWorldLeague, madhab: .shafi)
    var countries: [String: Choice] = [:]
    for (code, choice) in document.countries ?? [:] { countries[code.uppercased()] = choice }
    self.countries = countries
  }

  /// Reads `regions.yaml` from a presets folder.
  /// - Throws: `YAMLError` when the file is missing or malformed.
  public static func load(presetsFolder: URL) throws -> RegionTable {
    try RegionTable(file: presetsFolder.appendingPathComponent(fileName))
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

  /// The file's shape.
  private struct Document: Decodable {
    var `default`: Choice?
    var countries: [String: Choice]?
  }

  /// One row: a method and a madhab, each a known name.
  private struct Choice: Decodable {
    var method: CalculationMethod
    var madhab: Madhab

    init(method: CalculationMethod, madhab: Madhab) {
      self.method = method
      self.madhab = madhab
    }

    init(from decoder: any Decoder) throws {
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
