/// One of SPEC §7's limits a value is over, and by how much: what ``LimitCheck`` finds. Each
/// writer words it its own way (a ``FieldError`` for a typed edit, a row problem for import and
/// sync).
public enum LimitExcess: Hashable, Sendable {
  /// A title of this many characters (more than ``Limits/titleCharacters``).
  case titleCharacters(Int)
  /// A title so long its characters are not counted: this many UTF-8 bytes (more than
  /// ``LimitCheck/countedTitleBytes``).
  case titleBytes(Int)
  /// A title holding a control character (general category Cc); the first one found.
  case controlCharacter(Unicode.Scalar)
  /// A config of this many bytes (more than ``Limits/configBytes``).
  case configBytes(Int)
  /// A config listing this many slots (more than ``Limits/slots``).
  case slots(Int)
  /// A config keeping this many exception ranges once merged (more than
  /// ``Limits/exceptionRanges``).
  case exceptionRanges(Int)

  /// The excess as a refusal of the field named: "title: is too long: a title is at most 200
  /// characters; this one has 250 (50 too many)".
  /// - Parameter field: the field or option to name (`title`, `--title`, `slots[2].label`).
  /// - Returns: the error.
  public func fieldError(_ field: String) -> FieldError {
    FieldError(field: field, message: message)
  }

  /// The words after the field's name.
  private var message: String {
    switch self {
    case .titleCharacters(let count):
      "is too long: a title is at most \(Limits.titleCharacters) characters; this one has"
        + " \(count) (\(count - Limits.titleCharacters) too many)"
    case .titleBytes(let bytes):
      "is too long: a title is at most \(Limits.titleCharacters) characters; this one is"
        + " \(bytes) bytes"
    case .controlCharacter(let scalar):
      "must not hold control characters (found \(Self.escaped(scalar)))"
    case .configBytes(let bytes):
      "is too big: a rule's config is at most 64 KB (\(Limits.configBytes) bytes); this one is"
        + " \(bytes) bytes (\(bytes - Limits.configBytes) too many)"
    case .slots(let count):
      "a rule has at most \(Limits.slots) slots; this one has \(count)"
        + " (\(count - Limits.slots) too many)"
    case .exceptionRanges(let count):
      "a rule has at most \(Limits.exceptionRanges) exception ranges; this one has \(count)"
        + " (\(count - Limits.exceptionRanges) too many)"
    }
  }

  /// A control character as a person can read it: `\x1B`, `\x85`.
  public static func escaped(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\x" + (hex.count < 2 ? "0" : "") + hex
  }
}
