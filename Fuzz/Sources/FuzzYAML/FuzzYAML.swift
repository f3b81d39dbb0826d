import Foundation
import FuzzSupport
import JamaalJSON
import JamaalModel
import JamaalYAML

/// libFuzzer target: the YAML decoder, on any bytes and on mutated presets.
///
/// Checks: the node tree's JSON is valid JSON and reads as the same value the decoder gives
/// for `JSONValue` (but for `.inf` and `.nan`, numbers to the decoder and text in JSON); that JSON, read as YAML again, gives the same JSON text; a document that
/// reads as a preset gives a draft whose rule the registry reads and generates from.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let decoder = YAMLDecoder()
  let decoded = try? decoder.decode(JSONValue.self, from: input.data)
  guard let node = try? decoder.parseNode(input.text) else {
    // Invalid UTF-8 is refused by bytes and repaired by text; valid input agrees.
    if String(validatingUTF8Bytes: input.bytes) != nil {
      invariant(decoded == nil, "the decoder read what the parser refused")
    }
    return 0
  }
  let json = node.jsonText(pretty: false)
  let parsed: JSONValue
  do {
    parsed = try JSONValue(parsing: Data(json.utf8))
  } catch {
    invariant(false, "the node's JSON is not JSON (\(error)): \(json)")
    return 0
  }
  if let decoded, String(validatingUTF8Bytes: input.bytes) != nil {
    invariant(
      agrees(decoded.normalized, parsed.normalized),
      "decoding JSONValue read \(decoded), the node's JSON \(parsed)")
  }
  if let again = try? decoder.parseNode(json) {
    let json2 = again.jsonText(pretty: false)
    invariant(json2 == json, "the node's JSON read as YAML changed:\n\(json)\n\(json2)")
  } else {
    invariant(false, "the node's JSON is not YAML: \(json)")
  }
  readPreset(input.data)
  return 0
}

/// Whether the decoder's value and the node's JSON say the same: equal, except that a YAML
/// infinity or NaN (`.inf`, `.nan`), a number to a `Double`, is text in JSON, which has none.
private func agrees(_ decoded: JSONValue, _ json: JSONValue) -> Bool {
  switch (decoded, json) {
  case (.number(let value), .string) where !value.isFinite: return true
  case (.array(let left), .array(let right)):
    return left.count == right.count && zip(left, right).allSatisfy(agrees)
  case (.object(let left), .object(let right)):
    return left.count == right.count
      && left.allSatisfy { key, value in right[key].map { agrees(value, $0) } ?? false }
  default: return decoded == json
  }
}

/// Reads the document as a preset of the source it names, as the preset library does, and
/// checks the draft's rule.
private func readPreset(_ data: Data) {
  let decoder = YAMLDecoder()
  guard let envelope = try? decoder.decode(Envelope.self, from: data),
    let source = FuzzSources.registry.source(for: envelope.source)
  else { return }
  var reading = decoder
  reading.userInfo[DraftProbe.sourceKey] = SourceBox(source: source)
  guard let draft = try? reading.decode(DraftProbe.self, from: data).draft else { return }
  invariant(draft.sourceKey == source.sourceKey, "a draft of another source: \(draft)")
  invariant(
    SourceRegistry.configVersion(of: draft.configData) != nil,
    "a draft's config without a version: \(String(decoding: draft.configData, as: UTF8.self))")
  let rule = AnchorRule(
    title: draft.title, sourceKey: draft.sourceKey, configData: draft.configData,
    effortMinutes: draft.effortMinutes, placement: draft.placement, createdAt: FuzzSources.now)
  FuzzGeneration.check(rule)
}

/// The fields every preset has.
private struct Envelope: Decodable {
  let source: SourceKey
}

/// Hands the YAML decoder to the source's `draft(fromPreset:)`.
private struct DraftProbe: Decodable {
  static let sourceKey: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "fuzz.source") else { fatalError("no key") }
    return key
  }()
  let draft: RuleDraft

  init(from decoder: any Decoder) throws {
    guard let box = decoder.userInfo[Self.sourceKey] as? SourceBox else {
      fatalError("no source handed to the preset probe")
    }
    draft = try box.source.draft(fromPreset: decoder)
  }
}

private struct SourceBox: Sendable {
  let source: any AnchorSource
}

extension String {
  /// The bytes as text when they are valid UTF-8, else nil.
  fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    self = text
  }
}
