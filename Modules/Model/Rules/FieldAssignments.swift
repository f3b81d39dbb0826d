import Foundation

/// `--set key=value` texts, as every source's editor reads them.
public enum FieldAssignments {
  /// Splits `key=value` texts, refusing malformed, unknown and repeated keys.
  /// - Parameters:
  ///   - assignments: the texts, e.g. `["days=weekdays", "start=08:15"]`.
  ///   - keys: the keys the editor knows, in the order its error lists them.
  /// - Returns: each key's value.
  /// - Throws: ``FieldError`` naming the key (or `--set`).
  public static func parse(_ assignments: [String], keys: [String]) throws(FieldError)
    -> [String: String]
  {
    var values: [String: String] = [:]
    for text in assignments {
      guard let equals = text.firstIndex(of: "=") else {
        throw FieldError(field: "--set", message: "expected key=value, got '\(text)'")
      }
      let key = String(text[..<equals]).trimmingSpaces
      let value = String(text[text.index(after: equals)...]).trimmingSpaces
      guard keys.contains(key) else {
        throw FieldError(
          field: key.isEmpty ? "--set" : key,
          message: "unknown key; valid keys: \(keys.joined(separator: ", "))")
      }
      guard values.updateValue(value, forKey: key) == nil else {
        throw FieldError(field: key, message: "is given twice")
      }
    }
    return values
  }
}
