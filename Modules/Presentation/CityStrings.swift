/// Every word of `--city` (rules add, prayer-times): the place found, no place, or several to
/// choose from, in one table so it can be localised. The command line lays them out.
public enum CityStrings {
  /// "--city: no place called 'Qwxyzzy'", with "; did you mean Karachi, Sindh, Pakistan?"
  /// when a name is near.
  /// - Parameters:
  ///   - typed: what the person typed.
  ///   - suggestion: the label of the place most likely meant, if any.
  /// - Returns: the refusal.
  public static func notFound(_ typed: String, suggestion: String?) -> String {
    "--city: no place called '\(typed)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
  }

  /// "--city: 'Springfield' matches several places; type one as shown, or give --lat/--lon:",
  /// the first line of the refusal when no terminal can ask which.
  /// - Parameter typed: what the person typed.
  /// - Returns: the line; the candidates follow it.
  public static func ambiguous(_ typed: String) -> String {
    "--city: '\(typed)' matches several places; type one as shown, or give --lat/--lon:"
  }

  /// "'Springfield' matches several places:", the first line when a terminal asks which.
  /// - Parameter typed: what the person typed.
  /// - Returns: the line; the candidates follow it.
  public static func choosing(_ typed: String) -> String {
    "'\(typed)' matches several places:"
  }

  /// "Which one? [1-9] ", asked after the candidates.
  /// - Parameter count: how many candidates there are.
  /// - Returns: the question.
  public static func question(count: Int) -> String { "Which one? [1-\(count)] " }

  /// The answer to ``question(count:)`` was no candidate's number.
  public static let noneChosen = "--city: no place chosen; nothing was written"

  /// `--city "Springfield, Illinois"`: how to type a candidate so that it is the only one.
  /// - Parameter text: the name that resolves to it alone.
  /// - Returns: the option as typed.
  public static func typeAs(_ text: String) -> String { "--city \"\(text)\"" }

  /// `--lat 39.8017 --lon -89.6437`: how to give a candidate that no name tells apart.
  /// - Parameters:
  ///   - latitude: its latitude in degrees.
  ///   - longitude: its longitude in degrees.
  /// - Returns: the options as typed.
  public static func coordinates(latitude: Double, longitude: Double) -> String {
    "--lat \(latitude) --lon \(longitude)"
  }

  /// "place Springfield, Illinois, United States", with " (matched by the name 'Springfield
  /// IL')" when what was typed is not the place's own name: where the zone came from.
  /// - Parameters:
  ///   - label: the place's label.
  ///   - typed: what the person typed, when not the place's own name.
  /// - Returns: the words.
  public static func source(label: String, matchedBy typed: String?) -> String {
    "place \(label)" + (typed.map { " (matched by the name '\($0)')" } ?? "")
  }

  /// "--city: Springfield, Illinois, United States has an unknown zone Mars/Olympus".
  /// - Parameters:
  ///   - label: the place's label.
  ///   - zone: the zone identifier the data gives.
  /// - Returns: the refusal.
  public static func unknownZone(label: String, zone: String) -> String {
    "--city: \(label) has an unknown zone \(zone)"
  }
}
