import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

/// A source that reads `{"version": 1}` configs and yields nothing.
private struct QuietSource: AnchorSource {
  struct Schedule: RuleSchedule {
    func anchors(for date: LogicalDate, context: GenerationContext) -> [Anchor] { [] }
    var summary: String { "Quiet" }
    var timeZone: TimeZone? { nil }
  }
  struct Config: Decodable { let version: Int, label: String }

  var sourceKey: SourceKey = "quiet"
  var configVersions: ClosedRange<Int> { 1...2 }
  func decode(_ rule: AnchorRule) throws -> any RuleSchedule {
    _ = try JSONDecoder().decode(Config.self, from: rule.configData)
    return Schedule()
  }
  func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
    RuleDraft(
      title: "Quiet", sourceKey: sourceKey, configData: Data(#"{"version":1}"#.utf8),
      effortMinutes: 0, placement: .fixed)
  }
}

@Suite struct SourceRegistryTests {
  func rule(_ key: SourceKey, _ config: String) -> AnchorRule {
    AnchorRule(
      title: "T", sourceKey: key, configData: Data(config.utf8), effortMinutes: 5,
      createdAt: Fixtures.instant("2026-11-29T10:00:00Z"))
  }

  @Test func aDuplicateSourceKeyIsRefused() throws {
    var registry = SourceRegistry()
    try registry.register(QuietSource())
    let error = #expect(throws: SourceRegistry.DuplicateSourceKey.self) {
      try registry.register(QuietSource())
    }
    #expect(error?.key == "quiet")
    #expect(error?.description == "a source with key 'quiet' is already registered")
  }

  @Test func readsTheRulesItsSourcesKnow() throws {
    let registry = try SourceRegistry([QuietSource()])
    guard case .ready(let schedule) = registry.read(rule("quiet", #"{"version":2,"label":"x"}"#))
    else {
      Issue.record("expected a ready rule")
      return
    }
    #expect(schedule.summary == "Quiet")
  }

  @Test func aNewerConfigVersionAsksForAnUpdate() throws {
    let registry = try SourceRegistry([QuietSource()])
    guard case .needsAttention(let why) = registry.read(rule("quiet", #"{"version":3}"#)) else {
      Issue.record("expected needs attention")
      return
    }
    #expect(why == .newerVersion(found: 3, supported: 2))
  }

  @Test func unreadableConfigsAndUnknownSourcesCannotBeRead() throws {
    let registry = try SourceRegistry([QuietSource()])
    let cases = [
      rule("quiet", "not json"), rule("quiet", #"{"label":"no version"}"#),
      rule("quiet", #"{"version":1}"#), rule("medication", #"{"version":1}"#),
    ]
    for rule in cases {
      guard case .needsAttention(let why) = registry.read(rule) else {
        Issue.record(
          "expected needs attention for \(String(decoding: rule.configData, as: UTF8.self))")
        continue
      }
      if case .newerVersion = why { Issue.record("an unreadable config is not a newer version") }
    }
  }
}

/// A source that reads the registry's parsed config, and refuses to parse it again.
private struct ParsedOnceSource: AnchorSource {
  var sourceKey: SourceKey = "parsed"
  var configVersions: ClosedRange<Int> { 1...1 }
  func decode(_ rule: AnchorRule) throws -> any RuleSchedule {
    throw FieldError(field: "config", message: "parsed a second time")
  }
  func decode(_ rule: AnchorRule, config: JSONDocument) throws -> any RuleSchedule {
    struct Config: Decodable { let label: String }
    let label = try ConfigDecoder().decode(Config.self, from: config).label
    guard label == "x" else { throw FieldError(field: "label", message: "is not x") }
    return QuietSource.Schedule()
  }
  func draft(fromPreset decoder: any Decoder) throws -> RuleDraft {
    throw FieldError(field: "preset", message: "none")
  }
}

extension SourceRegistryTests {
  @Test func theRegistryHandsItsParsedConfigToTheSource() throws {
    let registry = try SourceRegistry([ParsedOnceSource(), QuietSource()])
    guard case .ready = registry.read(rule("parsed", #"{"version":1,"label":"x"}"#)) else {
      Issue.record("expected the parsed config to be read")
      return
    }
    guard
      case .needsAttention(.unreadable(let detail)) = registry.read(
        rule("parsed", #"{"version":1,"label":"y"}"#))
    else {
      Issue.record("expected needs attention")
      return
    }
    #expect(detail == "label: is not x")
  }
}
