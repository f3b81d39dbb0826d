import JamaalYAML
import Testing

/// Decodes `text` as `type`, expecting a ``YAMLError``, and checks where and what it says.
func expectYAMLError<T: Decodable>(
  _ type: T.Type, _ text: String, line: Int, column: Int, message: String, keyPath: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = #expect(throws: YAMLError.self, sourceLocation: sourceLocation) {
    try YAMLDecoder().decode(type, from: text, file: "test.yaml")
  }
  guard let error else { return }
  #expect(error.file == "test.yaml", sourceLocation: sourceLocation)
  #expect(error.line == line, "line", sourceLocation: sourceLocation)
  #expect(error.column == column, "column", sourceLocation: sourceLocation)
  #expect(error.message == message, sourceLocation: sourceLocation)
  #expect(error.keyPath == keyPath, sourceLocation: sourceLocation)
}

/// A small preset-like shape used across the tests.
struct Preset: Decodable, Equatable {
  var name: String
  var kind: Kind
  var note: String?
  var slots: [Slot]
  var tags: [String: Int]?
}

/// One slot of a ``Preset``.
struct Slot: Decodable, Equatable {
  var start: String
  var windowMinutes: Int
  var optional: Bool?
}

/// A raw-value enum.
enum Kind: String, Decodable, Equatable {
  case scheduled, prayer
}

/// A type with one integer, for error cases.
struct Count: Decodable, Equatable {
  var count: Int
}

/// A type with one boolean.
struct Flag: Decodable, Equatable {
  var enabled: Bool
}

/// A type with one string.
struct Text: Decodable, Equatable {
  var text: String
}
