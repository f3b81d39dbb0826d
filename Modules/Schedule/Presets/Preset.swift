public import Foundation
public import JamaalModel

/// A preset from `Presets/`: the form defaults of one kind of rule, read from YAML.
///
/// A preset file names its `source` and carries what that source's form needs; the source reads
/// the document into a ``/JamaalModel/RuleDraft``.
public struct Preset: Sendable {
  /// The key: the file name without `.yaml` ("school-run").
  public let key: String
  /// The file it was read from.
  public let file: URL
  /// The source that reads it.
  public let sourceKey: SourceKey
  /// One line saying what it is for.
  public let description: String
  /// The draft rule it fills in, or `nil` when this build has no source for it.
  public let draft: RuleDraft?
  /// The whole document as JSON text, keys in document order (`jamaal presets show`).
  public let documentJSON: String

  /// Makes a preset.
  public init(
    key: String, file: URL, sourceKey: SourceKey, description: String, draft: RuleDraft?,
    documentJSON: String
  ) {
    self.key = key
    self.file = file
    self.sourceKey = sourceKey
    self.description = description
    self.draft = draft
    self.documentJSON = documentJSON
  }
}
