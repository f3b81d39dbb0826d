import Foundation
import JamaalJSON
import JamaalModel
import JamaalTestSupport
import Testing

/// Seeded random documents: valid ones read as `JSONDecoder` reads them; mutated ones never
/// crash, and are accepted only when `JSONDecoder` accepts them too, with the same value.
@Suite struct ConfigDecoderFuzzTests {
  @Test func randomValidDocumentsReadAsJSONDecoderReadsThem() throws {
    var random = SplitMix64(seed: 0x0C0F_16DE)
    for _ in 0..<1500 {
      let text = Self.document(depth: 0, &random)
      let ours = try ConfigDecoder().decode(JSONValue.self, from: Data(text.utf8))
      #expect(ours == BothDecoders.foundation(JSONValue.self, text), "\(text)")
    }
  }

  @Test func mutatedDocumentsNeverCrashAndNeverReadMoreThanJSONDecoder() {
    var random = SplitMix64(seed: 0xBAD_15_0D)
    let alphabet =
      Array(#"{}[],:"\ -+.eE0123456789abfnrtuxyz"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF]
    var accepted = 0
    for _ in 0..<3000 {
      var bytes = Array(Self.document(depth: 0, &random).utf8)
      for _ in 0...Int(random.next() % 3) {
        let position = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count))
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        switch random.next() % 3 {
        case 0 where !bytes.isEmpty: bytes[position] = byte
        case 1 where !bytes.isEmpty: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
      }
      let data = Data(bytes)
      guard let ours = try? ConfigDecoder().decode(JSONValue.self, from: data) else { continue }
      accepted += 1
      let theirs = try? JSONDecoder().decode(JSONValue.self, from: data)
      #expect(ours == theirs, "\(String(decoding: bytes, as: UTF8.self))")
    }
    // Some mutations leave valid JSON (a digit for a digit, a letter inside a string).
    #expect(accepted > 300)
  }

  /// A random JSON text: values of every kind, random spacing, escapes and non-ASCII text.
  static func document(depth: Int, _ random: inout SplitMix64) -> String {
    let space = [" ", "", "\n", "\t", "\r\n  "][Int(random.next() % 5)]
    let choice = random.next() % (depth >= 4 ? 5 : 7)
    switch choice {
    case 0: return ["null", "true", "false"][Int(random.next() % 3)]
    case 1: return number(&random)
    case 2, 3: return string(&random)
    case 4: return String(Int64(bitPattern: random.next()) >> Int(random.next() % 64))
    case 5:
      let items = (0..<Int(random.next() % 5)).map { _ in document(depth: depth + 1, &random) }
      return "[" + space + items.joined(separator: "," + space) + space + "]"
    default:
      let pairs = (0..<Int(random.next() % 5)).map { _ in
        string(&random) + space + ":" + space + document(depth: depth + 1, &random)
      }
      return "{" + space + pairs.joined(separator: "," + space) + space + "}"
    }
  }

  private static func number(_ random: inout SplitMix64) -> String {
    var text = random.next() % 2 == 0 ? "-" : ""
    text += String(random.next() % 100_000)
    if random.next() % 2 == 0 { text += "." + String(random.next() % 1000) }
    if random.next() % 3 == 0 {
      text += ["e", "E", "e+", "e-"][Int(random.next() % 4)] + String(random.next() % 40)
    }
    return text
  }

  private static func string(_ random: inout SplitMix64) -> String {
    let pieces = [
      "a", "key", "é", "😀", "ß", " ", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00",
      "\\t", "\\u0000", "08:15", "mon",
    ]
    let count = Int(random.next() % 6)
    return "\""
      + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
      .joined() + "\""
  }
}
