import Foundation
import JamaalModel
import JamaalTestSupport
import Testing

/// Every stored id is written and read as `8-4-4-4-12` upper-case hex by Model's own formatter
/// and parser (rows are read in the thousands), and shown in lower case by the same formatter:
/// all agree with Foundation's on every id, and the parser refuses any other text.
@Suite struct CanonicalIDTests {
  @Test func writesWhatUUIDStringWritesAndReadsItBack() {
    var random = SplitMix64(seed: 0x1D5)
    for _ in 0..<2_000 {
      var bytes = [UInt8](repeating: 0, count: 16)
      for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &random) }
      let id = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
      #expect(id.canonicalText == id.uuidString)
      #expect(id.lowercasedText == id.uuidString.lowercased())
      #expect(UUID(canonicalText: id.uuidString) == id)
      #expect(UUID(canonicalText: id.uuidString.lowercased()) == id)
    }
  }

  @Test func refusesWhatIsNotAnID() {
    let text = "20540DA0-51A5-4378-8648-B6635E172B4B"
    #expect(UUID(canonicalText: text) != nil)
    for position in 0..<text.count {
      for replacement in ["g", "-", " ", "0", "é"] {
        var characters = Array(text)
        characters[position] = Character(replacement)
        let changed = String(characters)
        // Foundation's parser on Linux (sscanf's %2hhx) also takes " 5" and "-5" for a byte;
        // a stored id is only ever what `canonicalText` writes, so anything else is refused.
        let isDash = [8, 13, 18, 23].contains(position)
        let valid = isDash ? replacement == "-" : replacement == "0"
        #expect((UUID(canonicalText: changed) != nil) == valid, "\(changed)")
        if valid { #expect(UUID(canonicalText: changed) == UUID(uuidString: changed)) }
      }
    }
    for length in [0, 1, 35, 37, 72] {
      let cut = String(repeating: "A", count: length)
      #expect(UUID(canonicalText: cut) == nil)
    }
    #expect(UUID(canonicalText: text + "0") == nil)
    #expect(UUID(canonicalText: String(text.dropLast()) + "\u{1F600}") == nil)
  }
}
