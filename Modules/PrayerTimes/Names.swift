/// Reading the names a config or file stores (method, madhab, rule names) with errors that list
/// the valid ones.
enum Names {
  /// The raw values of `cases`, comma-separated.
  static func list<T: RawRepresentable>(_ cases: some Sequence<T>) -> String
  where T.RawValue == String {
    cases.map(\.rawValue).joined(separator: ", ")
  }

  /// Decodes an optional name at `key`, refusing one that is not a case of `T`.
  /// - Throws: `DecodingError.dataCorrupted` at `key`: "'foo' is not a method (…)".
  static func decode<T: RawRepresentable & CaseIterable, K: CodingKey>(
    _ type: T.Type, _ key: K, in container: KeyedDecodingContainer<K>, what: String
  ) throws -> T? where T.RawValue == String {
    guard let name = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let value = T(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container,
        debugDescription: "'\(name)' is not \(what) (\(list(T.allCases)))")
    }
    return value
  }
}

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
