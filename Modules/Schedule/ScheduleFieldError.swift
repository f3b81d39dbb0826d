/// A refusal that names the field (or `--set` key) at fault and says what is wrong.
///
/// ```swift
/// ScheduleFieldError(field: "recurrence.n", message: "must be at least 1").description
/// // "recurrence.n: must be at least 1"
/// ```
public struct ScheduleFieldError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field or key, e.g. `slots[0].start` or `maxDays`.
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

  /// Converts a decoding error into one naming the field by its coding path.
  /// - Parameter error: any error thrown while decoding a config or preset.
  /// - Returns: the error as a field error (unknown errors are kept as text under `config`).
  static func from(_ error: any Error) -> ScheduleFieldError {
    if let error = error as? ScheduleFieldError { return error }
    guard let decoding = error as? DecodingError else {
      return ScheduleFieldError(field: "config", message: String(describing: error))
    }
    switch decoding {
    case .keyNotFound(let key, let context):
      return ScheduleFieldError(field: path(context.codingPath + [key]), message: "is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return ScheduleFieldError(
        field: path(context.codingPath), message: "has the wrong type (\(context.debugDescription))"
      )
    case .dataCorrupted(let context):
      return ScheduleFieldError(field: path(context.codingPath), message: context.debugDescription)
    @unknown default:
      return ScheduleFieldError(field: "config", message: String(describing: error))
    }
  }

  /// Renders a coding path as `slots[0].start`.
  static func path(_ keys: [any CodingKey]) -> String {
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
