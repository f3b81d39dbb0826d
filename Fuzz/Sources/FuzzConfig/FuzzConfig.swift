import Foundation
import FuzzSupport
import JamaalJSON
import JamaalModel

/// libFuzzer target: the JSON config decoder, for every registered source. The first byte picks
/// the source, the rest is the rule's `configData`.
///
/// Checks: what `ConfigDecoder` accepts, `JSONDecoder` accepts with the same value; written back
/// and read again it is the same value; the registry reads the rule without a crash, and a rule
/// it reads generates Anchors that each fit (see `FuzzGeneration`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let (head, tail) = input.headAndTail
  let config = Data(tail)
  if let ours = try? ConfigDecoder().decode(JSONValue.self, from: config) {
    let theirs = try? JSONDecoder().decode(JSONValue.self, from: config)
    invariant(theirs != nil, "ConfigDecoder read what JSONDecoder refuses: \(ours)")
    if let theirs {
      invariant(ours.isSame(as: theirs), "ConfigDecoder read \(ours), JSONDecoder \(theirs)")
    }
    let written = ours.jsonData()
    let again = try? ConfigDecoder().decode(JSONValue.self, from: written)
    invariant(
      again.map { $0.isSame(as: ours) } ?? false,
      "written and read again: \(String(decoding: written, as: UTF8.self)) → \(String(describing: again))"
    )
  }
  let source = FuzzSources.all[Int(head) % FuzzSources.all.count]
  let rule = AnchorRule(
    id: UUID(uuid: (1, 2, 3, 4, 5, 6, 0x47, 8, 0x89, 10, 11, 12, 13, 14, 15, 16)), title: "Fuzz",
    sourceKey: source.sourceKey, configData: config, effortMinutes: 30,
    createdAt: FuzzSources.now)
  FuzzGeneration.check(rule)
  return 0
}
