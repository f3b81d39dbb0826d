public import Foundation
import JamaalJSON

/// The sources this build knows, keyed by `sourceKey`. A value you build and pass in — never a
/// global.
///
/// ```swift
/// var registry = SourceRegistry()
/// try registry.register(ScheduledSource())
/// switch registry.read(rule) {
/// case .ready(let schedule): schedule.anchors(for: today, context: context)
/// case .needsAttention(let why): print(why)  // the rules list says it in words
/// }
/// ```
public struct SourceRegistry: Sendable {
  /// In registration order; a build holds a handful, so finding one by key is a short scan
  /// (a dictionary keyed by `SourceKey` cost every command a ~0.3 M-instruction conformance
  /// lookup in the Swift runtime).
  private var sources: [any AnchorSource] = []

  /// An empty registry.
  public init() {}

  /// Makes a registry holding `sources`.
  /// - Throws: ``DuplicateSourceKey`` when two share a key.
  public init(_ sources: [any AnchorSource]) throws {
    for source in sources { try register(source) }
  }

  /// Adds a source.
  /// - Parameter source: the source to add.
  /// - Throws: ``DuplicateSourceKey`` when its key is already registered.
  public mutating func register(_ source: any AnchorSource) throws {
    guard self.source(for: source.sourceKey) == nil else {
      throw DuplicateSourceKey(key: source.sourceKey)
    }
    sources.append(source)
  }

  /// The source registered for `key`, if any.
  public func source(for key: SourceKey) -> (any AnchorSource)? {
    sources.first { $0.sourceKey == key }
  }

  /// Every registered key, sorted.
  public var keys: [SourceKey] { sources.map { $0.sourceKey }.sorted { $0.rawValue < $1.rawValue } }

  /// Reads a rule: its schedule, or why it needs attention (AN-07). Never throws, never crashes.
  ///
  /// The schedule returned yields nothing on a date inside the rule's exceptions (SPEC §4.2),
  /// for every source. The config is parsed once: its `version`, its `exceptions` and then the
  /// source's decoding read the same parsed document (``AnchorSource/decode(_:config:)``).
  public func read(_ rule: AnchorRule) -> RuleReading {
    guard let source = source(for: rule.sourceKey) else {
      return .needsAttention(.unregisteredSource(rule.sourceKey))
    }
    let document = try? JSONDocument(parsing: rule.configData)
    guard let document, let version = Self.configVersion(of: document) else {
      return .needsAttention(.unreadable(detail: "configData has no integer 'version'"))
    }
    if version > source.configVersions.upperBound {
      return .needsAttention(
        .newerVersion(found: version, supported: source.configVersions.upperBound))
    }
    guard source.configVersions.contains(version) else {
      return .needsAttention(.unreadable(detail: "config version \(version) is not supported"))
    }
    let exceptions: [ExceptionRange]
    do {
      exceptions = try ExceptionRange.list(in: document).merged()
    } catch {
      return .needsAttention(.unreadable(detail: "exceptions: \(FieldError.from(error).message)"))
    }
    do {
      let schedule = try source.decode(rule, config: document)
      // Most rules keep no exceptions: their schedule needs no filter around it.
      return .ready(
        exceptions.isEmpty ? schedule : ExceptedSchedule(schedule, exceptions: exceptions))
    } catch {
      return .needsAttention(.unreadable(detail: String(describing: error)))
    }
  }

  /// The `version` at the top of a config, if it is a JSON object with an integer version.
  public static func configVersion(of configData: Data) -> Int? {
    (try? JSONDocument(parsing: configData)).flatMap(configVersion(of:))
  }

  /// The `version` at the top of a parsed config, as `configVersion(of:)` reads it from text.
  private static func configVersion(of document: JSONDocument) -> Int? {
    document.root["version"]?.int
  }

  /// Refusal: two sources with one key.
  public struct DuplicateSourceKey: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key registered twice.
    public let key: SourceKey
    /// The message a person reads.
    public var description: String { "a source with key '\(key)' is already registered" }
  }
}
