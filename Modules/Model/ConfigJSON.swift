public import Foundation
public import JSON

/// Edits a rule's `configData` by patching its JSON object, so keys this build does not know —
/// written by a newer version — survive every re-save (G-82).
public enum ConfigJSON {
  /// Reads `data` as a JSON object, lets `body` change it, and writes it back (keys sorted, as
  /// ``JSON/JSONValue/jsonData()`` writes them).
  ///
  /// ```swift
  /// let edited = try ConfigJSON.patch(rule.configData) { object in
  ///   object["effortMinutes"] = .integer(30)
  /// }
  /// ```
  /// - Parameters:
  ///   - data: the config.
  ///   - body: the change.
  /// - Returns: the changed config.
  /// - Throws: ``FieldError`` naming `config` when `data` is not a JSON object; what `body` throws.
  public static func patch(
    _ data: Data, _ body: (inout [String: JSONValue]) throws(FieldError) -> Void
  ) throws(FieldError) -> Data {
    guard case .object(var object)? = try? JSONValue(parsing: data) else {
      throw FieldError(field: "config", message: "is not a JSON object")
    }
    try body(&object)
    return JSONValue.object(object).jsonData()
  }
}

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
      let key = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
      let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
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
