import Foundation
import JamaalModel

/// The gazetteer parsed from its TSV: places most populous first, their search keys, and a
/// latitude order for nearest-place lookups.
struct PlaceIndex: PlaceLookup {
  /// Every place, most populous first (file order among equals); a place's rank is its index.
  let places: [Place]
  /// Every folded name and alternate name, sorted, with its place's rank.
  let keys: SearchKeys
  /// Ranks sorted by latitude, with the latitudes beside them for binary search.
  private let latitudeOrder: [(latitude: Double, rank: Int)]

  /// Builds the index from places in file order and the folded keys naming each.
  init(places unordered: [Place], keys unranked: SearchKeys) {
    let order = unordered.indices.sorted { left, right in
      let (a, b) = (unordered[left].population, unordered[right].population)
      return a != b ? a > b : left < right
    }
    var ranks = [Int](repeating: 0, count: order.count)
    for (rank, index) in order.enumerated() { ranks[index] = rank }
    places = order.map { unordered[$0] }
    var keys = unranked
    keys.renumber(ranks)
    keys.sort()
    self.keys = keys
    latitudeOrder = places.enumerated().map { ($0.element.latitude, $0.offset) }
      .sorted { $0.latitude != $1.latitude ? $0.latitude < $1.latitude : $0.rank < $1.rank }
  }

  var count: Int { places.count }

  /// The most populous places with a name starting with `prefix` (a folded key).
  func search(prefix: [UInt8], limit: Int) -> [Place] {
    best(keys.ranks(matching: prefix), limit: limit).map { places[$0] }
  }

  /// The most populous places with a name starting with `prefix`, each with the alternate name
  /// that matched when its own name does not start with `prefix`.
  func matches(prefix: [UInt8], limit: Int) -> [PlaceMatch] {
    best(keys.ranks(matching: prefix), limit: limit).map { rank in
      let place = places[rank]
      guard !Folding.key(place.name).starts(with: prefix) else {
        return PlaceMatch(place: place, matchedName: nil)
      }
      return PlaceMatch(place: place, matchedName: keys.key(ofRank: rank, matching: prefix))
    }
  }

  /// Every place with a name or alternate name equal to `key` (folded), most populous first.
  func exact(_ key: [UInt8]) -> [Place] {
    best(keys.ranks(matching: key, exact: true), limit: .max).map { places[$0] }
  }

  /// The most populous place whose name is fewest edits from `key` (folded), within
  /// ``NameMatching/maximumDistance`` (one edit for names of four letters or fewer); nil when
  /// none is that near.
  func nearestName(to key: [UInt8]) -> Place? {
    let typed = String(decoding: key, as: UTF8.self)
    let limit = key.count <= 4 ? 1 : NameMatching.maximumDistance
    var best: (distance: Int, rank: Int)?
    for (rank, place) in places.enumerated() {
      let name = String(decoding: Folding.key(place.name), as: UTF8.self)
      guard abs(name.utf8.count - key.count) <= limit else { continue }
      let distance = NameMatching.editDistance(typed, name)
      if distance <= limit, best.map({ distance < $0.distance }) ?? true {
        best = (distance, rank)
      }
    }
    return best.map { places[$0.rank] }
  }

  /// The nearest place within `radius` kilometres (the more populous on a tie), or nil.
  func nearest(latitude: Double, longitude: Double, radius: Double) -> Place? {
    let band = radius / Geodesy.kilometresPerDegree + 0.01
    var low = 0
    var high = latitudeOrder.count
    while low < high {
      let middle = (low + high) / 2
      if latitudeOrder[middle].latitude < latitude - band {
        low = middle + 1
      } else {
        high = middle
      }
    }
    var best: (distance: Double, rank: Int)?
    var index = low
    while index < latitudeOrder.count, latitudeOrder[index].latitude <= latitude + band {
      let rank = latitudeOrder[index].rank
      let place = places[rank]
      let distance = Geodesy.kilometres(
        latitude, longitude, place.latitude, place.longitude)
      if distance <= radius, best.map({ (distance, rank) < ($0.distance, $0.rank) }) ?? true {
        best = (distance, rank)
      }
      index += 1
    }
    return best.map { places[$0.rank] }
  }

  /// The `limit` lowest distinct ranks among `ranks`, ascending.
  private func best(_ ranks: [Int], limit: Int) -> [Int] {
    Ranking.lowest(ranks, limit: limit, count: places.count)
  }
}
