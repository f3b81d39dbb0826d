import Foundation
import Testing

/// Issue 11 items 5, 7, 10 and 11, replayed through `jamaal`: what cannot be generated says
/// why, refusals that help, and words rather than code names.
@Suite(.serialized) struct RefusalJourneyTests {
  /// Item 5: a prayer with no window is named with the reason; an empty preview says why.
  @Test func whatCannotBeGeneratedSaysWhy() throws {
    let journey = LondonJourney()
    let december = "2026-12-01T10:00:00Z"
    let tromso = try journey.add(
      [
        "--preset", "prayer-times", "--lat", "69.6492", "--lon", "18.9553", "--set",
        "polar=unresolved",
      ], at: december)
    let polar = try journey.text(["rules", "show", String(tromso.prefix(8))], at: december)
    #expect(
      polar.contains(
        "Nothing in the next 7 days: polar night: no Fajr, Dhuhr, Asr, Maghrib or Isha."))
    #expect(
      polar.contains("Fajr · none Today, Tomorrow, Thu, Fri, Sat, Sun, Mon · the sun does not rise")
    )
    let missing = try journey.show(tromso, at: december)["missing"] as? [[String: Any]]
    #expect(missing?.first?["kind"] as? String == "polarNight")
    // Isha under middleOfTheNight in a London June: named, the other four still shown.
    let june = "2026-06-20T11:00:00Z"
    let london = try journey.add(
      [
        "--preset", "prayer-times", "--city", "London", "--set", "method=muslimWorldLeague",
        "--set", "highLatitudeRule=middleOfTheNight",
      ], at: june)
    let isha = try journey.text(["rules", "show", String(london.prefix(8))], at: june)
    #expect(isha.contains("Isha · none Today, Tomorrow, Mon, Tue, Wed, Thu, Fri · it would begin"))
    #expect(isha.contains("· Maghrib\n") && !isha.contains("· Isha\n"))
    let ended = try journey.add(
      ["--preset", "custom", "--set", "endDate=2026-11-28"], at: "2026-11-20T10:00:00Z")
    #expect(
      try journey.text(["rules", "show", String(ended.prefix(8))], at: december).contains(
        "Nothing in the next 7 days: ends 2026-11-28."))
    let later = try journey.add(
      ["--preset", "custom", "--set", "every=3", "--set", "startDate=2026-12-08"], at: december)
    #expect(
      try journey.text(["rules", "show", String(later.prefix(8))], at: december).contains(
        "Nothing in the next 7 days: first on Tue 8 Dec."))
  }

  /// Item 7 (D-15): an archived rule is not resumed or paused ("Resumed" is never printed);
  /// archiving writes, the refusals write nothing.
  @Test func anArchivedRuleRefusesResume() throws {
    let journey = LondonJourney()
    let rule = String(
      try journey.add(["--preset", "school-run"], at: "2026-12-01T10:00:00Z").prefix(8))
    #expect(
      try journey.text(["rules", "archive", rule], at: "2026-12-01T10:01:00Z").hasPrefix(
        "Archived School run."))
    for verb in ["resume", "pause"] {
      let refused = try journey.runner.run(["rules", verb, rule], now: "2026-12-01T10:02:00Z")
      #expect(refused.status == 1)
      #expect(
        refused.stderr
          == "jamaal: School run is archived: Archived rules can't be changed\n")
      #expect(!refused.stdout.contains("Resumed"))
    }
    let shown = try journey.show(rule, at: "2026-12-01T10:03:00Z")
    #expect(shown["state"] as? String == "archived")
  }

  /// Item 10: refusals that say what is wrong, and write nothing.
  @Test func refusalsThatHelp() throws {
    let journey = LondonJourney()
    let spring = "2026-03-28T12:00:00Z"
    let gap = try journey.runner.run(
      [
        "oneoff", "add", "--title", "Call", "--date", "2026-03-29", "--start", "01:30", "--end",
        "02:30",
      ], now: spring)
    #expect(gap.status == 1)
    #expect(
      gap.stderr
        == "jamaal: start: 01:30 does not exist on 2026-03-29 in Europe/London: the clocks go"
        + " forward then\n")
    let past = try journey.runner.run(
      ["rules", "add", "--preset", "custom", "--set", "endDate=2026-01-01"], now: spring)
    #expect(past.stderr == "jamaal: endDate: 2026-01-01 is in the past (today is 2026-03-28)\n")
    let long = try journey.runner.run(
      ["rules", "add", "--preset", "school-run", "--set", "remindBeforeEnd=45"], now: spring)
    #expect(
      long.stderr == "jamaal: remindBeforeEnd: 45 minutes is longer than the 30-minute window\n")
    #expect(try journey.text(["rules", "list"], at: spring).hasPrefix("No rules yet"))
    // One broken preset file is reported; the rest still load.
    let folder = URL(fileURLWithPath: journey.runner.store).deletingLastPathComponent()
      .appendingPathComponent("presets")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Presets"), to: folder)
    try "source: scheduled\nrecurrence: [\n".write(
      to: folder.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
    let presets = ["--presets", folder.path]
    let listed = try journey.text(["presets", "list"] + presets, at: spring)
    #expect(listed.contains("school-run") && listed.contains("broken  "))
    #expect(listed.contains("could not be read: \(folder.path)/broken.yaml:3"))
    #expect(
      try journey.runner.run(["rules", "add", "--preset", "school-run"] + presets, now: spring)
        .status == 0)
    let broken = try journey.runner.run(
      ["rules", "add", "--preset", "broken"] + presets, now: spring)
    #expect(broken.status == 1)
    #expect(broken.stderr.hasPrefix("jamaal: the preset 'broken' could not be read:"))
  }
}
