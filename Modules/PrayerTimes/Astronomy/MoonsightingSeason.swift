import JamaalModel

/// The Moonsighting Committee's seasonal limits: minutes before sunrise (Fajr) and after sunset
/// (Isha), piecewise-linear through the year and growing with latitude.
enum MoonsightingSeason {
  /// Seconds before sunrise that Fajr may be at the latest-safe.
  static func fajrSeconds(latitude: Double, date: LogicalDate) -> Double {
    let scale = abs(latitude) / 55
    let minutes = offset(
      a: 75 + 28.65 * scale, b: 75 + 19.44 * scale, c: 75 + 32.74 * scale,
      d: 75 + 48.10 * scale, days: daysSinceSolstice(latitude: latitude, date: date))
    return (minutes * 60).rounded()
  }

  /// Seconds after sunset that Isha may be at the latest.
  static func ishaSeconds(latitude: Double, date: LogicalDate, shafaq: Shafaq) -> Double {
    let scale = abs(latitude) / 55
    let days = daysSinceSolstice(latitude: latitude, date: date)
    let minutes: Double
    switch shafaq {
    case .general:
      minutes = offset(
        a: 75 + 25.60 * scale, b: 75 + 2.05 * scale, c: 75 - 9.21 * scale,
        d: 75 + 6.14 * scale, days: days)
    case .ahmer:
      minutes = offset(
        a: 62 + 17.40 * scale, b: 62 - 7.16 * scale, c: 62 + 5.12 * scale,
        d: 62 + 19.44 * scale, days: days)
    case .abyad:
      minutes = offset(
        a: 75 + 25.60 * scale, b: 75 + 7.16 * scale, c: 75 + 36.84 * scale,
        d: 75 + 81.84 * scale, days: days)
    }
    return (minutes * 60).rounded()
  }

  /// a→b over 91 days, b→c, c→d, d→c, c→b over 46 days each, then b→a (at the rate of 91 days).
  private static func offset(a: Double, b: Double, c: Double, d: Double, days: Int) -> Double {
    let dyy = Double(days)
    if dyy < 91 { return a + (b - a) / 91 * dyy }
    if dyy < 137 { return b + (c - b) / 46 * (dyy - 91) }
    if dyy < 183 { return c + (d - c) / 46 * (dyy - 137) }
    if dyy < 229 { return d + (c - d) / 46 * (dyy - 183) }
    if dyy < 275 { return c + (b - c) / 46 * (dyy - 229) }
    return b + (a - b) / 91 * (dyy - 275)
  }

  /// Days since the winter solstice-ish origin: north, day of year + 10; south, day of year − 172
  /// (− 173 in a leap year); wrapped into the year.
  static func daysSinceSolstice(latitude: Double, date: LogicalDate) -> Int {
    let year = date.components.year
    let dayOfYear =
      date.daysSinceEpoch - LogicalDate(year: year, month: 1, day: 1).daysSinceEpoch + 1
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let daysInYear = leap ? 366 : 365
    if latitude >= 0 {
      let days = dayOfYear + 10
      return days >= daysInYear ? days - daysInYear : days
    }
    let days = dayOfYear - (leap ? 173 : 172)
    return days < 0 ? days + daysInYear : days
  }
}
