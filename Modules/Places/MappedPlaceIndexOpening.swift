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
  /// inside. A quick pass over the fixed-size tables finds whether any is outside (branch-free
  /// maxima, well under a millisecond); only then does a second pass name the first.
  private func damage() -> String? {
    guard let base = file.bytes.baseAddress else { return "it is empty" }
    /// `count` little-endian words at `offset` (every section starts 8-aligned in the mapping).
    func words(_ offset: Int, _ count: Int) -> UnsafeBufferPointer<UInt32> {
      UnsafeBufferPointer(
        start: (base + offset).bindMemory(to: UInt32.self, capacity: count), count: count)
    }
    let refs = words(layout.stringRefs, layout.stringCount * 2)
    let recordWords = PlacesIndexFormat.recordLength / 4
    let records = words(layout.records, layout.placeCount * recordWords)
    let keys = words(layout.keys, layout.keyCount * 3)
    let cells = words(
      layout.gridCells, PlacesIndexFormat.gridRows * PlacesIndexFormat.gridColumns + 1)
    let entries = words(layout.gridEntries, layout.gridEntryCount)
    let stringBytes = UInt64(layout.stringBytesLength)
    let strings = UInt32(layout.stringCount)
    let keyBytes = UInt64(layout.keyBytesLength)
    let places = UInt32(layout.placeCount)

    func stringOutside(_ id: Int) -> Bool {
      UInt64(refs[2 * id]) + UInt64(refs[2 * id + 1]) > stringBytes
    }
    /// Words 6–9 and 12: the five string ids; 10: country and the name key's length; 11: its
    /// start; 5: the population's high half; 13: zero.
    func placeDamaged(_ rank: Int) -> Bool {
      let record = rank * recordWords
      let offset = layout.records + rank * PlacesIndexFormat.recordLength
      let latitude = f64(offset + PlacesIndexFormat.Record.latitude)
      let longitude = f64(offset + PlacesIndexFormat.Record.longitude)
      return max(
        records[record + 6], records[record + 7], records[record + 8], records[record + 9],
        records[record + 12]) >= strings || records[record + 13] != 0
        || UInt64(records[record + 11]) + UInt64(records[record + 10] >> 16) > keyBytes
        || records[record + 5] >= 0x8000_0000 || !(abs(latitude) <= 90)
        || !(abs(longitude) <= 180)
    }
    func keyDamaged(_ entry: Int) -> Bool {
      UInt64(keys[3 * entry]) + UInt64(keys[3 * entry + 1]) > keyBytes
        || keys[3 * entry + 2] >= places
    }

    var stringEnd: UInt64 = 0
    for id in 0..<layout.stringCount {
      stringEnd = max(stringEnd, UInt64(refs[2 * id]) + UInt64(refs[2 * id + 1]))
    }
    if stringEnd > stringBytes, let id = (0..<layout.stringCount).first(where: stringOutside) {
      return "its string \(id) lies outside the string table"
    }
    var anyPlace = false
    for rank in 0..<layout.placeCount { anyPlace = anyPlace || placeDamaged(rank) }
    if anyPlace, let rank = (0..<layout.placeCount).first(where: placeDamaged) {
      return "its place \(rank) is damaged"
    }
    var keyEnd: UInt64 = 0
    var keyRank: UInt32 = 0
    for entry in 0..<layout.keyCount {
      keyEnd = max(keyEnd, UInt64(keys[3 * entry]) + UInt64(keys[3 * entry + 1]))
      keyRank = max(keyRank, keys[3 * entry + 2])
    }
    if keyEnd > keyBytes || (layout.keyCount > 0 && keyRank >= places),
      let entry = (0..<layout.keyCount).first(where: keyDamaged)
    {
      return "its search key \(entry) is damaged"
    }
    guard cells[0] == 0 else { return "its grid cell 0 is damaged" }
    for cell in 1..<cells.count where cells[cell] < cells[cell - 1] {
      return "its grid cell \(cell) is damaged"
    }
    guard Int(cells[cells.count - 1]) == layout.gridEntryCount else {
      return "its grid is damaged"
    }
    let entryRank = entries.reduce(0, max)
    if entries.count > 0, entryRank >= places,
      let entry = entries.firstIndex(where: { $0 >= places })
    {
      return "its grid entry \(entry) is damaged"
    }
    return nil
  }
}
