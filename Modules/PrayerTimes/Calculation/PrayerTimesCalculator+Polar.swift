extension PrayerTimesCalculator {
  /// The solar day to borrow from (and its next day) when the sun fails to rise or set on UTC day
  /// `u` or the day after, as `polarResolution` says; nil when none is found. Every time of the
  /// day (Dhuhr too) is then read from the borrowed day's hours, applied to day `u`.
  func resolvePolar(utcDay u: Int) -> (today: SolarTime, tomorrow: SolarTime)? {
    let latitude = coordinates.latitude
    let longitude = coordinates.longitude
    switch parameters.polarResolution {
    case .unresolved:
      return nil
    case .nearestDay:
      // +1, −1, +2, −2 … up to 183 days either way.
      for distance in 1...183 {
        for direction in [1, -1] {
          let day = u + direction * distance
          let today = SolarSeries.single(day: day, latitude: latitude, longitude: longitude)
          guard today.hasSunriseAndSunset else { continue }
          let tomorrow = SolarSeries.single(day: day + 1, latitude: latitude, longitude: longitude)
          if tomorrow.hasSunriseAndSunset { return (today, tomorrow) }
        }
      }
      return nil
    case .nearestLatitude:
      // 0.5° steps towards the equator, continuing while at or above 65°.
      var trial = latitude - (latitude > 0 ? 0.5 : -0.5)
      while true {
        let today = SolarSeries.single(day: u, latitude: trial, longitude: longitude)
        let tomorrow = SolarSeries.single(day: u + 1, latitude: trial, longitude: longitude)
        if today.hasSunriseAndSunset, tomorrow.hasSunriseAndSunset { return (today, tomorrow) }
        guard abs(trial) >= 65 else { return nil }
        trial -= trial > 0 ? 0.5 : -0.5
      }
    }
  }
}
