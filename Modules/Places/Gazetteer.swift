public import Foundation
import Synchronization

/// The offline gazetteer: city search, a coordinate's nearest place, and a city name resolved
/// for a rule. Reads nothing until the first search or lookup; copies share what was read.
///
/// The places come from the binary index `places.bin` when it exists — memory-mapped and used
/// without parsing, so a lookup costs microseconds even in a fresh process — else from
/// `places.tsv`, parsed at the first use. Both give the same answers. An index that is damaged,
/// truncated or of another format version is refused with the reason; one built from a TSV of
/// another size than the one beside it is out of date and passed over for the TSV.
///
/// ```swift
/// let places = Gazetteer(presetsFolder: presets)
/// let results = try places.search("zurich")            // [Zürich, CH, …]
/// let here = try places.nearest(latitude: 32.5149, longitude: -117.0382)   // Tijuana
/// ```
public struct Gazetteer: Sendable {
  /// The data file's name inside a presets folder.
  public static let fileName = "places.tsv"
  /// The binary index's name inside a presets folder, beside ``fileName``.
  public static let indexFileName = "places.bin"
  /// The default radius of ``nearest(latitude:longitude:within:)``, in kilometres.
  public static let defaultRadius = 150.0

  /// The data file (TSV) this gazetteer reads when there is no index.
  public let file: URL
  /// The binary index read instead of ``file`` when it exists; nil to read only ``file``.
  public let indexFile: URL?
  let cache: Cache

  /// A gazetteer over the TSV file at `file` and, when given and present, its binary index
  /// `indexFile` (both read lazily).
  public init(file: URL, indexFile: URL? = nil) {
    self.file = file
    self.indexFile = indexFile
    cache = Cache(file: file, indexFile: indexFile)
  }

  /// A gazetteer over `places.bin`, else `places.tsv`, in a presets folder (read lazily).
  public init(presetsFolder: URL) {
    self.init(
      file: presetsFolder.appendingPathComponent(Self.fileName),
      indexFile: presetsFolder.appendingPathComponent(Self.indexFileName))
  }

  /// The bytes of the binary index of the TSV file at `file`: what `places.bin` holds when
  /// Scripts/update-places built it from that file. The same file always gives the same bytes.
  /// - Throws: as ``load()`` for the TSV, or ``PlacesError/unbuildableIndex(reason:)``.
  public static func indexImage(ofFile file: URL) throws(PlacesError) -> [UInt8] {
    let index = try PlacesFile.load(file)
    let length = MappedFile.size(path: file.path) ?? 0
    return try PlacesIndexWriter.image(of: index, sourceLength: length)
  }

  /// The file the places are read from (reading them now if not yet read): ``indexFile`` when
  /// it exists and is up to date, else ``file``.
  /// - Throws: as ``load()``.
  public func source() throws(PlacesError) -> URL {
    try cache.loaded().source
  }

  /// Reads the file now instead of at the first search (later calls reuse it).
  /// - Returns: how many places the file holds.
  /// - Throws: ``PlacesError/unreadableFile(path:)``,
  ///   ``PlacesError/malformedLine(path:line:reason:)`` or
  ///   ``PlacesError/unusableIndex(path:reason:)``.
  @discardableResult
  public func load() throws(PlacesError) -> Int {
    try cache.index().count
  }

  /// Places whose name or an alternate name starts with `text`, ignoring case and diacritics,
  /// most populous first.
  /// - Parameters:
  ///   - text: what the user typed, e.g. "zurich" or "mecca".
  ///   - limit: the most results returned (at least 1).
  /// - Returns: up to `limit` places; empty when nothing matches.
  /// - Throws: ``PlacesError`` for empty or over-long text, a limit below 1, or a bad file.
  public func search(_ text: String, limit: Int = 10) throws(PlacesError) -> [Place] {
    let key = try Self.searchKey(text)
    guard limit >= 1 else { throw .invalidLimit(limit) }
    return try cache.index().search(prefix: key, limit: limit)
  }

  /// As ``search(_:limit:)``, with the alternate or historic name that matched for a place
  /// whose own name does not start with `text` ("mecca" for Makkah).
  /// - Throws: as ``search(_:limit:)``.
  public func matches(_ text: String, limit: Int = 10) throws(PlacesError) -> [PlaceMatch] {
    let key = try Self.searchKey(text)
    guard limit >= 1 else { throw .invalidLimit(limit) }
    return try cache.index().matches(prefix: key, limit: limit)
  }

  /// The nearest place within `radius` kilometres (haversine): its zone and country stand for
  /// the coordinate's. Nil when none is that close (at sea, say): the caller then uses the
  /// device's zone and no country, and says so.
  /// - Throws: ``PlacesError/invalidCoordinate(field:value:)`` naming `latitude` (beyond ±90 or
  ///   NaN) or `longitude` (beyond ±180 or NaN); ``PlacesError/invalidRadius(_:)``; a bad file.
  public func nearest(
    latitude: Double, longitude: Double, within radius: Double = defaultRadius
  ) throws(PlacesError) -> Place? {
    guard latitude.isFinite, abs(latitude) <= 90 else {
      throw .invalidCoordinate(field: "latitude", value: latitude)
    }
    guard longitude.isFinite, abs(longitude) <= 180 else {
      throw .invalidCoordinate(field: "longitude", value: longitude)
    }
    guard radius >= 0, radius.isFinite else { throw .invalidRadius(radius) }
    return try cache.index().nearest(latitude: latitude, longitude: longitude, radius: radius)
  }

  /// Whether `typed` is `place`'s own name once folded (not one of its alternate names),
  /// alone or qualified ("Springfield, Illinois", "Springfield IL"; see `CityQuery`).
  public static func isOwnName(_ typed: String, of place: Place) -> Bool {
    let name = Folding.key(place.name)
    guard Folding.key(typed) != name else { return true }
    guard let query = CityQuery(typed), query.name == name else { return false }
    return query.admits(place)
  }

  /// The folded key of search text, refusing empty and over-long text before anything is read.
  static func searchKey(_ text: String) throws(PlacesError) -> [UInt8] {
    let characters = text.count
    guard characters <= PlacesError.maximumSearchLength else {
      throw .searchTextTooLong(characters: characters)
    }
    let key = Folding.key(text)
    guard !key.isEmpty else { throw .emptySearchText }
    return key
  }

  /// The index, read on first use and kept (a failure is kept too: the file does not change).
  final class Cache: Sendable {
    let file: URL
    let indexFile: URL?
    let state = Mutex<Result<(lookup: any PlaceLookup, source: URL), PlacesError>?>(nil)

    init(file: URL, indexFile: URL?) {
      self.file = file
      self.indexFile = indexFile
    }

    func index() throws(PlacesError) -> any PlaceLookup { try loaded().lookup }

    func loaded() throws(PlacesError) -> (lookup: any PlaceLookup, source: URL) {
      let result = state.withLock { state in
        if let state { return state }
        let loaded = Result { () throws(PlacesError) in try load() }
        state = loaded
        return loaded
      }
      return try result.get()
    }

    private func load() throws(PlacesError) -> (lookup: any PlaceLookup, source: URL) {
      if let indexFile, let mapped = try MappedFile.map(path: indexFile.path) {
        let index = try MappedPlaceIndex.open(mapped, path: indexFile.path)
        let tsvLength = MappedFile.size(path: file.path)
        if tsvLength == nil || tsvLength == index.sourceLength { return (index, indexFile) }
      }
      return (try PlacesFile.load(file), file)
    }
  }
}
