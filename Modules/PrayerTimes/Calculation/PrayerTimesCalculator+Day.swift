import Foundation

extension PrayerTimesCalculator {
  /// The final times of UTC day `u` from its solar day and the next one (whose sunrise ends the
  /// night).
  func day(utcDay u: Int, today: SolarTime, tomorrow: SolarTime) -> CoreDay {
    let base = Double(u) * 86_400
    var solar = today
    var nextSolar = tomorrow
    if parameters.polarResolution != .unresolved,
      today.sunrise == nil || today.sunset == nil || tomorrow.sunrise == nil,
      let resolved = resolvePolar(utcDay: u)
    {
      solar = resolved.today
      nextSolar = resolved.tomorrow
    }
    let horizonReason = solar.polarReason
    let sunrise = solar.sunrise.map { Self.stamp($0, base) }
    let sunset = solar.sunset.map { Self.stamp($0, base) }
    var night: Double?
    if let sunset, let next = nextSolar.sunrise {
      night = Self.stamp(next, base + 86_400) - sunset
    }
    let nightReason = horizonReason ?? nextSolar.polarReason ?? .angleNotReached
    let fajr = fajrTime(solar: solar, base: base, sunrise: sunrise, night: night, utcDay: u)
    let isha = ishaTime(solar: solar, base: base, sunset: sunset, night: night, utcDay: u)
    var maghrib = sunset
    if parameters.maghribAngle != nil, let sunset, let isha,
      let time = solar.hours(sine: maghribSine, afterTransit: true),
      case let angleTime = Self.stamp(time, base), angleTime > sunset, angleTime < isha
    {
      maghrib = angleTime
    }
    var core = CoreDay(
      fajr: finish(fajr, .fajr, nightReason),
      sunrise: finish(sunrise, .sunrise, horizonReason ?? .angleNotReached),
      dhuhr: finish(Self.stamp(solar.transit, base), .dhuhr, .angleNotReached),
      asr: asrTime(solar: solar, base: base),
      maghrib: finish(maghrib, .maghrib, horizonReason ?? .angleNotReached),
      isha: finish(
        isha, .isha, parameters.ishaInterval == nil ? nightReason : horizonReason ?? nightReason))
    keepInOrder(&core)
    return core
  }

  /// Raw hours of the day → whole seconds since 1970, each of hours, minutes, seconds floored.
  @inline(__always) static func stamp(_ hours: Double, _ base: Double) -> Double {
    let whole = AngleMath.floor(hours)
    let minutes = AngleMath.floor((hours - whole) * 60)
    let seconds = AngleMath.floor((hours - (whole + minutes / 60)) * 3600)
    return base + whole * 3600 + minutes * 60 + seconds
  }

  /// A raw time floored to a second, adjusted and rounded; or the reason it is absent.
  @inline(__always) private func finish(_ raw: Double?, _ prayer: Prayer, _ reason: NoTimeReason)
    -> CoreTime
  {
    guard let raw else { return .none(reason) }
    let seconds = Int(AngleMath.floor(raw)) + totalAdjustments[prayer] * 60
    return .at(parameters.rounding.apply(seconds))
  }

  /// Fajr: the angle time, bounded by the night portion (or the committee's seasonal limit).
  private func fajrTime(
    solar: SolarTime, base: Double, sunrise: Double?, night: Double?, utcDay: Int
  ) -> Double? {
    let latitude = coordinates.latitude
    var fajr = solar.hours(sine: fajrSine, afterTransit: false)
      .map { Self.stamp($0, base) }
    let safe: Double?
    if parameters.method == .moonsightingCommittee {
      if abs(latitude) >= 55, let sunrise, let night { fajr = sunrise - night / 7 }
      safe = sunrise.map {
        $0 - MoonsightingSeason.fajrSeconds(latitude: latitude, date: .init(daysSinceEpoch: utcDay))
      }
    } else if let sunrise, let night {
      safe = sunrise - fajrPortion * night
    } else {
      safe = nil
    }
    if let safe, fajr.map({ $0 < safe }) ?? true { fajr = safe }
    return fajr
  }

  /// Isha: an interval after sunset, or the angle time bounded like Fajr.
  private func ishaTime(
    solar: SolarTime, base: Double, sunset: Double?, night: Double?, utcDay: Int
  ) -> Double? {
    if let interval = parameters.ishaInterval { return sunset.map { $0 + Double(interval * 60) } }
    let latitude = coordinates.latitude
    var isha = solar.hours(sine: ishaSine, afterTransit: true)
      .map { Self.stamp($0, base) }
    let safe: Double?
    if parameters.method == .moonsightingCommittee {
      if abs(latitude) >= 55, let sunset, let night { isha = sunset + night / 7 }
      safe = sunset.map {
        $0
          + MoonsightingSeason.ishaSeconds(
            latitude: latitude, date: .init(daysSinceEpoch: utcDay), shafaq: parameters.shafaq)
      }
    } else if let sunset, let night {
      safe = sunset + ishaPortion * night
    } else {
      safe = nil
    }
    if let safe, isha.map({ $0 > safe }) ?? true { isha = safe }
    return isha
  }

  /// Asr: when the sun, past transit, is at `atan(1 / (shadow + tan|φ − δ|))`, with δ at 0h UT.
  private func asrTime(solar: SolarTime, base: Double) -> CoreTime {
    // tan|φ − δ| from the sines and cosines already known; |φ − δ| ≥ 90° (a non-positive
    // cosine) means the sun's centre stays below the horizon at noon: no shadow, no Asr.
    let observer = solar.observer
    let current = solar.current
    let cosZenith =
      observer.cosLatitude * current.cosDeclination + observer.sinLatitude * current.sinDeclination
    guard cosZenith > 0 else {
      return .none(solar.polarReason == .sunDoesNotRise ? .sunDoesNotRise : .angleNotReached)
    }
    let sinZenith = abs(
      observer.sinLatitude * current.cosDeclination - observer.cosLatitude * current.sinDeclination)
    let ratio = parameters.madhab.shadowLength + sinZenith / cosZenith
    // The altitude's sine: sin(atan(1 / ratio)).
    guard let hours = solar.hours(sine: 1 / (1 + ratio * ratio).squareRoot(), afterTransit: true)
    else { return .none(.angleNotReached) }
    return finish(Self.stamp(hours, base), .asr, .angleNotReached)
  }

  /// Marks as out of order any Fajr not before sunrise, Asr not between Dhuhr and Maghrib, and
  /// Isha before Maghrib: such a time cannot happen that day.
  private func keepInOrder(_ core: inout CoreDay) {
    let dhuhr = core.dhuhr.seconds ?? Int.min
    if let fajr = core.fajr.seconds, let limit = core.sunrise.seconds ?? core.dhuhr.seconds,
      fajr >= limit
    {
      core.fajr = .none(.outOfOrder)
    }
    if let asr = core.asr.seconds {
      let limit = core.maghrib.seconds ?? core.isha.seconds ?? Int.max
      if asr <= dhuhr || asr >= limit { core.asr = .none(.outOfOrder) }
    }
    if let isha = core.isha.seconds {
      let limit = core.maghrib.seconds ?? core.asr.seconds ?? dhuhr
      if isha < limit || isha <= dhuhr { core.isha = .none(.outOfOrder) }
    }
  }
}
