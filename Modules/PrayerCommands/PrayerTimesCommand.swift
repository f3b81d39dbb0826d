import Foundation
import JamaalCommandLine
import JamaalModel
import JamaalPrayerTimes

/// `jamaal prayer-times`: a place's times, text in its local time, `--json` in UTC.
enum PrayerTimesCommand {
  /// `jamaal prayer-times`.
  static let command = CommandSpec(
    "prayer-times", "--lat D --lon D [--date YYYY-MM-DD] [--days N] [--method NAME] …",
    "Prints prayer times for a place.", options: Option.self, run: run)

  /// The options of `jamaal prayer-times`.
  enum Option: String, CommandOption, CoordinateOptions {
    case lat, lon, date, days, method, madhab
    case highLatitudeRule = "high-latitude-rule"
    case adjust, country, rounding, polar, shafaq

    var usage: (value: String?, help: String) {
      switch self {
      case .lat: ("D", "latitude, −90…90")
      case .lon: ("D", "longitude, −180…180")
      case .date: ("YYYY-MM-DD", "the first day (default: today there)")
      case .days: ("N", "how many days (default 1, at most 366)")
      case .method: ("NAME", "muslimWorldLeague, karachi, … (CLI.md)")
      case .madhab: ("shafi|hanafi", "Asr shadow: 1 (shafi) or 2")
      case .highLatitudeRule:
        ("NAME", "middleOfTheNight, seventhOfTheNight, twilightAngle, recommended")
      case .adjust: ("fajr=2,isha=-1", "minutes added per prayer")
      case .country: ("CC", "ISO country for the method suggestion")
      case .rounding: ("nearest|up|none", "how times are rounded")
      case .polar: ("NAME", "unresolved, nearestDay or nearestLatitude")
      case .shafaq: ("general|ahmer|abyad", "Moonsighting Committee")
      }
    }

    var completion: CompletionValues {
      switch self {
      case .method: .cases(of: CalculationMethod.self)
      case .madhab: .cases(of: Madhab.self)
      case .highLatitudeRule: .cases(of: HighLatitudeRule.self)
      case .rounding: .cases(of: Rounding.self)
      case .polar: .cases(of: PolarResolution.self)
      case .shafaq: .cases(of: Shafaq.self)
      case .lat, .lon, .date, .days, .adjust, .country: .text
      }
    }
  }

  static func run(_ invocation: Invocation<Option>) throws {
    let session = try Session(invocation)
    let (latitude, longitude) = try LocationResolver.coordinate(invocation)
    let place = try LocationResolver.resolve(
      latitude: latitude, longitude: longitude, session: session)
    let country = try PrayerArguments.country(invocation.value(.country)) ?? place.country
    let suggestion = try PrayerArguments.suggestion(
      country: country, zone: place.timeZone, session: session)
    let parameters = try PrayerArguments.parameters(invocation, suggestion: suggestion)
    let coordinates = try Coordinates(latitude: latitude, longitude: longitude)
    let calculator = try PrayerTimesCalculator(
      coordinates: coordinates, timeZone: place.timeZone, parameters: parameters)
    let first: LogicalDate
    if let text = invocation.value(.date) {
      guard let date = LogicalDate(text) else {
        throw CLIError.refused("--date: '\(text)' is not a date (YYYY-MM-DD)")
      }
      first = date
    } else {
      first = place.timeZone.wallClock(at: session.environment.clock.now).date
    }
    let days = try invocation.integer(.days, in: 1...366) ?? 1
    let results = calculator.times(from: first, days: days)
    let qibla = Qibla.bearing(from: coordinates)
    if session.output.json {
      try session.output.document(
        results.map {
          DayJSON($0, zone: place.timeZone, parameters: parameters, qibla: qibla)
        })
      return
    }
    let output = session.output
    output.line(
      output.bold("Prayer times at \(latitude), \(longitude)") + " · "
        + place.timeZone.identifier)
    output.line(output.dim("Using the \(place.source)."))
    output.line(
      "\(parameters.method.displayName) · \(parameters.madhab.displayName) · high latitudes: "
        + "\(parameters.highLatitudeRule.displayName) · Qibla \(String(format: "%.2f", qibla))°"
        + (suggestion.isFallback ? output.dim(" (no regional suggestion: the default)") : ""))
    let names = ["Fajr", "Sunrise", "Dhuhr", "Asr", "Maghrib", "Isha", "Midnight", "Last third"]
    output.line("Date        " + names.map { $0.padded(to: 9) }.joined())
    for day in results {
      let times = [
        day.fajr, day.sunrise, day.dhuhr, day.asr, day.maghrib, day.isha, day.midnight,
        day.lastThird,
      ]
      output.line(
        "\(day.date)  " + times.map { local($0, place.timeZone).padded(to: 9) }.joined())
    }
  }

  /// "05:12", or "—" for a time that does not exist that day (polar).
  static func local(_ time: PrayerTime, _ zone: TimeZone) -> String {
    guard let date = time.date else { return "—" }
    return (WallClockTime(minutes: zone.wallClock(at: date).minutes) ?? .midnight).description
  }

  /// One day of `prayer-times --json` (CLI.md).
  struct DayJSON: Encodable {
    let date: String
    let timeZone: String
    let method: String
    let madhab: String
    let fajr: String?
    let sunrise: String?
    let dhuhr: String?
    let asr: String?
    let maghrib: String?
    let isha: String?
    let midnight: String?
    let lastThird: String?
    let qibla: Double

    init(_ day: DayPrayerTimes, zone: TimeZone, parameters: CalculationParameters, qibla: Double) {
      date = day.date.description
      timeZone = zone.identifier
      method = parameters.method.rawValue
      madhab = parameters.madhab.rawValue
      fajr = day.fajr.date.map(isoUTC)
      sunrise = day.sunrise.date.map(isoUTC)
      dhuhr = day.dhuhr.date.map(isoUTC)
      asr = day.asr.date.map(isoUTC)
      maghrib = day.maghrib.date.map(isoUTC)
      isha = day.isha.date.map(isoUTC)
      midnight = day.midnight.date.map(isoUTC)
      lastThird = day.lastThird.date.map(isoUTC)
      self.qibla = (qibla * 100).rounded() / 100
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(date, forKey: .date)
      try container.encode(timeZone, forKey: .timeZone)
      try container.encode(method, forKey: .method)
      try container.encode(madhab, forKey: .madhab)
      // A time that does not exist that day is null, not absent.
      try container.encode(fajr, forKey: .fajr)
      try container.encode(sunrise, forKey: .sunrise)
      try container.encode(dhuhr, forKey: .dhuhr)
      try container.encode(asr, forKey: .asr)
      try container.encode(maghrib, forKey: .maghrib)
      try container.encode(isha, forKey: .isha)
      try container.encode(midnight, forKey: .midnight)
      try container.encode(lastThird, forKey: .lastThird)
      try container.encode(qibla, forKey: .qibla)
    }

    private enum Keys: String, CodingKey {
      case date, timeZone, method, madhab, fajr, sunrise, dhuhr, asr, maghrib, isha, midnight
      case lastThird, qibla
    }
  }
}
