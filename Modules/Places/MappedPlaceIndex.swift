import Foundation
import JamaalModel

/// The gazetteer answered straight from the memory-mapped binary index (``PlacesIndexFormat``):
/// nothing is parsed at start, and a query touches only the pages it reads. Made only by
/// ``open(_:path:)``, which checks every count and offset first, so no query reads outside the
/// file.
struct MappedPlaceIndex: PlaceLookup {
  let file: MappedFile
  let layout: Layout

  /// Where each section starts, from the header's counts.
  struct Layout: Sendable {
    var placeCount = 0
    var stringCount = 0
    var keyCount = 0
    var gridEntryCount = 0
    var records = 0
    var stringRefs = 0
    var stringBytes = 0
    var stringBytesLength = 0
    var keys = 0
    var keyBytes = 0
    var keyBytesLength = 0
    var gridCells = 0
    var gridEntries = 0
    var end = 0
  }

  var count: Int { layout.placeCount }

  /// The length of the TSV the index was built from.
  var sourceLength: Int { Int(clamping: u64(PlacesIndexFormat.Field.sourceLength)) }

  func search(prefix: [UInt8], limit: Int) -> [Place] {
    Ranking.lowest(ranks(matching: prefix), limit: limit, count: count).map(place)
  }

  func matches(prefix: [UInt8], limit: Int) -> [PlaceMatch] {
    Ranking.lowest(ranks(matching: prefix), limit: limit, count: count).map { rank in
      if nameKey(rank).starts(with: prefix) {
        return PlaceMatch(place: place(rank), matchedName: nil)
      }
      return PlaceMatch(place: place(rank), matchedName: shortestKey(ofRank: rank, prefix: prefix))
    }
  }

  func exact(_ key: [UInt8]) -> [Place] {
    Ranking.lowest(ranks(matching: key, exact: true), limit: .max, count: count).map(place)
  }

  func nearestName(to key: [UInt8]) -> Place? {
    let typed = String(decoding: key, as: UTF8.self)
    let limit = key.count <= 4 ? 1 : NameMatching.maximumDistance
    var best: (distance: Int, rank: Int)?
    for rank in 0..<count {
      let name = nameKey(rank)
      guard abs(name.count - key.count) <= limit else { continue }
      let distance = NameMatching.editDistance(typed, String(decoding: name, as: UTF8.self))
      if distance <= limit, best.map({ distance < $0.distance }) ?? true {
        best = (distance, rank)
      }
    }
    return best.map { place($0.rank) }
  }

  func nearest(latitude: Double, longitude: Double, radius: Double) -> Place? {
    let columns = PlacesIndexFormat.gridColumns
    let band = radius / Geodesy.kilometresPerDegree + 0.01
    let low = PlacesIndexFormat.cell(latitude: latitude - band, longitude: longitude)
    let high = PlacesIndexFormat.cell(latitude: latitude + band, longitude: longitude)
    // The widest longitude a cap of this radius spans (it holds a pole: every longitude).
    var span = Double(columns)
    if abs(latitude) + band < 89.9, radius / Geodesy.earthRadius < Double.pi / 2 {
      let ratio = sin(radius / Geodesy.earthRadius) / cos(latitude * Double.pi / 180)
      span = ratio >= 1 ? span : asin(ratio) * 180 / Double.pi * 1.001 + 0.02
    }
    let firstColumn = Int((longitude + 180 - span).rounded(.down))
    let lastColumn = Int((longitude + 180 + span).rounded(.down))
    let columnRange =
      lastColumn - firstColumn + 1 >= columns ? 0...(columns - 1) : firstColumn...lastColumn
    var best: (distance: Double, rank: Int)?
    for row in low.row...high.row {
      for column in columnRange {
        let cell = row * columns + (column % columns + columns) % columns
        let start = Int(u32(layout.gridCells + cell * 4))
        let end = Int(u32(layout.gridCells + cell * 4 + 4))
        for entry in start..<end {
          let rank = Int(u32(layout.gridEntries + entry * 4))
          let record = layout.records + rank * PlacesIndexFormat.recordLength
          let distance = Geodesy.kilometres(
            latitude, longitude, f64(record + PlacesIndexFormat.Record.latitude),
            f64(record + PlacesIndexFormat.Record.longitude))
          if distance <= radius, best.map({ (distance, rank) < ($0.distance, $0.rank) }) ?? true {
            best = (distance, rank)
          }
        }
      }
    }
    return best.map { place($0.rank) }
  }

