/// What a title a person types may be: not blank, one line without control characters, and no
/// longer than a person could mean, so a 50 MB argument is refused at once instead of being
/// stored and drawn on every screen.
public enum TitleRule {
  /// The longest title, in characters.
  public static let maximumLength = 200

  /// Checks a title.
  /// - Parameters:
  ///   - title: what was typed.
  ///   - field: the field to name in the error ("title", "--title").
  /// - Throws: ``FieldError`` naming `field` when the title is blank, too long or holds a control
  ///   character.
  public static func check(_ title: String, field: String = "title") throws(FieldError) {
    // Counting characters walks the string: a byte count rules out the huge ones first.
    let bytes = title.utf8.count
    if bytes > maximumLength * 4 || title.count > maximumLength {
      throw FieldError(
        field: field, message: "is too long: a title is at most \(maximumLength) characters")
    }
    guard title.contains(where: { !$0.isWhitespace }) else {
      throw FieldError(field: field, message: "must not be empty")
    }
    // A title is one line of plain text: a newline would break a row, an escape sequence would
    // reach the terminal.
    if let control = title.unicodeScalars.first(where: { $0.properties.generalCategory == .control }
    ) {
      let hex = String(control.value, radix: 16, uppercase: true)
      throw FieldError(
        field: field,
        message: "must not hold control characters (found \\x\(hex.count < 2 ? "0" : "")\(hex))")
    }
  }
}
