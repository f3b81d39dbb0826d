import Foundation
package import JamaalModel

/// What every preset reader decodes, whatever the format (YAML files in `JamaalPresetFiles`,
/// the bundled JSON here): the envelope, and the draft its source reads from the same decoder.
package enum PresetDecoding {
  /// The fields every preset has.
  package struct Envelope: Decodable {
    /// The source that reads the preset.
    package let source: SourceKey
    /// One line saying what it is for.
    package let description: String?
  }

  /// Decodes the draft through `source`'s `draft(fromPreset:)`, handed over in `userInfo`.
  package struct Draft: Decodable {
    /// The key under which ``userInfo(for:)`` hands the source over.
    static let sourceKey = CodingUserInfoKey(rawValue: "jamaal.presetSource")
    /// The draft the source read.
    package let draft: RuleDraft

    /// Reads the draft with the source `userInfo` carries.
    package init(from decoder: any Decoder) throws {
      guard let key = Self.sourceKey, let box = decoder.userInfo[key] as? SourceBox else {
        throw PresetError(message: "no source to read the preset")
      }
      draft = try box.source.draft(fromPreset: decoder)
    }
  }

  /// The `userInfo` a decoder needs to decode a ``Draft`` with `source`.
  package static func userInfo(for source: any AnchorSource) -> [CodingUserInfoKey: any Sendable] {
    guard let key = Draft.sourceKey else { return [:] }
    return [key: SourceBox(source: source)]
  }

  private struct SourceBox: Sendable {
    let source: any AnchorSource
  }
}
