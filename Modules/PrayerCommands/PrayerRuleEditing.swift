import Foundation
import JamaalCommandLine
import JamaalCore
import JamaalModel
import JamaalPrayerTimes

/// The prayer source's `rules add` options: `--lat/--lon` or `--city`, `--method`, `--madhab`
/// (its `--set` keys are its source's editor's).
struct PrayerRuleOptions: RuleOptionsPlugin {
  let sourceKey: SourceKey = .prayerWindow

  /// The options it adds to `rules add`.
  enum Option: String, CommandOption, CoordinateOptions {
    case lat, lon, city, method, madhab

    var usage: (value: String?, help: String) {
      switch self {
      case .lat: ("D", "prayer times: latitude")
      case .lon: ("D", "prayer times: longitude")
      case .city: ("NAME", "prayer times: a place (offline search)")
      case .method: ("NAME", "prayer times: the method (default: region)")
      case .madhab: ("shafi|hanafi", "prayer times: the madhab")
      }
    }

    var completion: CompletionValues {
      switch self {
      case .method: .cases(of: CalculationMethod.self)
      case .madhab: .cases(of: Madhab.self)
      case .lat, .lon, .city: .text
      }
    }
  }

  func prepare(
    _ draft: RuleDraft, invocation: Invocation<Option>, session: Session, jamaal: Jamaal
  ) throws -> RuleDraft {
    let city = invocation.value(.city)
    switch (city, invocation.value(.lat) ?? invocation.value(.lon)) {
    case (.some, nil), (nil, .some): break
    case (nil, nil):
      throw CLIError.usage(
        "jamaal rules add --preset prayer-times: give --lat and --lon, or --city")
    case (.some, .some): throw CLIError.usage("give --city or --lat/--lon, not both")
    }
    var sets: [String] = []
    if let method = invocation.value(.method) { sets.append("method=\(method)") }
    if let madhab = invocation.value(.madhab) { sets.append("madhab=\(madhab)") }
    let edited = try jamaal.rules.applying(sets, to: draft)
    let (located, source): (RuleDraft, String)
    if let city {
      (located, source) = try LocationResolver.city(city, on: edited, session: session)
    } else {
      let (latitude, longitude) = try LocationResolver.coordinate(invocation)
      let place = try LocationResolver.resolve(
        latitude: latitude, longitude: longitude, session: session)
      let suggestion = try PrayerArguments.suggestion(
        country: place.country, zone: place.timeZone, session: session)
      located = try PrayerRuleEditor.setLocation(
        PrayerLocation(
          latitude: place.latitude, longitude: place.longitude, name: place.name,
          timeZone: place.timeZone.identifier), on: edited, suggestion: suggestion)
      source = place.source
    }
    if !session.output.json { session.note("Using the \(source).") }
    return located
  }
}
