import Foundation

/// Edits a config by patching its JSON object, so keys this build does not know survive.
enum ConfigJSON {
  /// Reads `data` as a JSON object, lets `body` change it, and writes it back (keys sorted).
  /// - Throws: ``ScheduleFieldError`` when `data` is not a JSON object; whatever `body` throws.
  static func patch(
    _ data: Data, _ body: (inout [String: Any]) throws(ScheduleFieldError) -> Void
  ) throws(ScheduleFieldError) -> Data {
    guard
      var object = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
        as? [String: Any]
    else {
      throw ScheduleFieldError(field: "config", message: "is not a JSON object")
    }
    try body(&object)
    guard
      let written = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    else {
      throw ScheduleFieldError(field: "config", message: "could not be written as JSON")
    }
    return written
  }
}
