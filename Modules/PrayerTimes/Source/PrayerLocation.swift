import Foundation
public import JamaalModel

/// Where a prayer rule's times are computed: coordinates, an optional place name, and the IANA
/// zone the times are read in (D-5: travelling never shifts them).
///
/// ```swift
/// let makkah = try PrayerLocation(
///   latitude: 21.4225, longitude: 39.8262, name: "Makkah", timeZone: "Asia/Riyadh")
/// ```
public struct PrayerLocation: Codable, Hashable, Sendable {
  /// The checked coordinates.
  public let coordinates: Coordinates
  /// The place's name, for display.
  public let name: String?
  /// The IANA zone identifier, e.g. `Asia/Riyadh`.
  public let timeZone: String

  /// Degrees north, −90…90.
  public var latitude: Double { coordinates.latitude }
  /// Degrees east, −180…180.
  public var longitude: Double { coordinates.longitude }

  /// Makes a location, checking the coordinates (as ``Coordinates`` does) and the zone.
  /// - Throws: ``/JamaalModel/FieldError`` naming `latitude`, `longitude` or `timeZone`.
  public init(
    latitude: Double, longitude: Double, name: String? = nil, timeZone: String
  ) throws(FieldError) {
    do {
      coordinates = try Coordinates(latitude: latitude, longitude: longitude)
    } catch {
      throw FieldError(field: error.field, message: Self.trimmed(error))
    }
    guard TimeZone(identifier: timeZone) != nil else {
      throw FieldError(field: "timeZone", message: "'\(timeZone)' is not a time zone")
    }
    self.name = name
    self.timeZone = timeZone
  }

  /// Decodes `{latitude, longitude, name?, timeZone}`, checking each.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let latitude = try container.decode(Double.self, forKey: .latitude)
    let longitude = try container.decode(Double.self, forKey: .longitude)
    let name = try container.decodeIfPresent(String.self, forKey: .name)
    let zone = try container.decode(String.self, forKey: .timeZone)
    do {
      try self.init(latitude: latitude, longitude: longitude, name: name, timeZone: zone)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: CodingKeys(rawValue: error.field) ?? .latitude, in: container,
        debugDescription: error.message)
    }
  }

  /// Encodes the four fields (`name` only when set).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latitude, forKey: .latitude)
    try container.encode(longitude, forKey: .longitude)
    try container.encodeIfPresent(name, forKey: .name)
    try container.encode(timeZone, forKey: .timeZone)
  }

  /// The calculation error's message without its leading field name ("must be between …").
  private static func trimmed(_ error: PrayerTimesError) -> String {
    let prefix = error.field + " "
    guard error.message.hasPrefix(prefix) else { return error.message }
    return String(error.message.dropFirst(prefix.count))
  }

  private enum CodingKeys: String, CodingKey {
    case latitude, longitude, name, timeZone
  }
}
