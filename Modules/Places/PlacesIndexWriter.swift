/// Writes the binary index (``PlacesIndexFormat``) of a gazetteer parsed from its TSV. The same
/// TSV always gives the same bytes: nothing depends on hashing order or the clock.
enum PlacesIndexWriter {
  /// The index file's bytes for `index`, built from a TSV of `sourceLength` bytes.
  /// - Throws: ``PlacesError/unbuildableIndex(reason:)`` when a value does not fit the format.
  static func image(of index: PlaceIndex, sourceLength: Int) throws(PlacesError) -> [UInt8] {
    let places = index.places
    var strings = StringTable()
    var keyPool = StringTable()
    var keyEntries: [(key: [UInt8], rank: Int)] = []
    index.keys.forEachKey { bytes, rank in keyEntries.append((Array(bytes), rank)) }
    keyEntries.sort {
      $0.key != $1.key ? $0.key.lexicographicallyPrecedes($1.key) : $0.rank < $1.rank
    }
    var keys: [(start: UInt32, length: UInt32, rank: UInt32)] = []
    for (position, entry) in keyEntries.enumerated()
    where position == 0 || keyEntries[position - 1] != entry {
      let id = keyPool.intern(entry.key)
      keys.append((keyPool.refs[id].offset, keyPool.refs[id].length, UInt32(entry.rank)))
    }

    var output = ByteWriter()
    output.append(PlacesIndexFormat.magic)
    output.reserveHeader(PlacesIndexFormat.headerLength)
    var records = ByteWriter()
    for place in places {
      let nameKey = keyPool.intern(Folding.key(place.name))
      let country = Array(place.country.utf8)
      guard country.count == 2, keyPool.refs[nameKey].length <= UInt32(UInt16.max) else {
        throw .unbuildableIndex(reason: "place \(place.name) does not fit the index format")
      }
      records.append(place.latitude.bitPattern)
      records.append(place.longitude.bitPattern)
      records.append(UInt64(place.population))
      for text in [place.name, place.region, place.countryName, place.timeZoneIdentifier] {
        records.append(UInt32(strings.intern(Array(text.utf8))))
      }
      records.append(country)
      records.append(UInt16(keyPool.refs[nameKey].length))
      records.append(keyPool.refs[nameKey].offset)
      records.append(UInt32(strings.intern(Array(place.regionCode.utf8))))
      records.append(UInt32(0))
    }
    output.append(records.bytes)
    for ref in strings.refs {
      output.append(ref.offset)
      output.append(ref.length)
    }
    output.append(strings.bytes)
    output.pad()
    for key in keys {
      output.append(key.start)
      output.append(key.length)
      output.append(key.rank)
    }
    output.pad()
    output.append(keyPool.bytes)
    output.pad()
    let (cells, entries) = grid(places)
    for start in cells { output.append(start) }
    output.pad()
    for rank in entries { output.append(rank) }
    output.pad()

    guard output.bytes.count < Int(UInt32.max), strings.bytes.count < Int(UInt32.max),
      keyPool.bytes.count < Int(UInt32.max)
    else { throw .unbuildableIndex(reason: "the gazetteer is too large for the index format") }
    let header: [(Int, UInt32)] = [
      (PlacesIndexFormat.Field.version, PlacesIndexFormat.version),
      (PlacesIndexFormat.Field.headerLength, UInt32(PlacesIndexFormat.headerLength)),
      (PlacesIndexFormat.Field.placeCount, UInt32(places.count)),
      (PlacesIndexFormat.Field.stringCount, UInt32(strings.refs.count)),
      (PlacesIndexFormat.Field.stringBytes, UInt32(strings.bytes.count)),
      (PlacesIndexFormat.Field.keyCount, UInt32(keys.count)),
      (PlacesIndexFormat.Field.keyBytes, UInt32(keyPool.bytes.count)),
      (PlacesIndexFormat.Field.gridRows, UInt32(PlacesIndexFormat.gridRows)),
      (PlacesIndexFormat.Field.gridColumns, UInt32(PlacesIndexFormat.gridColumns)),
      (PlacesIndexFormat.Field.gridEntries, UInt32(entries.count)),
    ]
    for (offset, value) in header { output.set(value, at: offset) }
    output.set(UInt64(output.bytes.count), at: PlacesIndexFormat.Field.fileLength)
    output.set(UInt64(sourceLength), at: PlacesIndexFormat.Field.sourceLength)
    let checksum = output.bytes.withUnsafeBytes { PlacesIndexFormat.checksum($0) }
    output.set(checksum, at: PlacesIndexFormat.checksumOffset)
    return output.bytes
  }

  /// The grid: each cell's first entry (and one past the last), and the ranks cell by cell,
  /// ascending within a cell.
  private static func grid(_ places: [Place]) -> (cells: [UInt32], entries: [UInt32]) {
    let columns = PlacesIndexFormat.gridColumns
    var byCell = [[UInt32]](repeating: [], count: PlacesIndexFormat.gridRows * columns)
    for (rank, place) in places.enumerated() {
      let cell = PlacesIndexFormat.cell(latitude: place.latitude, longitude: place.longitude)
      byCell[cell.row * columns + cell.column].append(UInt32(rank))
    }
    var cells: [UInt32] = [0]
    var entries: [UInt32] = []
    for ranks in byCell {
      entries.append(contentsOf: ranks)
      cells.append(UInt32(entries.count))
    }
    return (cells, entries)
  }

  /// Byte strings stored once each, in the order first seen.
  private struct StringTable {
    var bytes: [UInt8] = []
    var refs: [(offset: UInt32, length: UInt32)] = []
    private var ids: [[UInt8]: Int] = [:]

    /// The id of `text`, stored now if new.
    mutating func intern(_ text: [UInt8]) -> Int {
      if let id = ids[text] { return id }
      let id = refs.count
      refs.append((UInt32(bytes.count), UInt32(text.count)))
      bytes.append(contentsOf: text)
      ids[text] = id
      return id
    }
  }

  /// Little-endian output.
  private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func append(_ more: [UInt8]) { bytes.append(contentsOf: more) }
    mutating func append<Integer: FixedWidthInteger>(_ value: Integer) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    /// Zeros up to `length` bytes in all, filled in by ``set(_:at:)`` at the end.
    mutating func reserveHeader(_ length: Int) {
      bytes.append(contentsOf: [UInt8](repeating: 0, count: length - bytes.count))
    }
    /// Zeros up to the next multiple of 8.
    mutating func pad() {
      bytes.append(
        contentsOf: [UInt8](
          repeating: 0, count: PlacesIndexFormat.padded(bytes.count) - bytes.count))
    }
    mutating func set<Integer: FixedWidthInteger>(_ value: Integer, at offset: Int) {
      withUnsafeBytes(of: value.littleEndian) { raw in
        for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
      }
    }
  }
}
