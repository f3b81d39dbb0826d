import Foundation

/// Edits a prayer config by patching its JSON object, so keys this build does not know survive.
enum PrayerConfigJSON {
  /// Reads `data` as a JSON object, lets `body` change it, and writes it back (keys sorted).
  /// - Throws: ``PrayerRuleError`` when `data` is not a JSON object; whatever `body` throws.
  static func patch(
    _ data: Data, _ body: (inout [String: Any]) throws(PrayerRuleError) -> Void
  ) throws(PrayerRuleError) -> Data {
    guard
      var object = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        as? [String: Any]
    else {
      throw PrayerRuleError(field: "config", message: "is not a JSON object")
    }
    try body(&object)
    guard
      let written = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else {
      throw PrayerRuleError(field: "config", message: "could not be written as JSON")
    }
    return written
  }
}
