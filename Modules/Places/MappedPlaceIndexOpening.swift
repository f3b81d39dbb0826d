extension MappedPlaceIndex {
  /// Checks a mapped index file before any query reads it: its mark, format version and
  /// length, its checksum, then every count, string reference, key, record and grid cell, so
  /// that a damaged or foreign file is refused with the reason and never read out of bounds.
  /// - Throws: ``PlacesError/unusableIndex(path:reason:)``.
  static func open(_ file: MappedFile, path: String) throws(PlacesError) -> MappedPlaceIndex {
    func refuse(_ reason: String) -> PlacesError { .unusableIndex(path: path, reason: reason) }
    let bytes = file.bytes
    let magic = PlacesIndexFormat.magic
    guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else {
      throw refuse("it is not a places index")
    }
    guard bytes.count >= PlacesIndexFormat.headerLength else {
      throw refuse("it is truncated (\(bytes.count) bytes, shorter than its header)")
    }
    let index = MappedPlaceIndex(file: file, layout: Layout())
    let field = PlacesIndexFormat.Field.self
    let version = index.u32(field.version)
    guard version == PlacesIndexFormat.version else {
      throw refuse(
        "it is format version \(version); this jamaal reads version \(PlacesIndexFormat.version)")
    }
    let recorded = index.u64(field.fileLength)
    guard recorded == UInt64(bytes.count) else {
      throw refuse(
        recorded > UInt64(bytes.count)
          ? "it is truncated (\(bytes.count) of \(recorded) bytes)"
          : "it is \(bytes.count) bytes long but records \(recorded)")
    }
    guard index.u32(field.headerLength) == UInt32(PlacesIndexFormat.headerLength),
      index.u32(field.gridRows) == UInt32(PlacesIndexFormat.gridRows),
      index.u32(field.gridColumns) == UInt32(PlacesIndexFormat.gridColumns)
    else { throw refuse("its header is damaged") }
    var layout = Layout()
    layout.placeCount = Int(index.u32(field.placeCount))
    layout.stringCount = Int(index.u32(field.stringCount))
    layout.stringBytesLength = Int(index.u32(field.stringBytes))
    layout.keyCount = Int(index.u32(field.keyCount))
    layout.keyBytesLength = Int(index.u32(field.keyBytes))
    layout.gridEntryCount = Int(index.u32(field.gridEntries))
    let padded = PlacesIndexFormat.padded
    let cells = PlacesIndexFormat.gridRows * PlacesIndexFormat.gridColumns
    layout.records = PlacesIndexFormat.headerLength
    layout.stringRefs = layout.records + layout.placeCount * PlacesIndexFormat.recordLength
    layout.stringBytes = layout.stringRefs + layout.stringCount * 8
    layout.keys = layout.stringBytes + padded(layout.stringBytesLength)
    layout.keyBytes = layout.keys + padded(layout.keyCount * PlacesIndexFormat.keyLength)
    layout.gridCells = layout.keyBytes + padded(layout.keyBytesLength)
    layout.gridEntries = layout.gridCells + padded((cells + 1) * 4)
    layout.end = layout.gridEntries + padded(layout.gridEntryCount * 4)
    guard layout.end == bytes.count else {
      throw refuse("its sections do not add up to its length")
    }
    guard PlacesIndexFormat.checksum(bytes) == index.u64(PlacesIndexFormat.checksumOffset) else {
      throw refuse("its checksum does not match its content (the file is damaged)")
    }
    let opened = MappedPlaceIndex(file: file, layout: layout)
    if let damage = opened.damage() { throw refuse(damage) }
    return opened
  }

  /// The first reference that points outside its section, in words; nil when every one is
  /// inside.
  private func damage() -> String? {
    for id in 0..<layout.stringCount {
      let ref = layout.stringRefs + id * 8
      guard Int(u32(ref)) + Int(u32(ref + 4)) <= layout.stringBytesLength else {
        return "its string \(id) lies outside the string table"
      }
    }
    let field = PlacesIndexFormat.Record.self
    for rank in 0..<layout.placeCount {
      let record = layout.records + rank * PlacesIndexFormat.recordLength
      let nameKeyEnd =
        Int(u32(record + field.nameKeyStart)) + Int(u16(record + field.nameKeyLength))
      let latitude = f64(record + field.latitude)
      let longitude = f64(record + field.longitude)
      let strings = layout.stringCount
      guard Int(u32(record + field.name)) < strings, Int(u32(record + field.region)) < strings,
        Int(u32(record + field.countryName)) < strings, Int(u32(record + field.zone)) < strings,
        nameKeyEnd <= layout.keyBytesLength, abs(latitude) <= 90, abs(longitude) <= 180,
        u64(record + field.population) <= UInt64(Int.max)
      else { return "its place \(rank) is damaged" }
    }
    for entry in 0..<layout.keyCount {
      let (start, length) = (layout.keys + entry * 12, layout.keys + entry * 12 + 4)
      guard Int(u32(start)) + Int(u32(length)) <= layout.keyBytesLength,
        Int(u32(start + 8)) < layout.placeCount
      else { return "its search key \(entry) is damaged" }
    }
    let cells = PlacesIndexFormat.gridRows * PlacesIndexFormat.gridColumns
    var previous = 0
    for cell in 0...cells {
      let start = Int(u32(layout.gridCells + cell * 4))
      guard start >= previous, start <= layout.gridEntryCount, cell > 0 || start == 0 else {
        return "its grid cell \(cell) is damaged"
      }
      previous = start
    }
    guard previous == layout.gridEntryCount else { return "its grid is damaged" }
    for entry in 0..<layout.gridEntryCount
    where Int(u32(layout.gridEntries + entry * 4)) >= layout.placeCount {
      return "its grid entry \(entry) is damaged"
    }
    return nil
  }
}
