/// The layout of `places.bin`, the gazetteer as a binary index that is memory-mapped and used
/// without parsing (written by ``PlacesIndexWriter``, read by ``MappedPlaceIndex``).
///
/// Little-endian throughout. An 80-byte header, then seven sections back to back, each padded
/// to a multiple of 8 bytes:
///
/// | section      | content                                                              |
/// |--------------|----------------------------------------------------------------------|
/// | records      | `placeCount` × 56 bytes, most populous first (see ``Record``)         |
/// | string refs  | `stringCount` × (UInt32 offset, UInt32 length) into string bytes      |
/// | string bytes | UTF-8 names, regions, region codes, country names and zones, each once |
/// | keys         | `keyCount` × (UInt32 start, UInt32 length, UInt32 rank), sorted bytewise |
/// | key bytes    | the folded search keys, each distinct key once                        |
/// | grid cells   | (`rows` × `columns` + 1) UInt32 starts into grid entries               |
/// | grid entries | place ranks by 1° cell (row = latitude + 90, column = longitude + 180) |
///
/// Header: magic `JAMPLACE`, UInt32 version, UInt32 header length, UInt32 place, string,
/// string-byte, key and key-byte counts, UInt32 grid rows, columns and entry count, UInt64 file
/// length, UInt64 length of the TSV it was built from, UInt64 checksum of every other byte.
enum PlacesIndexFormat {
  /// The first eight bytes of every index file.
  static let magic: [UInt8] = Array("JAMPLACE".utf8)
  /// The format version this build reads and writes.
  /// (2: records gained the region code.)
  static let version: UInt32 = 2
  /// The header's length in bytes.
  static let headerLength = 80
  /// One record's length in bytes.
  static let recordLength = 56
  /// One key entry's length in bytes.
  static let keyLength = 12
  /// Grid rows: one a degree of latitude.
  static let gridRows = 180
  /// Grid columns: one a degree of longitude.
  static let gridColumns = 360
  /// Where the checksum sits in the header (hashed as zero).
  static let checksumOffset = 64

  /// Header field offsets.
  enum Field {
    static let version = 8
    static let headerLength = 12
    static let placeCount = 16
    static let stringCount = 20
    static let stringBytes = 24
    static let keyCount = 28
    static let keyBytes = 32
    static let gridRows = 36
    static let gridColumns = 40
    static let gridEntries = 44
    static let fileLength = 48
    static let sourceLength = 56
  }

  /// Field offsets inside a record.
  enum Record {
    static let latitude = 0
    static let longitude = 8
    static let population = 16
    static let name = 24
    static let region = 28
    static let countryName = 32
    static let zone = 36
    static let country = 40
    static let nameKeyLength = 42
    static let nameKeyStart = 44
    /// The region code's string id; four zero bytes follow, keeping records 8-aligned.
    static let regionCode = 48
  }

  /// `length` rounded up to a multiple of 8.
  static func padded(_ length: Int) -> Int { (length + 7) & ~7 }

  /// The grid cell of a coordinate: rows by latitude from the south, columns by longitude
  /// from the antimeridian (90° and 180° fall in the last row and column).
  static func cell(latitude: Double, longitude: Double) -> (row: Int, column: Int) {
    let row = min(gridRows - 1, max(0, Int((latitude + 90).rounded(.down))))
    let column = min(gridColumns - 1, max(0, Int((longitude + 180).rounded(.down))))
    return (row, column)
  }

  /// A 64-bit checksum of `bytes` (a multiple of 8 long), the word at `checksumOffset` read as
  /// zero: the words (little-endian, as every host Swift runs on here) summed in eight lanes,
  /// then mixed. Any changed byte or run
  /// of bytes within a word changes it; it costs a fraction of a millisecond for the whole
  /// index, so it runs at every start.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let words = bytes.count / 8
    var lanes = SIMD8<UInt64>(repeating: 0)
    var index = 0
    while index + 8 <= words {
      lanes &+= bytes.loadUnaligned(fromByteOffset: index * 8, as: SIMD8<UInt64>.self)
      index += 8
    }
    for tail in index..<words {
      lanes[tail % 8] &+= bytes.loadUnaligned(fromByteOffset: tail * 8, as: UInt64.self)
    }
    // The checksum's own word counts as zero.
    if words > checksumOffset / 8 {
      let own = bytes.loadUnaligned(fromByteOffset: checksumOffset, as: UInt64.self)
      lanes[(checksumOffset / 8) % 8] &-= own
    }
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
    for lane in 0..<8 {
      hash = (hash ^ lanes[lane]) &* 0x0000_0100_0000_01B3
      hash ^= hash >> 29
    }
    return hash
  }
}

extension UInt64 {
  /// The bits rotated left by `count` (0 < count < 64).
  fileprivate func rotateLeft(_ count: Int) -> UInt64 { self << count | self >> (64 - count) }
}
