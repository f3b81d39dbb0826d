public import Foundation
import JamaalJSON

/// SPEC §7's limits on a rule about to be written by this device (add, edit, exception): its
/// title, each slot label (an Anchor's title is the slot label or the rule's title), how many
/// slots and exception ranges it has, and its config's size.
///
/// ```swift
/// RuleLimits.excesses(title: rule.title, configData: rule.configData)
/// // [FieldError(field: "slots", message: "a rule has at most 48 slots; this one has 49 …")]
/// ```
public enum RuleLimits {
  /// Every limit a rule's title and config are over, each naming its field (`title`, `config`,
  /// `slots`, `exceptions`, `slots[2].label`) and saying by how much.
  /// - Parameters:
  ///   - title: the rule's title.
  ///   - configData: its config.
  /// - Returns: the refusals, the title's first; empty when the rule is within every limit.
  public static func excesses(title: String, configData: Data) -> [FieldError] {
    var found = LimitCheck.title(title).map { $0.fieldError("title") }
    if configData.count > Limits.configBytes {
      return found + LimitCheck.config(configData).map { $0.fieldError("config") }
    }
    guard let document = try? JSONDocument(parsing: configData) else { return found }
    for excess in LimitCheck.counts(in: document) {
      if case .slots = excess { found.append(excess.fieldError("slots")) }
      if case .exceptionRanges = excess { found.append(excess.fieldError("exceptions")) }
    }
    if let slots = document.root["slots"]?.items {
      for (index, slot) in slots.enumerated() {
        guard let label = slot["label"]?.string else { continue }
        found += LimitCheck.title(label).map { $0.fieldError("slots[\(index)].label") }
      }
    }
    return found
  }
}
