/// One value of a parsed JSON document, in a flat list in document order: a container's
/// elements follow it (an object's as key, value, key, value …), and `next` skips past them.
struct JSONNode {
  /// What a value is.
  enum Kind: UInt8 {
    case null, `false`, `true`
    /// A number written without fraction or exponent.
    case integer
    /// A number with a fraction or an exponent.
    case number
    /// A string of ASCII characters without escapes: its bytes are its text.
    case string
    /// A string with escapes or non-ASCII characters.
    case richString
    case array, object
  }

  /// What the value is.
  var kind: Kind
  /// Scalars: the first byte of the text (strings: after the opening quote). Containers: the
  /// offset of the bracket.
  var start: Int32
  /// Scalars: the byte after the text (strings: the closing quote). Containers: how many
  /// elements (an object: how many pairs).
  var end: Int32
  /// The index of the node after this value and everything inside it.
  var next: Int32

  /// How many elements (or pairs) a container holds.
  var count: Int { Int(end) }

  /// The value in a few words, as `JSONDecoder` says it ("a string", "number", "an array" …).
  var described: String {
    switch kind {
    case .null: "null"
    case .false, .true: "bool"
    case .integer, .number: "number"
    case .string, .richString: "a string"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }

  /// Whether the value is a string.
  var isString: Bool { kind == .string || kind == .richString }

  /// Whether the value is a number.
  var isNumber: Bool { kind == .integer || kind == .number }
}
