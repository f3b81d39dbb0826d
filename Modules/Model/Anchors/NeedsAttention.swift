/// Why a rule cannot be read (AN-07). Its words live in Presentation (`RuleListStrings`).
public enum NeedsAttention: Hashable, Sendable {
  /// Written by a newer version: "Update Jamaal to see this rule".
  case newerVersion(found: Int, supported: Int)
  /// The config could not be decoded: "This rule couldn't be read".
  case unreadable(detail: String)
  /// No registered source reads the key: "This rule couldn't be read".
  case unregisteredSource(SourceKey)
}