  /// The place at `rank`.
  func place(_ rank: Int) -> Place {
    let record = layout.records + rank * PlacesIndexFormat.recordLength
    let field = PlacesIndexFormat.Record.self
    let country = file.bytes[(record + field.country)..<(record + field.country + 2)]
    return Place(
      name: string(u32(record + field.name)), country: String(decoding: country, as: UTF8.self),
      region: string(u32(record + field.region)), latitude: f64(record + field.latitude),
      longitude: f64(record + field.longitude),
      timeZoneIdentifier: string(u32(record + field.zone)),
      population: Int(u64(record + field.population)),
      countryName: string(u32(record + field.countryName)),
      regionCode: string(u32(record + field.regionCode)))
  }

  /// The folded key of the place's own name.
  func nameKey(_ rank: Int) -> UnsafeRawBufferPointer.SubSequence {
    let record = layout.records + rank * PlacesIndexFormat.recordLength
    let start = layout.keyBytes + Int(u32(record + PlacesIndexFormat.Record.nameKeyStart))
    let length = Int(u16(record + PlacesIndexFormat.Record.nameKeyLength))
    return file.bytes[start..<start + length]
  }

  /// The bytes of key entry `index`, and its place's rank.
  func key(_ index: Int) -> (bytes: UnsafeRawBufferPointer.SubSequence, rank: Int) {
    let entry = layout.keys + index * PlacesIndexFormat.keyLength
    let start = layout.keyBytes + Int(u32(entry))
    return (file.bytes[start..<start + Int(u32(entry + 4))], Int(u32(entry + 8)))
  }

  /// The ranks of places with a key starting with `prefix` (`exact`: equal to it).
  private func ranks(matching prefix: [UInt8], exact: Bool = false) -> [Int] {
    var result: [Int] = []
    var index = firstKey(notBefore: prefix)
    while index < layout.keyCount {
      let (bytes, rank) = key(index)
      guard bytes.starts(with: prefix) else { break }
      if !exact || bytes.count == prefix.count { result.append(rank) }
      index += 1
    }
    return result
  }

  /// The shortest key of the place at `rank` starting with `prefix`, as text.
  private func shortestKey(ofRank rank: Int, prefix: [UInt8]) -> String? {
    var found: UnsafeRawBufferPointer.SubSequence?
    var index = firstKey(notBefore: prefix)
    while index < layout.keyCount {
      let (bytes, keyRank) = key(index)
      guard bytes.starts(with: prefix) else { break }
      if keyRank == rank, bytes.count < found?.count ?? .max { found = bytes }
      index += 1
    }
    return found.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The first key entry not ordered before `prefix` (bytewise, shorter first).
  private func firstKey(notBefore prefix: [UInt8]) -> Int {
    var low = 0
    var high = layout.keyCount
    while low < high {
      let middle = (low + high) / 2
      if key(middle).bytes.lexicographicallyPrecedes(prefix) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The string with id `id`.
  private func string(_ id: UInt32) -> String {
    let ref = layout.stringRefs + Int(id) * 8
    let start = layout.stringBytes + Int(u32(ref))
    return String(decoding: file.bytes[start..<start + Int(u32(ref + 4))], as: UTF8.self)
  }

  func u16(_ offset: Int) -> UInt16 {
    UInt16(littleEndian: file.bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
  }
  func u32(_ offset: Int) -> UInt32 {
    UInt32(littleEndian: file.bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }
  func u64(_ offset: Int) -> UInt64 {
    UInt64(littleEndian: file.bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }
  func f64(_ offset: Int) -> Double { Double(bitPattern: u64(offset)) }
}
