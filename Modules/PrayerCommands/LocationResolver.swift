import Foundation
import JamaalCommandLine
import JamaalModel
import JamaalPlaces
import JamaalPrayerTimes
import JamaalPresentation

/// A place for prayer times: its coordinate, zone and country, and how they were found.
struct ResolvedLocation {
  let latitude: Double
  let longitude: Double
  let timeZone: TimeZone
  let country: String?
  let name: String?
  /// Which zone was used and why, in words ("Karachi, 08, PK, 3 km away").
  let source: String
}

/// Options that give a coordinate: `--lat D --lon D`.
protocol CoordinateOptions: CommandOption {
  /// `--lat`.
  static var lat: Self { get }
  /// `--lon`.
  static var lon: Self { get }
}

/// Finds a coordinate's zone and country through the offline gazetteer (nearest place within
/// 150 km), else the device zone and no country.
enum LocationResolver {
  /// Reads `--lat` and `--lon`, validated (a message names the field).
  static func coordinate<Option: CoordinateOptions>(_ invocation: Invocation<Option>) throws
    -> (Double, Double)
  {
    func number(_ option: Option) throws -> Double {
      let text = try invocation.required(option)
      // Double("nan") and Double("1e400") (infinity) read, but are no coordinate.
      guard let value = Double(text), value.isFinite else {
        let what = option == .lat ? "latitude (-90…90)" : "longitude (-180…180)"
        throw CLIError.refused("--\(option.rawValue): '\(text)' is not a \(what)")
      }
      return value
    }
    let latitude = try number(.lat)
    let longitude = try number(.lon)
    do {
      _ = try Coordinates(latitude: latitude, longitude: longitude)
    } catch {
      let option = (-90...90).contains(latitude) ? Option.lon : Option.lat
      throw CLIError.refused("--\(option.rawValue): \(error)")
    }
    return (latitude, longitude)
  }

  /// The zone and country of a coordinate.
  static func resolve(
    latitude: Double, longitude: Double, session: Session
  ) throws -> ResolvedLocation {
    let places = Gazetteer(presetsFolder: session.environment.presetsFolder)
    let place: Place?
    do {
      place = try places.nearest(latitude: latitude, longitude: longitude)
    } catch {
      throw CLIError.refused(String(describing: error))
    }
    if let place, let zone = TimeZone(identifier: place.timeZoneIdentifier) {
      var distance = 0.0
      if let here = try? Coordinates(latitude: latitude, longitude: longitude),
        let there = try? Coordinates(latitude: place.latitude, longitude: place.longitude)
      {
        distance = LocationUpdatePolicy.distanceKilometres(from: here, to: there)
      }
      return ResolvedLocation(
        latitude: latitude, longitude: longitude, timeZone: zone, country: place.country,
        name: place.name,
        source: "zone and country of \(place.label), \(Int(distance.rounded())) km away")
    }
    return ResolvedLocation(
      latitude: latitude, longitude: longitude, timeZone: session.environment.timeZone,
      country: nil, name: nil,
      source:
        "device zone \(session.environment.timeZone.identifier): no place lies within 150 km"
    )
  }

  /// A draft set to the place `--city` finds (the library's ``PrayerRuleEditor/setCity(_:on:places:regions:)``),
  /// asking on a terminal when the name is ambiguous; with which place was used, in words.
  static func city(_ name: String, on draft: RuleDraft, session: Session) throws
    -> (draft: RuleDraft, source: String)
  {
    let places = Gazetteer(presetsFolder: session.environment.presetsFolder)
    let regions = try PrayerArguments.regionTable(session)
    let placed: RuleDraft
    let place: Place
    do {
      switch try PrayerRuleEditor.setCity(name, on: draft, places: places, regions: regions) {
      case .placed(let draft, let found): (placed, place) = (draft, found)
      case .notFound(let suggestion):
        throw CLIError.refused(
          "--city: " + CityStrings.notFound(name, suggestion: suggestion?.label))
      case .ambiguous(let candidates):
        place = try choose(name, from: candidates, in: places)
        placed = try PrayerRuleEditor.setPlace(place, on: draft, regions: regions)
      }
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError.refused("--city: \(error)")
    }
    let source = CityStrings.source(
      label: place.label, matchedBy: Gazetteer.isOwnName(name, of: place) ? nil : name)
    return (placed, source)
  }

  /// The place the person picks among `candidates`: asked on a terminal; else refused with
  /// each candidate's region and country and the exact way to type it.
  private static func choose(_ name: String, from candidates: [Place], in places: Gazetteer)
    throws -> Place
  {
    let labels = candidates.enumerated().map { "\($0.offset + 1). \($0.element.label)" }
    let width = (labels.map(DisplayWidth.of).max() ?? 0) + 2
    let list = zip(candidates, labels).map { place, label in
      let typed =
        ((try? places.cityText(for: place)) ?? nil).map { "--city \"\($0)\"" }
        ?? "--lat \(place.latitude) --lon \(place.longitude)"
      return "  " + DisplayWidth.pad(label, to: width) + typed
    }
    guard isatty(0) == 1 else {
      throw CLIError.refused(
        "--city: " + CityStrings.ambiguous(name) + "; type one as shown, or give --lat/--lon:\n"
          + list.joined(separator: "\n"))
    }
    FileHandle.standardError.write(
      Data(
        (CityStrings.choosing(name) + "\n" + list.joined(separator: "\n") + "\n"
          + CityStrings.question(count: candidates.count)).utf8))
    guard let answer = readLine().flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
      candidates.indices.contains(answer - 1)
    else { throw CLIError.refused("--city: " + CityStrings.noneChosen) }
    return candidates[answer - 1]
  }
}
