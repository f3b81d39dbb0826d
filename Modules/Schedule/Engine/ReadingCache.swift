import Foundation
import JamaalModel
import Synchronization

/// Remembers how each rule read, so evaluations after the first (launch, foreground, every
/// action) do not decode unchanged configs again. Keyed by rule id; an entry is used only while
/// every field a reading depends on is unchanged. Shared by copies of one engine.
final class ReadingCache: Sendable {
  private final class Entry: Sendable {
    let rule: AnchorRule
    let reading: RuleReading

    init(rule: AnchorRule, reading: RuleReading) {
      self.rule = rule
      self.reading = reading
    }
  }

  private let entries = Mutex<[UUID: Entry]>([:])

  /// The registry's reading of `rule`, from the cache when the rule is unchanged.
  func read(_ rule: AnchorRule, registry: SourceRegistry) -> RuleReading {
    let cached = entries.withLock { entries -> RuleReading? in
      guard let entry = entries[rule.id], Self.sameReading(entry.rule, rule) else { return nil }
      return entry.reading
    }
    if let cached { return cached }
    let reading = registry.read(rule)
    entries.withLock { $0[rule.id] = Entry(rule: rule, reading: reading) }
    return reading
  }

  /// Whether two versions of a rule read the same (what a source may capture is unchanged).
  private static func sameReading(_ old: AnchorRule, _ new: AnchorRule) -> Bool {
    old.sourceKey == new.sourceKey && old.title == new.title
      && old.effortMinutes == new.effortMinutes && old.placement == new.placement
      && old.configData == new.configData
  }
}
