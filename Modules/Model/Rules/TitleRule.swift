/// What a title a person types may be: not blank, and within SPEC §7's limits — one line
/// without control characters, no longer than ``Limits/titleCharacters`` — so a 50 MB argument
/// is refused at once instead of being stored and drawn on every screen.
public enum TitleRule {
  /// The longest title, in characters (``Limits/titleCharacters``).
  public static let maximumLength = Limits.titleCharacters

  /// Checks a title.
  /// - Parameters:
  ///   - title: what was typed.
  ///   - field: the field to name in the error ("title", "--title").
  /// - Throws: ``FieldError`` naming `field` when the title is too long, blank or holds a
  ///   control character.
  public static func check(_ title: String, field: String = "title") throws(FieldError) {
    let excesses = LimitCheck.title(title)
    if let length = excesses.first, !isControl(length) { throw length.fieldError(field) }
    guard title.contains(where: { !$0.isWhitespace }) else {
      throw FieldError(field: field, message: "must not be empty")
    }
    // A title is one line of plain text: a newline would break a row, an escape sequence would
    // reach the terminal.
    if let control = excesses.last, isControl(control) { throw control.fieldError(field) }
  }

  private static func isControl(_ excess: LimitExcess) -> Bool {
    if case .controlCharacter = excess { return true }
    return false
  }
}
