import JamaalModel

/// A preset or rule file: `title` and the config's fields.
struct PrayerPreset: Decodable {
  var title: String
  var config: PrayerWindowConfig

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    guard title.contains(where: { !$0.isWhitespace }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .title, in: container, debugDescription: "must not be empty")
    }
    config = try PrayerWindowConfig(from: decoder)
    guard config.version == PrayerWindowConfig.currentVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "must be \(PrayerWindowConfig.currentVersion)")
    }
  }

  private enum CodingKeys: String, CodingKey {
    case title, version
  }
}
