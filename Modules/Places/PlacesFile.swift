import Foundation

/// Reads the gazetteer file (`Presets/places.tsv`, written by Scripts/update-places).
///
/// One place a line, eight tab-separated columns: name, alternate names (`|`-separated), country
/// code, region, latitude, longitude, population, IANA time zone. Lines starting with `#` and
/// blank lines are skipped. Any other line that does not fit is an error naming file:line.
enum PlacesFile {
  /// Reads and indexes the file at `url`.
  static func load(_ url: URL) throws(PlacesError) -> PlaceIndex {
    let path = url.path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path)
    }
    var places: [Place] = []
    var keys = SearchKeys()
    var lineNumber = 0
    var failure: PlacesError?
    let bytes = [UInt8](data)
    var lineStart = 0
    while lineStart < bytes.count, failure == nil {
      lineNumber += 1
      var lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
      let next = lineEnd + 1
      if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      let line = bytes[lineStart..<lineEnd]
      lineStart = next
      if line.isEmpty || line.first == 0x23 { continue }
      do {
        let (place, alternates) = try parse(line)
        keys.add(Folding.key(place.name), rank: places.count)
        for alternate in alternates { keys.add(alternate, rank: places.count) }
        places.append(place)
      } catch {
        failure = .malformedLine(path: path, line: lineNumber, reason: error.reason)
      }
    }
    if let failure { throw failure }
    return PlaceIndex(places: places, keys: keys)
  }

  /// Why a line was refused.
  private struct LineError: Error {
    let reason: String
  }

  /// One line → the place and the folded keys of its alternate names.
  private static func parse(_ line: ArraySlice<UInt8>) throws(LineError) -> (Place, [[UInt8]]) {
    let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
    guard fields.count == 8 else {
      throw LineError(reason: "expected 8 tab-separated fields, found \(fields.count)")
    }
    func text(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
    let name = text(0)
    guard !name.isEmpty else { throw LineError(reason: "name is empty") }
    let country = text(2)
    guard country.utf8.count == 2, country.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
      throw LineError(reason: "country must be a two-letter code (got \"\(country)\")")
    }
    let latitude = try coordinate(text(4), field: "latitude", bound: 90)
    let longitude = try coordinate(text(5), field: "longitude", bound: 180)
    guard let population = Int(text(6)), population >= 0 else {
      throw LineError(reason: "population must be a whole number (got \"\(text(6))\")")
    }
    let zone = text(7)
    guard !zone.isEmpty else { throw LineError(reason: "time zone is empty") }
    let alternates = fields[1].split(separator: 0x7C).map {
      Folding.key(String(decoding: $0, as: UTF8.self))
    }
    let place = Place(
      name: name, country: country, region: text(3), latitude: latitude, longitude: longitude,
      timeZoneIdentifier: zone, population: population)
    return (place, alternates)
  }

  private static func coordinate(_ text: String, field: String, bound: Double) throws(LineError)
    -> Double
  {
    guard let value = Double(text), value.isFinite else {
      throw LineError(reason: "\(field) is not a number (got \"\(text)\")")
    }
    guard abs(value) <= bound else {
      throw LineError(reason: "\(field) must be between -\(Int(bound)) and \(Int(bound)) (got \(text))")
    }
    return value
  }
}
