/// `adjustments`: `{fajr: 2, isha: -1}` in minutes; names other than the six times are ignored
/// (a newer version's), each value within ±``PrayerWindowConfig/maximumAdjustment``.
struct AdjustmentsField: Codable {
  var value: PrayerAdjustments

  init(value: PrayerAdjustments) { self.value = value }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: NameKey.self)
    var value = PrayerAdjustments()
    let limit = PrayerWindowConfig.maximumAdjustment
    for prayer in Prayer.allCases {
      let key = NameKey(prayer.rawValue)
      guard let minutes = try container.decodeIfPresent(Int.self, forKey: key) else { continue }
      guard (-limit...limit).contains(minutes) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "\(minutes) is not a whole number of minutes from -\(limit) to \(limit)"
        )
      }
      value[prayer] = minutes
    }
    self.value = value
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: NameKey.self)
    for prayer in Prayer.allCases where value[prayer] != 0 {
      try container.encode(value[prayer], forKey: NameKey(prayer.rawValue))
    }
  }
}

/// A coding key made from any name.
struct NameKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
