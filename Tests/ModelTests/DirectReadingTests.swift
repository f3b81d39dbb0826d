import Foundation
import JamaalJSON
import JamaalModel
import Testing

/// Model's text-valued types read plain text straight from the bytes: to the value
/// `init(from:)` gives, or not at all (then `init(from:)` reads it, errors and all).
@Suite struct DirectReadingTests {
  /// The direct reading and the `Decodable` one of a JSON string.
  private static func both<T: JSONDirectDecodable & Equatable>(
    _ type: T.Type, _ text: String
  ) throws -> (direct: T?, decoded: T?) {
    let data = try JSONEncoder().encode(text)
    let direct = T(json: try JSONDocument(parsing: data).root)
    return (direct, try? JSONDecoder().decode(T.self, from: data))
  }

  @Test(arguments: [
    "2026-11-30", "2024-02-29", "2026-02-29", "2026-13-01", "2026-00-10", "0000-01-01",
    "2026-1-30", "+026-11-30", "2026/11/30", "20261130xx", "2026-11-3a", "é026-11-30",
  ])
  func datesReadDirectlyAsTheyDecode(_ text: String) throws {
    let (direct, decoded) = try Self.both(LogicalDate.self, text)
    #expect(direct == nil || direct == decoded)
    #expect((direct != nil) == (text.count == 10 && decoded != nil && !text.hasPrefix("+")))
  }

  @Test(arguments: ["07:30", "00:00", "23:59", "24:00", "12:60", "7:30", "07-30", "0a:30", "07:3"])
  func timesReadDirectlyAsTheyDecode(_ text: String) throws {
    let (direct, decoded) = try Self.both(WallClockTime.self, text)
    #expect(direct == nil || direct == decoded)
    #expect((direct != nil) == (decoded != nil && text.count == 5))
  }

  @Test(arguments: ["mon", "sun", "Mon", "monday", "xyz", "mo", ""])
  func weekdaysReadDirectlyAsTheyDecode(_ text: String) throws {
    let (direct, decoded) = try Self.both(Weekday.self, text)
    #expect(direct == nil || direct == decoded)
    #expect((direct != nil) == Weekday.allCases.map(\.key).contains(text))
  }

  @Test func aListOfWeekdaysReadsDirectlyOnlyWhenEveryItemDoes() throws {
    let plain = try JSONDocument(parsing: Data(#"["mon", "fri"]"#.utf8))
    #expect([Weekday](json: plain.root) == [.monday, .friday])
    let mixed = try JSONDocument(parsing: Data(#"["mon", "Friday"]"#.utf8))
    #expect([Weekday](json: mixed.root) == nil)
    #expect(try ConfigDecoder().decode([Weekday].self, from: mixed) == [.monday, .friday])
  }
}
