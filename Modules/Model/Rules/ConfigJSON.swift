public import Foundation
public import JamaalJSON

/// Edits a rule's `configData` by patching its JSON object, so keys this build does not know —
/// written by a newer version — survive every re-save (G-82).
public enum ConfigJSON {
  /// Reads `data` as a JSON object, lets `body` change it, and writes it back (keys sorted, as
  /// ``/JamaalJSON/JSONValue/jsonData()`` writes them).
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
