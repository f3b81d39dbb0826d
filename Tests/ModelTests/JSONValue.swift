import Foundation
import Model

/// Any JSON value, decoded through a `Decoder`'s single-value container: what both decoders
/// under test must agree on.
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}

/// Decoding with both decoders, for comparison.
enum BothDecoders {
  /// The value, or nil when the decoder refuses the text.
  static func ours<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
    try? ConfigDecoder().decode(type, from: Data(text.utf8))
  }

  /// The value as `JSONDecoder` reads it, or nil when it refuses the text.
  static func foundation<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
    try? JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// The error `ConfigDecoder` throws, if any.
  static func error<T: Decodable>(_ type: T.Type, _ text: String) -> DecodingError? {
    do {
      _ = try ConfigDecoder().decode(type, from: Data(text.utf8))
      return nil
    } catch {
      return error as? DecodingError
    }
  }

  /// A decoding error as one line: its case, coding path (as `FieldError` renders it) and
  /// description.
  static func summary(_ error: DecodingError?) -> String {
    switch error {
    case .keyNotFound(let key, let context)?:
      return "keyNotFound \(FieldError.path(context.codingPath + [key]))"
    case .typeMismatch(_, let context)?:
      return "typeMismatch \(FieldError.path(context.codingPath)): \(context.debugDescription)"
    case .valueNotFound(_, let context)?:
      return "valueNotFound \(FieldError.path(context.codingPath)): \(context.debugDescription)"
    case .dataCorrupted(let context)?:
      return "dataCorrupted \(FieldError.path(context.codingPath)): \(context.debugDescription)"
    case nil: return "no error"
    @unknown default: return "unknown"
    }
  }
}
