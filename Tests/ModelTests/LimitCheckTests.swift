import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// SPEC §7's limits as ``LimitCheck`` finds them, each at its boundary.
@Suite struct LimitCheckTests {
  @Test func aTitleOf200CharactersPassesAnd201IsOver() {
    #expect(LimitCheck.title(String(repeating: "a", count: 200)).isEmpty)
    #expect(LimitCheck.title(String(repeating: "a", count: 201)) == [.titleCharacters(201)])
    // Characters, not bytes: 200 family emoji (25 bytes each) are 200 characters.
    let family = "👨‍👩‍👧‍👦"
    #expect(LimitCheck.title(String(repeating: family, count: 200)).isEmpty)
    #expect(LimitCheck.title(String(repeating: family, count: 201)) == [.titleCharacters(201)])
    #expect(LimitCheck.title(String(repeating: "é", count: 250)) == [.titleCharacters(250)])
  }

  @Test func aHugeTitleIsReportedByItsBytesWithoutCountingIt() {
    let huge = String(repeating: "y", count: 10 << 20)
    #expect(LimitCheck.title(huge) == [.titleBytes(10 << 20)])
  }

  @Test func aControlCharacterIsOverTheLimitWhateverTheLength() {
    #expect(LimitCheck.title("School\u{1B}[2Jrun") == [.controlCharacter("\u{1B}")])
    #expect(LimitCheck.title("Next\u{85}line") == [.controlCharacter("\u{85}")])
    #expect(LimitCheck.title("tab\there") == [.controlCharacter("\t")])
    let both = String(repeating: "a", count: 201) + "\u{7F}"
    #expect(LimitCheck.title(both) == [.titleCharacters(202), .controlCharacter("\u{7F}")])
    #expect(LimitCheck.title("Zero\u{200B}width · ¿Qué? — ok").isEmpty)
  }

  /// The byte scan finds exactly what TitleRule always refused: general category Cc.
  @Test func theControlScanIsGeneralCategoryCc() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let isControl = scalar.properties.generalCategory == .control
      let found = LimitCheck.firstControlCharacter(in: "ab" + String(Character(scalar)) + "c")
      if (found == scalar) != isControl || (found != nil && found != scalar) {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty)
  }

  @Test func aRuleOf48SlotsPassesAnd49IsOver() {
    #expect(LimitCheck.config(LimitConfigs.data(LimitConfigs.scheduled(slots: 48))).isEmpty)
    #expect(LimitCheck.config(LimitConfigs.data(LimitConfigs.scheduled(slots: 49))) == [.slots(49)])
  }

  @Test func aRuleOf500ExceptionRangesPassesAnd501IsOver() {
    let at = LimitConfigs.scheduled(exceptions: 500)
    #expect(LimitCheck.config(LimitConfigs.data(at)).isEmpty)
    let over = LimitConfigs.scheduled(exceptions: 501)
    #expect(LimitCheck.config(LimitConfigs.data(over)) == [.exceptionRanges(501)])
  }

  /// SPEC §4.2: adjacent ranges merge, so 500 ranges and 20 that touch them are 500 ranges.
  @Test func exceptionRangesAreCountedMerged() {
    let merging = LimitConfigs.scheduled(exceptions: 500, adjacent: 20)
    #expect(LimitCheck.config(LimitConfigs.data(merging)).isEmpty)
    let apart = LimitConfigs.scheduled(exceptions: 520)
    #expect(LimitCheck.config(LimitConfigs.data(apart)) == [.exceptionRanges(520)])
  }

  @Test func aConfigOf64KiBPassesAndOneByteMoreIsOver() throws {
    let at = LimitConfigs.sized(64 * 1024)
    #expect(at.count == 65_536)
    #expect(try JSONSerialization.jsonObject(with: at) is [String: Any])
    #expect(LimitCheck.config(at).isEmpty)
    #expect(LimitCheck.config(LimitConfigs.sized(64 * 1024 + 1)) == [.configBytes(65_537)])
  }

  @Test func aConfigThatIsNotAnObjectHoldsNoItems() {
    let list = "[" + (0..<600).map(String.init).joined(separator: ",") + "]"
    #expect(LimitCheck.config(LimitConfigs.data(list)).isEmpty)
    #expect(LimitCheck.config(LimitConfigs.data(#"{"slots":"#)).isEmpty)
  }
}
