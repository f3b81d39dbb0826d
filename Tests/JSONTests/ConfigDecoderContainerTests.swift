import Foundation
import JamaalJSON
import JamaalModel
import Testing

@Suite struct ConfigDecoderContainerTests {
  /// A type that reads with every container kind, and records what it saw.
  private struct Probe: Decodable {
    var seen: [String] = []

    enum Keys: String, CodingKey { case inner, list, missing, flag, base }
    enum InnerKeys: String, CodingKey { case name }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      seen.append("keys \(container.allKeys.map(\.stringValue).sorted())")
      seen.append("contains \(container.contains(.inner)) \(container.contains(.missing))")
      seen.append("flag nil \(try container.decodeNil(forKey: .flag))")
      let inner = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
      seen.append(
        "inner \(try inner.decode(String.self, forKey: .name)) at \(path(inner.codingPath))")
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      seen.append("count \(list.count ?? -1) at \(path(list.codingPath))")
      seen.append("nil first \(try list.decodeNil()) index \(list.currentIndex)")
      seen.append("int \(try list.decode(Int.self))")
      var nested = try list.nestedUnkeyedContainer()
      seen.append("nested \(try nested.decode(String.self)) at \(path(nested.codingPath))")
      let object = try list.nestedContainer(keyedBy: InnerKeys.self)
      seen.append("object \(try object.decode(String.self, forKey: .name))")
      let last = try list.superDecoder()
      seen.append(
        "super \(try last.singleValueContainer().decode(Bool.self)) at \(path(last.codingPath))")
      seen.append("at end \(list.isAtEnd)")
      do {
        _ = try list.decode(Int.self)
      } catch DecodingError.valueNotFound(_, let context) {
        seen.append("past end at \(path(context.codingPath)): \(context.debugDescription)")
      }
      let base = try container.superDecoder()
      seen.append(
        "base null \(try base.singleValueContainer().decodeNil()) at \(path(base.codingPath))")
      let missing = try container.superDecoder(forKey: .missing)
      seen.append("missing null \(try missing.singleValueContainer().decodeNil())")
    }

    private func path(_ keys: [any CodingKey]) -> String { FieldError.path(keys) }
  }

  @Test func everyContainerReadsAndNamesItsPath() throws {
    let text = #"""
      {"inner": {"name": "in"}, "list": [null, 7, ["deep"], {"name": "obj"}, true], "flag": null}
      """#
    let probe = try ConfigDecoder().decode(Probe.self, from: Data(text.utf8))
    #expect(
      probe.seen == [
        #"keys ["flag", "inner", "list"]"#, "contains true false", "flag nil true",
        "inner in at inner", "count 5 at list", "nil first true index 1", "int 7",
        "nested deep at list[2]", "object obj", "super true at list[4]", "at end true",
        "past end at list[5]: Unkeyed container is at end.", "base null true at super",
        "missing null true",
      ])
    #expect(try JSONDecoder().decode(Probe.self, from: Data(text.utf8)).seen == probe.seen)
  }

  @Test func modelTextValuesReadAsTheirOwnDecodersReadThem() throws {
    struct Values: Decodable, Equatable {
      let dates: [LogicalDate]
      let times: [WallClockTime]
      let days: [Weekday]
      let day: Weekday
    }
    let text = #"""
      {"dates": ["2026-11-30", "2024-02-29"], "times": ["00:00", "23:59"],
       "days": ["mon", "Tuesday", "WED", "sun"], "day": "sat"}
      """#
    let ours = try ConfigDecoder().decode(Values.self, from: Data(text.utf8))
    #expect(ours == (try JSONDecoder().decode(Values.self, from: Data(text.utf8))))
    #expect(ours.days == [.monday, .tuesday, .wednesday, .sunday])
    #expect(ours.dates.map(\.description) == ["2026-11-30", "2024-02-29"])
    for (field, bad) in [
      ("dates", #"["2026-02-30"]"#), ("dates", #"["2026-1-30"]"#), ("times", #"["24:00"]"#),
      ("times", #"["7am"]"#), ("days", #"["mo"]"#), ("days", #"[1]"#), ("day", #""funday""#),
    ] {
      var fields = [
        "dates": #"["2026-11-30"]"#, "times": #"["08:00"]"#, "days": #"["mon"]"#, "day": #""mon""#,
      ]
      fields[field] = bad
      let document = "{" + fields.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
      let ours = BothDecoders.summary(BothDecoders.error(Values.self, document))
      var theirs = "no error"
      do {
        _ = try JSONDecoder().decode(Values.self, from: Data(document.utf8))
      } catch let error as DecodingError {
        theirs = BothDecoders.summary(error)
      }
      #expect(ours == theirs, "\(document)")
      #expect(ours.hasPrefix("dataCorrupted \(field)") || ours.hasPrefix("typeMismatch \(field)"))
    }
  }
}
