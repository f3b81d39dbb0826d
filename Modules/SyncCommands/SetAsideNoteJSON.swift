import JamaalModel

/// What sync set aside first, as `status --json` and `sync --json` print it:
/// `{"reason": raw, "field": …, "kind": …}`, or `null` when nothing was set aside.
struct SetAsideNoteJSON: Encodable, Sendable {
  /// The note, `nil` for none.
  let note: SyncSetAsideNote?

  /// The JSON of `note`.
  init(_ note: SyncSetAsideNote?) { self.note = note }

  /// Encodes the note with raw values, or `null`.
  func encode(to encoder: any Encoder) throws {
    guard let note else {
      var container = encoder.singleValueContainer()
      try container.encodeNil()
      return
    }
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(note.reason.rawValue, forKey: .reason)
    try container.encode(note.field, forKey: .field)
    try container.encode(note.kind, forKey: .kind)
  }

  private enum Keys: String, CodingKey { case reason, field, kind }
}
