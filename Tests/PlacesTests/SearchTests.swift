import Foundation
import JamaalPlaces
import Testing

@Suite struct SearchTests {
  let places = PlacesSupport.gazetteer

  @Test func accentsAndCaseAreIgnored() throws {
    let zurich = try #require(try places.search("zurich").first)
    #expect(zurich.name == "Zürich")
    #expect(zurich.country == "CH")
    #expect(zurich.timeZoneIdentifier == "Europe/Zurich")
    #expect(try places.search("ZÜRICH").first == zurich)
    let saoPaulo = try #require(try places.search("sao paulo").first)
    #expect(saoPaulo.name == "São Paulo")
    #expect(saoPaulo.country == "BR")
    #expect(saoPaulo.timeZoneIdentifier == "America/Sao_Paulo")
    // Letters without a decomposition fold too: Ł → l, ø → o, ß → ss.
    #expect(try places.search("lodz").first?.name == "Łódź")
    #expect(try places.search("Lodž").first?.name == "Łódź")
    #expect(try places.search("bodo", limit: 50).contains { $0.name == "Bodø" })
    #expect(try places.search("giessen").first?.name == "Gießen")
    guard case .unique(let bodo) = try places.resolve(city: "BODO") else {
      Issue.record("BODO should resolve to Bodø alone")
      return
    }
    #expect(bodo.name == "Bodø" && bodo.country == "NO")
  }

  @Test func alternateNamesFindTheirPlace() throws {
    for text in ["makkah", "mecca", "Mekka", "La Mecque"] {
      let place = try #require(try places.search(text).first, "\(text)")
      #expect(place.name == "Makkah", "\(text)")
      #expect(place.country == "SA", "\(text)")
      #expect(place.timeZoneIdentifier == "Asia/Riyadh", "\(text)")
    }
  }

  @Test func prefixesMatchAndPunctuationIsIgnored() throws {
    #expect(try places.search("zur").contains { $0.name == "Zürich" })
    #expect(try places.search("winston salem").first?.name == "Winston-Salem")
    #expect(try places.search("Winston-Salem").first?.name == "Winston-Salem")
  }

  @Test func resultsAreMostPopulousFirstWithEveryField() throws {
    let results = try places.search("London")
    let first = try #require(results.first)
    #expect(first.country == "GB")
    #expect(first.region == "England")
    #expect(first.countryName == "United Kingdom")
    #expect(first.label == "London, England, United Kingdom")
    #expect(abs(first.latitude - 51.5085) < 0.001 && abs(first.longitude + 0.1257) < 0.001)
    #expect(first.population > 8_000_000)
    let canada = try #require(results.firstIndex { $0.name == "London" && $0.country == "CA" })
    #expect(canada > 0)
    #expect(results.map(\.population) == results.map(\.population).sorted(by: >))
  }

  @Test func limitBoundsTheResults() throws {
    #expect(try places.search("san", limit: 3).count == 3)
    #expect(try places.search("s").count == 10)
    #expect(try places.search("s", limit: 500).count == 500)
    #expect(try places.search("qqqqzzzz").isEmpty)
  }

  @Test func badSearchTextIsAClearError() {
    #expect(PlacesSupport.message { _ = try places.search("") } == "search text is empty")
    #expect(PlacesSupport.message { _ = try places.search("  .  ") } == "search text is empty")
    let long = String(repeating: "a", count: 10_000)
    #expect(
      PlacesSupport.message { _ = try places.search(long) }
        == "search text is too long (10000 characters; at most 200)")
    #expect(
      PlacesSupport.message { _ = try places.search("london", limit: 0) }
        == "limit must be at least 1 (got 0)")
  }

  @Test func resolvingACityNameFollowsTheDocumentedRule() throws {
    guard case .unique(let london) = try places.resolve(city: "london") else {
      Issue.record("London, 21 times as populous as London CA, should be unique")
      return
    }
    #expect(london.country == "GB")
    guard case .unique(let karachi) = try places.resolve(city: "Karachi") else {
      Issue.record("Karachi should be unique")
      return
    }
    #expect(karachi.country == "PK" && karachi.timeZoneIdentifier == "Asia/Karachi")
    guard case .ambiguous(let springfields) = try places.resolve(city: "Springfield") else {
      Issue.record("Springfield should be ambiguous")
      return
    }
    let labels = springfields.map(\.label)
    #expect(labels.contains("Springfield, Illinois, United States"))
    #expect(labels.contains("Springfield, Massachusetts, United States"))
    #expect(springfields.first?.label == "Springfield, Missouri, United States")
    #expect(springfields.map(\.population) == springfields.map(\.population).sorted(by: >))
    // An alternate name counts as much as a name: "Medina" lists Madinah first.
    guard case .ambiguous(let medinas) = try places.resolve(city: "Medina") else {
      Issue.record("Medina should be ambiguous (Madinah is only 5 times as populous)")
      return
    }
    #expect(medinas.first?.label == "Madinah, Al Madinah al Munawwarah, Saudi Arabia")
    guard case .ambiguous(let partial) = try places.resolve(city: "Karach") else {
      Issue.record("a name that only starts a place's name should list candidates")
      return
    }
    #expect(partial.first?.name == "Karachi")
    #expect(try places.resolve(city: "Qqqqzzzz") == .notFound)
    #expect(PlacesSupport.message { _ = try places.resolve(city: " ") } == "search text is empty")
  }
}
