/// A refusal that names the field (or `--set` key) of a prayer rule at fault and says what is
/// wrong.
///
/// ```swift
/// PrayerRuleError(field: "method", message: "'foo' is not a method (…)").description
/// // "method: 'foo' is not a method (…)"
/// ```
public struct PrayerRuleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field or key, e.g. `location.latitude` or `duration`.
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
  static func from(_ error: any Error) -> PrayerRuleError {
    if let error = error as? PrayerRuleError { return error }
    guard let decoding = error as? DecodingError else {
      return PrayerRuleError(field: "config", message: String(describing: error))
    }
    switch decoding {
    case .keyNotFound(let key, let context):
      return PrayerRuleError(field: path(context.codingPath + [key]), message: "is missing")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return PrayerRuleError(
        field: path(context.codingPath),
        message: "has the wrong type (\(context.debugDescription))")
    case .dataCorrupted(let context):
      return PrayerRuleError(field: path(context.codingPath), message: context.debugDescription)
    @unknown default:
      return PrayerRuleError(field: "config", message: String(describing: error))
    }
  }

  /// Renders a coding path as `location.latitude` or `exceptions[0].end`.
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
