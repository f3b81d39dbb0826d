public import JamaalModel

/// Finds a place by name for a rule that needs one (AN-11: prayer times for a city), offline —
/// what a plug-in with a gazetteer hands an app's forms. The door knows nothing of places; an
/// app passes its finder to the screens that ask for a city.
///
/// ```swift
/// switch try finder.place("Karachi", on: draft) {
/// case .placed(let placed, let label): try jamaal.rules.add(placed)  // "Karachi, Sindh, PK"
/// case .ambiguous(let names): offer(names)                          // each found again alone
/// case .notFound(let suggestion): ask(suggestion)
/// }
/// ```
public protocol PlaceFinding: Sendable {
  /// The source whose drafts it places (`prayerWindow`).
  var sourceKey: SourceKey { get }

  /// Names as a person would type them, for a search as they type ("Karachi, Sindh, PK"), most
  /// likely first; each finds its one place again through ``place(_:on:)``.
  /// - Parameters:
  ///   - text: what is typed so far, in any script.
  ///   - limit: at most this many.
  /// - Returns: the names.
  /// - Throws: when the gazetteer cannot be read.
  func suggestions(for text: String, limit: Int) throws -> [String]

  /// A draft set to the place `name` finds: its coordinate, name and zone, and its region's
  /// method unless the draft names its own.
  /// - Parameters:
  ///   - name: a city as typed, or one of ``suggestions(for:limit:)``.
  ///   - draft: a draft of ``sourceKey``'s source.
  /// - Returns: what the name found.
  /// - Throws: when the gazetteer cannot be read; ``/JamaalModel/FieldError`` when the place
  ///   cannot be set.
  func place(_ name: String, on draft: RuleDraft) throws -> PlaceFound
}

/// What a name found (``PlaceFinding/place(_:on:)``).
public enum PlaceFound: Hashable, Sendable {
  /// One place was clearly meant: the draft set to it, and the place in words.
  case placed(RuleDraft, label: String)
  /// Several places have that name, most populous first: each as typed to find it alone.
  case ambiguous([String])
  /// No place has that name; the nearest spelling known, if any.
  case notFound(suggestion: String?)
}
