import Foundation

/// Reads the gazetteer file (`Presets/places.tsv`, written by Scripts/update-places).
///
/// One place a line, eight to ten tab-separated columns: name, alternate names (`|`-separated),
/// country code, region, latitude, longitude, population, IANA time zone, the country's name
/// (optional: a file without it shows the code) and the region's code (optional). Lines
/// starting with `#` and
/// blank lines are skipped. Any other line that does not fit is an error naming file:line.
enum PlacesFile {
  /// Reads and indexes the file at `url`.
  static func load(_ url: URL) throws(PlacesError) -> PlaceIndex {
    let path = url.path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path)
    }
    let result = data.withUnsafeBytes { raw in
      parse(raw.bindMemory(to: UInt8.self), path: path)
    }
    return try result.get()
  }

  /// Why a line was refused.
  private struct LineError: Error {
    let reason: String
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Result<
    PlaceIndex, PlacesError
  > {
    var places: [Place] = []
    var keys = SearchKeys()
    var fields: [Range<Int>] = []
    var lineNumber = 0
    var lineStart = 0
    while lineStart < bytes.count {
      lineNumber += 1
      var lineEnd = lineStart
      fields.removeAll(keepingCapacity: true)
      var fieldStart = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != 0x0A {
        if bytes[lineEnd] == 0x09 {
          fields.append(fieldStart..<lineEnd)
          fieldStart = lineEnd + 1
        }
        lineEnd += 1
      }
      let next = lineEnd + 1
      if lineEnd > fieldStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      fields.append(fieldStart..<lineEnd)
      defer { lineStart = next }
      if lineEnd == lineStart || bytes[lineStart] == 0x23 { continue }
      do {
        let place = try parse(fields, of: bytes)
        keys.add(UnsafeBufferPointer(rebasing: bytes[fields[0]]), rank: places.count)
        var alternateStart = fields[1].lowerBound
        for index in fields[1].lowerBound...fields[1].upperBound
        where index == fields[1].upperBound || bytes[index] == 0x7C {
          keys.add(UnsafeBufferPointer(rebasing: bytes[alternateStart..<index]), rank: places.count)
          alternateStart = index + 1
        }
        places.append(place)
      } catch {
        return .failure(.malformedLine(path: path, line: lineNumber, reason: error.reason))
      }
    }
    return .success(PlaceIndex(places: places, keys: keys))
  }

  /// One line's fields → its place.
  private static func parse(_ fields: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>)
    throws(LineError) -> Place
  {
    guard (8...10).contains(fields.count) else {
      throw LineError(reason: "expected 8 to 10 tab-separated fields, found \(fields.count)")
    }
    func text(_ index: Int) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[index]]), as: UTF8.self)
    }
    guard !fields[0].isEmpty else { throw LineError(reason: "name is empty") }
    let country = fields[2]
    guard country.count == 2, country.allSatisfy({ (0x41...0x5A).contains(bytes[$0]) }) else {
      throw LineError(reason: "country must be a two-letter code (got \"\(text(2))\")")
    }
    let latitude = try coordinate(text(4), field: "latitude", bound: 90)
    let longitude = try coordinate(text(5), field: "longitude", bound: 180)
    var population = 0
    for index in fields[6] {
      let digit = Int(bytes[index]) - 0x30
      guard (0...9).contains(digit), population < Int.max / 20 else {
        population = -1
        break
      }
      population = population * 10 + digit
    }
    guard population >= 0, !fields[6].isEmpty else {
      throw LineError(reason: "population must be a whole number (got \"\(text(6))\")")
    }
    guard !fields[7].isEmpty else { throw LineError(reason: "time zone is empty") }
    return Place(
      name: text(0), country: text(2), region: text(3), latitude: latitude,
      longitude: longitude, timeZoneIdentifier: text(7), population: population,
      countryName: fields.count >= 9 ? text(8) : "", regionCode: fields.count == 10 ? text(9) : "")
  }

  private static func coordinate(_ text: String, field: String, bound: Double) throws(LineError)
    -> Double
  {
    guard let value = Double(text), value.isFinite else {
      throw LineError(reason: "\(field) is not a number (got \"\(text)\")")
    }
    guard abs(value) <= bound else {
      throw LineError(
        reason: "\(field) must be between -\(Int(bound)) and \(Int(bound)) (got \(text))")
    }
    return value
  }
}
