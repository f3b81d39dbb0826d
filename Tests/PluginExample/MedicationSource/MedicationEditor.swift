import Foundation
import JamaalJSON
public import JamaalModel

/// `--set` editing of medication rules: `doses=08:00,20:00` and `window=MIN`, on the shared
/// `RuleEditing` skeleton (which handles `title`, unknown and repeated keys).
public struct MedicationEditor: RuleEditing {
  /// The keys besides `title`.
  public let keys = ["doses", "window"]

  /// Makes the editor.
  public init() {}

  /// Patches the config, so keys a newer version added survive.
  public func edit(_ fields: inout RuleFields, values: [String: String], context: EditContext)
    throws(FieldError)
  {
    var doses: [String]?
    if let text = values["doses"] {
      let list = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard !list.isEmpty, list.allSatisfy({ WallClockTime($0) != nil }) else {
        throw FieldError(field: "doses", message: "'\(text)' is not a list of HH:MM times")
      }
      doses = list
    }
    // The shared `--set` value kit: its words for a number out of range.
    let window = try values["window"].map { text throws(FieldError) in
      try SetValues.integer(text, key: "window", in: 1...1440)
    }
    fields.configData = try ConfigJSON.patch(fields.configData) { object in
      if let doses { object["doses"] = .array(doses.map(JSONValue.string)) }
      if let window { object["windowMinutes"] = .integer(window) }
    }
  }

  /// Reads the config as the source does.
  public func check(_ fields: RuleFields, asDraft: Bool) throws(FieldError) {
    do {
      _ = try JSONDecoder().decode(MedicationConfig.self, from: fields.configData)
    } catch {
      throw FieldError.from(error)
    }
  }
}
