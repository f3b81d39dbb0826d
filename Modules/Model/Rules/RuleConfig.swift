public import Foundation
import JamaalJSON

/// A source's config as a Swift value: what an app's form edits field by field, where the
/// command line speaks `--set` text. `ScheduledConfig` and `PrayerWindowConfig` are ones; a
/// plug-in's source may add its own.
///
/// ```swift
/// let walk = try jamaal.rules.add(
///   title: "Walk", config: ScheduledConfig(recurrence: daily, slots: [evening]),
///   effortMinutes: 30)
/// try jamaal.rules.edit(walk.id, as: ScheduledConfig.self) { $0.endDate = lastDay }
/// ```
public protocol RuleConfig: Sendable {
  /// The source whose rules hold it.
  static var sourceKey: SourceKey { get }
  /// The top-level keys it reads and writes. A stored key outside them (one a newer version
  /// added) survives every typed edit.
  static var fieldNames: Set<String> { get }
  /// Reads and validates a stored config.
  /// - Parameter data: the config, JSON carrying `version`.
  /// - Returns: the value.
  /// - Throws: ``FieldError`` naming the field at fault.
  static func read(_ data: Data) throws(FieldError) -> Self
  /// The config as JSON, carrying its version.
  func jsonData() -> Data
}

extension RuleConfig {
  /// A stored config with this value's fields written over it: each of ``fieldNames`` set to
  /// this value's (or removed when it has none), every other key kept as stored.
  /// - Parameter data: the stored config.
  /// - Returns: the config to store.
  /// - Throws: ``FieldError`` naming `config` when `data` is not a JSON object.
  public func written(over data: Data) throws(FieldError) -> Data {
    let own: [String: JSONValue]
    if case .object(let object)? = try? JSONValue(parsing: jsonData()) {
      own = object
    } else {
      own = [:]
    }
    return try ConfigJSON.patch(data) { object in
      for name in Self.fieldNames { object[name] = own[name] }
    }
  }
}

extension RuleDraft {
  /// A draft holding a typed config.
  /// - Parameters:
  ///   - title: the rule's title.
  ///   - config: the config; its source is the draft's.
  ///   - effortMinutes: minutes of effort.
  ///   - placement: fixed or flexible.
  public init(
    title: String, config: some RuleConfig, effortMinutes: Int, placement: Placement = .fixed
  ) {
    self.init(
      title: title, sourceKey: type(of: config).sourceKey, configData: config.jsonData(),
      effortMinutes: effortMinutes, placement: placement)
  }
}
