/// Every word of finding a place by its name (the prayer form's city search, `--city`): the place
/// found, no place, or several to choose from, in one table so it can be localised. The command
/// line lays them out and adds its own option syntax.
public enum CityStrings {
  /// "no place called 'Qwxyzzy'", with "; did you mean Karachi, Sindh, Pakistan?"
  /// when a name is near.
  /// - Parameters:
  ///   - typed: what the person typed.
  ///   - suggestion: the label of the place most likely meant, if any.
  /// - Returns: the refusal.
  public static func notFound(_ typed: String, suggestion: String?) -> String {
    "no place called '\(typed)'" + (suggestion.map { "; did you mean \($0)?" } ?? "")
  }

  /// "'Springfield' matches several places", the start of the refusal when no one can be asked
  /// which.
  /// - Parameter typed: what the person typed.
  /// - Returns: the line; the candidates follow it.
  public static func ambiguous(_ typed: String) -> String {
    "'\(typed)' matches several places"
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
  public static let noneChosen = "no place chosen; nothing was written"

  /// "place Springfield, Illinois, United States", with " (matched by the name 'Springfield
  /// IL')" when what was typed is not the place's own name: where the zone came from.
  /// - Parameters:
  ///   - label: the place's label.
  ///   - typed: what the person typed, when not the place's own name.
  /// - Returns: the words.
  public static func source(label: String, matchedBy typed: String?) -> String {
    "place \(label)" + (typed.map { " (matched by the name '\($0)')" } ?? "")
  }
}
