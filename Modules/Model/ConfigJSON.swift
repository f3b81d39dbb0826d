public import Foundation

/// Edits a rule's `configData` by patching its JSON object, so keys this build does not know —
/// written by a newer version — survive every re-save (G-82).
public enum ConfigJSON {
  /// Reads `data` as a JSON object, lets `body` change it, and writes it back (keys sorted).
  /// - Parameters:
  ///   - data: the config.
  ///   - body: the change.
  /// - Returns: the changed config.
  /// - Throws: ``FieldError`` naming `config` when `data` is not a JSON object; what `body` throws.
  public static func patch(
    _ data: Data, _ body: (inout [String: Any]) throws(FieldError) -> Void
  ) throws(FieldError) -> Data {
    guard
      var object = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        as? [String: Any]
    else {
      throw FieldError(field: "config", message: "is not a JSON object")
    }
    try body(&object)
    guard
      let written = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else {
      throw FieldError(field: "config", message: "could not be written as JSON")
    }
    return written
  }
}
