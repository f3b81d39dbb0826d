import Foundation
import JamaalCommandLine
import JamaalModel
import JamaalPrayerTimes

/// Reads the prayer-time options shared by `prayer-times` and `rules add --preset prayer-times`.
enum PrayerArguments {
  /// The method and madhab suggested for a country (G-31), else for the zone's country.
  static func suggestion(country: String?, zone: TimeZone, session: Session) throws
    -> MethodSuggestion
  {
    try regionTable(session).suggestion(
      forCountry: country ?? ZoneCountries.country(forZone: zone.identifier))
  }

  /// The region → method table of the session's presets folder.
  static func regionTable(_ session: Session) throws -> RegionTable {
    do {
      return try RegionTable.load(presetsFolder: session.environment.presetsFolder)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
  }

  /// The calculation parameters from the options, defaulting to the suggestion.
  static func parameters(
    _ invocation: Invocation<PrayerTimesCommand.Option>, suggestion: MethodSuggestion
  ) throws
    -> CalculationParameters
  {
    var parameters = CalculationParameters(
      method: try choice(invocation, .method) ?? suggestion.method,
      madhab: try choice(invocation, .madhab) ?? suggestion.madhab,
      highLatitudeRule: try choice(invocation, .highLatitudeRule) ?? .recommended,
      polarResolution: try choice(invocation, .polar) ?? .unresolved,
      shafaq: try choice(invocation, .shafaq) ?? .general,
      rounding: try choice(invocation, .rounding))
    if let text = invocation.value(.adjust) {
      parameters.adjustments = try adjustments(text)
    }
    return parameters
  }

  /// `--country`: two ASCII letters (`gb` reads as `GB`); nil when not given.
  static func country(_ text: String?) throws -> String? {
    guard let text else { return nil }
    let letters = text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    guard text.utf8.count == 2, letters else {
      throw CLIError.refused("--country: '\(text)' is not a two-letter country code (e.g. GB)")
    }
    return text.uppercased()
  }

  /// Reads `fajr=2,isha=-1` (or `fajr:2`) as `--set adjust=` does, minutes within ±1440.
  static func adjustments(_ text: String) throws -> PrayerAdjustments {
    var result = PrayerAdjustments()
    do {
      for (prayer, minutes) in try PrayerRuleEditor.adjustmentPairs(
        text, key: "--adjust", in: -1440...1440)
      {
        result[prayer] = minutes
      }
    } catch {
      throw CLIError.refused(error.description)
    }
    return result
  }

  /// A named choice from an option in any case (`muslimworldleague`, `Hanafi`), or an error
  /// listing the names and the one meant when a name is near.
  static func choice<T: RawRepresentable & CaseIterable, Option: CommandOption>(
    _ invocation: Invocation<Option>, _ option: Option
  ) throws -> T? where T.RawValue == String {
    guard let text = invocation.value(option) else { return nil }
    let names = T.allCases.map(\.rawValue)
    guard let name = NameMatching.match(text, among: names), let value = T(rawValue: name) else {
      let hint = NameMatching.suggestion(for: text, among: names).map { "; did you mean \($0)?" }
      throw CLIError.refused(
        "--\(option.rawValue): '\(text)' is not one of: \(names.joined(separator: " "))"
          + (hint ?? ""))
    }
    return value
  }
}
