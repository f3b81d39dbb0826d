/// The queries a loaded gazetteer answers, whichever file it came from: the parsed TSV
/// (``PlaceIndex``) or the memory-mapped binary index (``MappedPlaceIndex``). Both answer every
/// query identically; the tests hold them to it.
protocol PlaceLookup: Sendable {
  /// How many places the gazetteer holds.
  var count: Int { get }
  /// The most populous places with a name starting with `prefix` (a folded key).
  func search(prefix: [UInt8], limit: Int) -> [Place]
  /// As ``search(prefix:limit:)``, with the alternate name that matched when the place's own
  /// name does not start with `prefix`.
  func matches(prefix: [UInt8], limit: Int) -> [PlaceMatch]
  /// Every place with a name or alternate name equal to `key` (folded), most populous first.
  func exact(_ key: [UInt8]) -> [Place]
  /// The most populous place whose own name is fewest edits from `key` (folded), or nil.
  func nearestName(to key: [UInt8]) -> Place?
  /// The nearest place within `radius` kilometres (the more populous on a tie), or nil.
  func nearest(latitude: Double, longitude: Double, radius: Double) -> Place?
}

/// Choosing results by rank (a place's position, most populous first).
enum Ranking {
  /// The `limit` lowest distinct ranks among `ranks` (each below `count`), ascending.
  static func lowest(_ ranks: [Int], limit: Int, count: Int) -> [Int] {
    var result: [Int] = []
    if ranks.count <= 4096 {
      for rank in ranks.sorted() where result.last != rank {
        result.append(rank)
        if result.count == limit { break }
      }
      return result
    }
    var seen = [Bool](repeating: false, count: count)
    for rank in ranks { seen[rank] = true }
    for rank in seen.indices where seen[rank] {
      result.append(rank)
      if result.count == limit { break }
    }
    return result
  }

}
