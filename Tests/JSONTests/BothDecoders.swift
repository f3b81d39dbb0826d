import Foundation
import JamaalJSON
import JamaalModel

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
