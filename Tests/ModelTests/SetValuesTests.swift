import JamaalModel
import Testing

/// One `--set` value kit (issue 26, item 9): the values every editor and the command line's own
/// options read, one way, each error naming the key.
@Suite struct SetValuesTests {
  enum Meal: String, CaseIterable { case breakfast, lunch, dinner }

  func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as FieldError {
      return error.description
    } catch {
      return "not a FieldError: \(error)"
    }
  }

  @Test func numbersAreWholeAndWithinTheirRangeEvenAtTheIntegerLimits() throws {
    #expect(try SetValues.integer("45", key: "window", in: 1...1440) == 45)
    #expect(
      message { _ = try SetValues.integer("0", key: "window", in: 1...1440) }
        == "window: '0' is not a whole number from 1 to 1440")
    #expect(
      message { _ = try SetValues.integer("9223372036854775808", key: "n", in: 1...) }
        == "n: '9223372036854775808' is not a whole number of at least 1")
    #expect(message { _ = try SetValues.integer("1.5", key: "n", in: 1...) } != nil)
  }

  @Test func flagsDatesAndNone() throws {
    #expect(try SetValues.bool("true", key: "f"))
    #expect(message { _ = try SetValues.bool("yes", key: "f") } == "f: 'yes' is not true or false")
    #expect(["none", "OFF", ""].allSatisfy(SetValues.isNone))
    #expect(!SetValues.isNone("no"))
    #expect(try SetValues.date("2026-12-04", key: "endDate").description == "2026-12-04")
    #expect(
      message { _ = try SetValues.date("04/12/2026", key: "endDate") }
        == "endDate: '04/12/2026' is not a date (YYYY-MM-DD)")
  }

  @Test func aChoiceReadsAnyCaseAndSuggestsTheNearOne() throws {
    #expect(try SetValues.choice("LUNCH", Meal.self, key: "meal", what: "a meal") == .lunch)
    let refusal = message {
      _ = try SetValues.choice("luch", Meal.self, key: "meal", what: "a meal")
    }
    #expect(refusal?.hasPrefix("meal: 'luch' is not a meal (breakfast, lunch, dinner)") == true)
    #expect(refusal?.hasSuffix("did you mean lunch?") == true)
  }

  @Test func namedNumbersTakeEitherSeparatorAndRefuseEachBadPart() throws {
    let pairs = try SetValues.namedIntegers(
      "Breakfast:2, dinner=-3", Meal.self, key: "shift", in: -10...10, what: "a meal",
      pair: ("a shift", "meal:minutes"), example: "lunch:5")
    #expect(pairs.map(\.0) == [.breakfast, .dinner])
    #expect(pairs.map(\.1) == [2, -3])
    func refusal(_ text: String) -> String? {
      message {
        _ = try SetValues.namedIntegers(
          text, Meal.self, key: "shift", in: -10...10, what: "a meal",
          pair: ("a shift", "meal:minutes"), example: "lunch:5")
      }
    }
    #expect(
      refusal("lunch:5,,dinner:1")
        == "shift: '' is not a shift (meal:minutes from -10 to 10, e.g. lunch:5)")
    #expect(refusal("tea:1") == "shift: 'tea' is not a meal (breakfast, lunch, dinner)")
    #expect(refusal("lunch:11")?.hasPrefix("shift: 'lunch:11' is not a shift") == true)
    #expect(
      refusal("lunch:9223372036854775807")?.hasPrefix("shift: 'lunch:9223372036854775807'") == true)
    #expect(refusal("lunch") != nil)
  }
}
