import Foundation
import JamaalTestSupport
import Testing

@testable import JamaalPlaces

/// A damaged, truncated, foreign or out-of-date `places.bin` never crashes a search: it is
/// refused with the reason (or, out of date, passed over for the TSV beside it).
@Suite struct BinaryIndexDamageTests {
  /// A presets-like folder holding the real TSV and an index made of `bytes`.
  static func folder(index bytes: [UInt8]) throws -> Gazetteer {
    let folder = Fixtures.temporaryFolder("places-index")
    try FileManager.default.copyItem(
      at: PlacesSupport.file, to: folder.appendingPathComponent(Gazetteer.fileName))
    try Data(bytes).write(to: folder.appendingPathComponent(Gazetteer.indexFileName))
    return Gazetteer(presetsFolder: folder)
  }

  static let image: [UInt8] = {
    (try? Gazetteer.indexImage(ofFile: PlacesSupport.file)) ?? []
  }()

  /// The message a search with `places` shows, checked to be the same for every query kind.
  static func refusal(_ places: Gazetteer) -> String? {
    let search = PlacesSupport.message { _ = try places.search("london") }
    #expect(
      PlacesSupport.message { _ = try places.nearest(latitude: 51.5, longitude: 0) } == search)
    #expect(PlacesSupport.message { _ = try places.resolve(city: "Karachi") } == search)
    return search
  }

  static func expected(_ places: Gazetteer, _ reason: String) -> String {
    "cannot use the places index \(places.indexFile?.path ?? "none"): \(reason); rebuild it with "
      + "Scripts/update-places --index-only, or remove it to read places.tsv"
  }

  @Test func aTruncatedIndexIsRefused() throws {
    let length = Self.image.count
    for cut in [length - 8, length / 2, 100] {
      let places = try Self.folder(index: Array(Self.image.prefix(cut)))
      #expect(
        Self.refusal(places) == Self.expected(places, "it is truncated (\(cut) of \(length) bytes)")
      )
    }
    let header = try Self.folder(index: Array(Self.image.prefix(40)))
    #expect(
      Self.refusal(header)
        == Self.expected(header, "it is truncated (40 bytes, shorter than its header)"))
    for bytes in [[], Array("Zürich\tzuerich".utf8)] {
      let foreign = try Self.folder(index: bytes)
      #expect(Self.refusal(foreign) == Self.expected(foreign, "it is not a places index"))
    }
  }

  @Test func anotherFormatVersionIsRefused() throws {
    var bytes = Self.image
    // Version 1, whose records had no region code, is refused like any other.
    bytes[PlacesIndexFormat.Field.version] = 1
    let places = try Self.folder(index: bytes)
    #expect(
      Self.refusal(places)
        == Self.expected(places, "it is format version 1; this jamaal reads version 2"))
  }

  @Test func aChangedByteAnywhereIsRefused() throws {
    var random = SplitMix64(seed: 14_08)
    for _ in 0..<5 {
      var bytes = Self.image
      let offset = Int.random(in: PlacesIndexFormat.headerLength..<bytes.count, using: &random)
      bytes[offset] ^= 0x5A
      let places = try Self.folder(index: bytes)
      #expect(
        Self.refusal(places)
          == Self.expected(
            places, "its checksum does not match its content (the file is damaged)"), "\(offset)")
    }
  }

  /// A file whose checksum was forged to match: the counts and offsets are still checked.
  @Test func forgedOffsetsAreRefusedBeforeAnyRead() throws {
    let layout = try #require(Self.layout())
    let record = PlacesIndexFormat.recordLength
    let damages: [(Int, String)] = [
      (PlacesIndexFormat.Field.placeCount, "its sections do not add up to its length"),
      (layout.stringRefs + 8 * 7, "its string 7 lies outside the string table"),
      (layout.records + record * 3 + PlacesIndexFormat.Record.zone, "its place 3 is damaged"),
      (layout.records + record * 4 + PlacesIndexFormat.Record.regionCode, "its place 4 is damaged"),
      (
        layout.records + record * 5 + PlacesIndexFormat.Record.regionCode + 4,
        "its place 5 is damaged"
      ),
      (layout.keys + 12 * 11 + 8, "its search key 11 is damaged"),
      (layout.gridEntries + 4 * 5, "its grid entry 5 is damaged"),
    ]
    for (offset, reason) in damages {
      var bytes = Self.image
      for index in offset..<offset + 4 { bytes[index] = 0xFF }
      let checksum = bytes.withUnsafeBytes { PlacesIndexFormat.checksum($0) }
      withUnsafeBytes(of: checksum.littleEndian) { raw in
        for (index, byte) in raw.enumerated() {
          bytes[PlacesIndexFormat.checksumOffset + index] = byte
        }
      }
      let places = try Self.folder(index: bytes)
      #expect(Self.refusal(places) == Self.expected(places, reason))
    }
  }

  @Test func withoutAnIndexTheTSVIsRead() throws {
    let folder = Fixtures.temporaryFolder("places-no-index")
    let tsv = folder.appendingPathComponent(Gazetteer.fileName)
    try FileManager.default.copyItem(at: PlacesSupport.file, to: tsv)
    let places = Gazetteer(presetsFolder: folder)
    #expect(try places.source() == tsv)
    #expect(try places.search("mecca").first?.name == "Makkah")
  }

  @Test func anIndexOfAnotherTSVIsPassedOverForTheTSV() throws {
    let places = try Self.folder(index: Self.image)
    #expect(try places.source() == places.indexFile)
    let edited = try Self.folder(index: Self.image)
    let handle = try FileHandle(forWritingTo: edited.file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("Nowhere\t\tCH\tZH\t47\t8\t999999999\tEurope/Zurich\n".utf8))
    try handle.close()
    #expect(try edited.source() == edited.file)
    #expect(try edited.search("nowhere").first?.name == "Nowhere")
  }

  /// Where the sections of ``image`` start, as the reader works them out.
  static func layout() -> MappedPlaceIndex.Layout? {
    let url = Fixtures.temporaryFolder("places-layout").appendingPathComponent("places.bin")
    guard (try? Data(image).write(to: url)) != nil,
      let mapped = try? MappedFile.map(path: url.path)
    else { return nil }
    return try? MappedPlaceIndex.open(mapped, path: url.path).layout
  }
}
