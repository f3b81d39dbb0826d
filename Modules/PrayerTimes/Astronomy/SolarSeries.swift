/// Solar days for a run of consecutive UTC days, each solar position computed once and shared
/// by the three days that interpolate through it.
struct SolarSeries {
  /// The first UTC day (days since 1970-01-01) held.
  let firstDay: Int
  /// One solar day per UTC day from `firstDay`.
  let days: [SolarTime]

  /// Computes the solar days `firstDay…lastDay` at a place.
  init(firstDay: Int, lastDay: Int, latitude: Double, longitude: Double) {
    self.firstDay = firstDay
    let observer = Observer(latitude: latitude, longitude: longitude)
    let positions = (firstDay - 1...lastDay + 1).map { SolarCoordinates(daysSinceEpoch: $0) }
    days = (1..<positions.count - 1).map { index in
      SolarTime(
        previous: positions[index - 1], current: positions[index], next: positions[index + 1],
        observer: observer)
    }
  }

  /// The solar day of UTC day `day` (days since 1970-01-01), which must be in the series.
  subscript(day: Int) -> SolarTime { days[day - firstDay] }

  /// One solar day computed on its own (for polar resolution, away from the series).
  static func single(day: Int, latitude: Double, longitude: Double) -> SolarTime {
    SolarTime(
      previous: SolarCoordinates(daysSinceEpoch: day - 1),
      current: SolarCoordinates(daysSinceEpoch: day),
      next: SolarCoordinates(daysSinceEpoch: day + 1),
      observer: Observer(latitude: latitude, longitude: longitude))
  }
}
