import Foundation
import JamaalTestSupport
import Testing

@testable import JamaalPlaces

/// The search-key folding: each rule, and that Scripts/places_fold.py (which folds the
/// alternate names written into places.tsv) folds exactly as Folding.swift does.
@Suite struct FoldingTests {
  private static func fold(_ text: String) -> String {
    String(decoding: Folding.key(text), as: UTF8.self)
  }

  @Test func caseWidthAndDiacriticsFold() {
    #expect(Self.fold("Zürich") == "zurich")
    #expect(Self.fold("ＴＯＫＹＯ") == "tokyo")
    #expect(Self.fold("ｶｲﾛ") == Self.fold("カイロ"))
    #expect(Self.fold("Ｓãｏ Ｐａｕｌｏ") == "sao paulo")
    #expect(Self.fold("St. John's-Wood") == "st johns wood")
    #expect(Self.fold("  Москва  ") == "москва")
    #expect(Self.fold("МОСКВА") == "москва")
    #expect(Self.fold("ΑΘΗΝΑΣ") == Self.fold("Αθήνας"))
    #expect(Self.fold("Łódź") == "lodz")
  }

  @Test func theTurkishDottedAndDotlessIFoldToI() {
    #expect(Self.fold("İstanbul") == "istanbul")
    #expect(Self.fold("İSTANBUL") == "istanbul")
    #expect(Self.fold("Diyarbakır") == "diyarbakir")
    #expect(Self.fold("istanbul") == "istanbul")
  }

  @Test func arabicAlefForms() {
    for alef in ["أ", "إ", "آ", "ٱ"] { #expect(Self.fold(alef + "سوان") == "اسوان", "\(alef)") }
  }

  @Test func arabicTatweelAndHarakatAreDropped() {
    #expect(Self.fold("القـــاهرة") == Self.fold("القاهرة"))
    #expect(Self.fold("مَكَّةُ") == Self.fold("مكة"))
    #expect(Self.fold("مكّة المكرّمة") == Self.fold("مكة المكرمة"))
    // Every haraka U+064B–U+065F and the superscript alef U+0670.
    for mark in (0x064B...0x065F).map({ $0 }) + [0x0670] {
      let scalar = Character(Unicode.Scalar(UInt32(mark))!)
      #expect(Self.fold("رح\(scalar)يم") == "رحيم", "U+\(String(mark, radix: 16))")
    }
  }

  @Test func arabicTaMarbutaKafAndYehAreOneLetterEach() {
    #expect(Self.fold("ة") == "ه")
    #expect(Self.fold("کراچی") == Self.fold("كراچي"))
    #expect(Self.fold("ك") == Self.fold("ک"))
    #expect(Self.fold("ي") == Self.fold("ی"))
    #expect(Self.fold("ى") == Self.fold("ی"))
    #expect(Self.fold("قاہرہ") == Self.fold("قاهره"))
  }

  @Test func formatCharactersAreDroppedAndHangulStaysWhole() {
    #expect(Self.fold("می\u{200C}روم") == Self.fold("میروم"))
    #expect(Self.fold("서울") == "서울")
    #expect(Self.fold("東京") == "東京")
  }

  @Test func foldingTwiceChangesNothing() throws {
    for line in try Self.sample() {
      let once = Self.fold(line)
      #expect(Self.fold(once) == once, "\(line)")
    }
  }

  @Test func pythonFoldsTheSampleAsSwiftDoes() throws {
    let sample = try Self.sample()
    let script = Fixtures.packageRoot.appendingPathComponent("Scripts/places_fold.py")
    let input = Fixtures.temporaryFolder("fold").appendingPathComponent("sample.txt")
    try Data(sample.joined(separator: "\n").utf8).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    process.standardInput = try FileHandle(forReadingFrom: input)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let folded = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let python = String(decoding: folded, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    try #require(python.count == sample.count + 1, "python printed \(python.count) lines")
    var differences = 0
    for (line, expected) in zip(sample, python) where Self.fold(line) != expected {
      differences += 1
      if differences <= 5 { Issue.record("\(line): Swift \(Self.fold(line)), Python \(expected)") }
    }
    #expect(differences == 0)
  }

  /// The sample: hand-picked names for every rule, the committed gazetteer's own names and
  /// the GeoNames alternate names of Tests/Reference/places/fold-sample.txt, as typed.
  private static func sample() throws -> [String] {
    let handPicked = [
      "İstanbul", "Diyarbakır", "ＴＯＫＹＯ", "ｶｲﾛ", "أسوان", "إربد", "آمل", "ٱلقاهرة", "القـــاهرة",
      "مَكَّةُ", "ة", "کراچی", "ی", "ى", "قاہرہ", "می\u{200C}روم", "서울", "ΑΘΗΝΑΣ", "Straße", "Ærø",
      "St. John's-Wood", "a\u{00A0}b", "x\u{2028}y", "Œuvre—Ŧest",
    ]
    let root = Fixtures.packageRoot
    let alternates = try String(
      contentsOf: root.appendingPathComponent("Tests/Reference/places/fold-sample.txt"),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let names = try PlacesSupport.rows().map(\.name)
    return handPicked + alternates + names
  }
}
