public import JamaalModel

extension PrayerRuleEditor {
  /// The values `method`, `madhab`, `prayers` (one prayer each), `ishaEndsAt` and
  /// `highLatitudeRule` take, with their words (a form's options); none for other keys.
  public func choices(forKey key: String) -> [RuleChoice] {
    switch key {
    case "method":
      CalculationMethod.allCases.filter { $0 != .other }.map {
        RuleChoice(value: $0.rawValue, label: PrayerWords.name(of: $0))
      }
    case "madhab":
      Madhab.allCases.map { RuleChoice(value: $0.rawValue, label: PrayerWords.name(of: $0)) }
    case "prayers":
      PrayerWindowConfig.allPrayers.map {
        RuleChoice(value: $0.rawValue, label: PrayerWords.name(of: $0))
      }
    case "ishaEndsAt":
      IshaEnd.allCases.map { RuleChoice(value: $0.rawValue, label: PrayerWords.name(of: $0)) }
    case "highLatitudeRule":
      HighLatitudeRule.allCases.map {
        RuleChoice(value: $0.rawValue, label: PrayerWords.name(of: $0))
      }
    default: []
    }
  }
}

extension PrayerRuleEditor {
  /// The rule's `--set` values: its method and madhab (when it names them), prayers, when Isha
  /// ends, the high-latitude rule, duration, reminders and location; none for a config that does
  /// not read.
  public func values(of fields: RuleFields) -> [String: String] {
    guard let config = try? PrayerWindowConfig.read(fields.configData) else { return [:] }
    var values = [
      "prayers": config.prayers.map(\.rawValue).joined(separator: ","),
      "ishaEndsAt": config.ishaEndsAt.rawValue,
      "highLatitudeRule": config.highLatitudeRule.rawValue,
      "duration": String(config.durationMinutes), "fridayLabel": String(config.fridayLabel),
      "remindAtStart": String(config.reminder.atStart),
    ]
    values["method"] = config.method?.rawValue
    values["madhab"] = config.madhab?.rawValue
    values["remindBeforeEnd"] = config.reminder.beforeEndMinutes.map(String.init)
    if let location = config.location {
      values["latitude"] = String(location.latitude)
      values["longitude"] = String(location.longitude)
      values["timeZone"] = location.timeZone
      values["name"] = location.name
    }
    return values
  }
}
