import Foundation
import JamaalTestSupport
import JamaalYAML
import Testing

@Suite struct YAMLFuzzTests {}

/// Decodes `data` both as a preset and as a raw node: either may succeed, but a failure must be a
/// ``YAMLError`` with a real position.
private func expectNoCrash(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
  do {
    _ = try YAMLDecoder().decode(Preset.self, from: data)
  } catch let error as YAMLError {
    #expect(error.line >= 1 && error.column >= 1, sourceLocation: sourceLocation)
    #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
  } catch {
    Issue.record("not a YAMLError: \(error)", sourceLocation: sourceLocation)
  }
  do {
    _ = try YAMLDecoder().parseNode(String(decoding: data, as: UTF8.self)).jsonText()
  } catch is YAMLError {
  } catch {
    Issue.record("not a YAMLError: \(error)", sourceLocation: sourceLocation)
  }
}

extension YAMLFuzzTests {
  @Test func randomBytesNeverCrash() {
    var random = SplitMix64(seed: 0x5EED_0001)
    for _ in 0..<300 {
      let count = Int.random(in: 0...160, using: &random)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
      expectNoCrash(Data(bytes))
    }
  }

  @Test func randomYAMLishTextNeverCrashes() {
    let pieces = [
      "name", "slots", "start", ":", ": ", "- ", "\n", "\n  ", "\n    ", "\t", "[", "]", "{", "}",
      ", ", "&a ", "*a", "&b ", "*b", "<<: ", "'", "\"", "\\", "#", "|", ">", "|-", "? ", "!!str ",
      "---", "...", "~", "true", "yes", "10:00", "-1.5e3", "é", "%YAML 1.2", "\r\n", "\u{85}",
    ]
    var random = SplitMix64(seed: 0x5EED_0002)
    for _ in 0..<400 {
      let count = Int.random(in: 1...40, using: &random)
      let text = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
      expectNoCrash(Data(text.utf8))
    }
  }

  @Test func deepBlockNestingStopsAtTheCap() {
    var text = ""
    for level in 0..<300 {
      text += String(repeating: " ", count: level) + "a:\n"
    }
    let error = #expect(throws: YAMLError.self) { try YAMLDecoder().parseNode(text) }
    // The root mapping is level 1, so level 257 starts on line 257.
    #expect(error?.line == 257 && error?.column == 257)
    #expect(error?.message == "sequences and mappings are nested more than 256 levels deep")
  }

  @Test func hugeFlowNestingFailsFast() {
    let text = String(repeating: "[", count: 100_000)
    let error = #expect(throws: YAMLError.self) { try YAMLDecoder().parseNode(text) }
    #expect(error?.column == 257)
  }

  @Test func aliasesBeyondTheDepthCapAreRejected() throws {
    // `a` is 200 levels deep; under `b` (level 1) and `wrappers` sequences its copy adds 200.
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    func document(wrappers: Int) -> String {
      "a: &deep \(deep)\nb: " + String(repeating: "[", count: wrappers) + "*deep"
        + String(repeating: "]", count: wrappers) + "\n"
    }
    _ = try YAMLDecoder().parseNode(document(wrappers: 55))
    let error = #expect(throws: YAMLError.self) {
      try YAMLDecoder().parseNode(document(wrappers: 56))
    }
    #expect(error?.line == 2 && error?.column == 60)
    #expect(error?.message == "sequences and mappings are nested more than 256 levels deep")
  }
}
