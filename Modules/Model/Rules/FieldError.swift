/// A refusal that names the field (or `--set` key) at fault and says what is wrong.
///
/// Every source's config and editor errors are this type, so the command line and the UI show
/// them one way:
///
/// ```swift
/// FieldError(field: "recurrence.n", message: "must be at least 1").description
/// // "recurrence.n: must be at least 1"
/// ```
public struct FieldError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field or key, e.g. `slots[0].start`, `location.latitude` or `maxDays`.
  public let field: String
  /// What is wrong, in words a person can act on.
  public let message: String

  /// Makes an error for `field`.
  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }

  /// `field: message`.
  public var description: String { "\(field): \(message)" }

  /// Converts an error thrown while decoding a config or preset into one naming the field by its
  /// coding path (anything else is kept as text under `config`).
  /// - Parameter error: any error.
  /// - Returns: the error as a field error.
  public static func from(_ error: any Error) -> FieldError {
    if let error = error as? FieldError { return error }
    guard let decoding = error as? DecodingError else {
      return FieldError(field: "config", message: String(describing: error))
    }
    switch decoding {
    case .keyNotFound(let key, let context):
      return FieldError(field: path(context.codingPath + [key]), message: "is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return FieldError(
        field: path(context.codingPath), message: "has the wrong type (\(context.debugDescription))"
      )
    case .dataCorrupted(let context):
      return FieldError(field: path(context.codingPath), message: context.debugDescription)
    @unknown default:
      return FieldError(field: "config", message: String(describing: error))
    }
  }

  /// Renders a coding path as `slots[0].start` (`config` when empty).
  public static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "config" : text
  }
}
