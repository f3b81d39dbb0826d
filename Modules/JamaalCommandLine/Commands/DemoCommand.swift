import Foundation
import JamaalCore
import JamaalModel
import JamaalPresentation
import JamaalSchedule

/// `jamaal demo`: a fresh store holding the journey's examples, then Today.
enum DemoCommand {
  /// `jamaal demo`.
  static let command = CommandSpec(
    "demo", "", "Makes a fresh demo store (the journey's examples) and prints Today.", run: run)

  static func run(_ invocation: Invocation<NoOption>) async throws {
    // The global options first, as for every command (a bad --now is named before the store).
    let first = try Session(invocation)
    var global = invocation.global
    if global.store == nil {
      // A fresh store under the data folder, beside (never over) the user's own.
      let folder = URL(fileURLWithPath: first.environment.dataFolder)
        .appendingPathComponent("demo-\(UUID().uuidString.prefix(8).lowercased())")
      global.store = folder.appendingPathComponent("jamaal.sqlite").path
    } else if let path = global.store, FileManager.default.fileExists(atPath: path) {
      throw CLIError.refused(
        "--store: \(path) already exists; the demo makes a fresh store (give a new path)")
    }
    let session = try Session(invocation.with(global: global))
    // The presets are read before the store is made: a refused demo leaves no store behind.
    let library = try session.presets()
    for key in ["school-run", "plants"] where library.preset(key)?.draft == nil {
      throw CLIError.refused("the demo needs the '\(key)' preset in the preset folder")
    }
    let jamaal = try session.open()
    let today = jamaal.today
    try add(library, "school-run", sets: [], jamaal: jamaal)
    try add(library, "plants", sets: ["lastDone=\(today.adding(days: -3))"], jamaal: jamaal)
    for draft in try session.plugins.demoDrafts(
      library: library, jamaal: jamaal, presets: session.environment.presetsFolder)
    {
      try jamaal.rules.add(draft)
    }
    let dentist = try refusing {
      try OneOff.make(
        title: "Dentist", date: today.adding(days: 1),
        start: WallClockTime(minutes: 900) ?? .midnight,
        end: WallClockTime(minutes: 960) ?? .midnight, remindAtStart: true, now: jamaal.clock.now,
        logicalDay: jamaal.logicalDay)
    }
    try jamaal.anchors.addOneOff(dentist)
    try await jamaal.evaluate()
    let output = session.output
    try TodayCommand.print(
      try jamaal.todayScreen(section: try jamaal.todaySection(), takingBanner: false),
      plugins: session.plugins, output: output)
    try printTomorrow(jamaal: jamaal, output: output)
    let store = session.storeURL.path
    output.line()
    output.line("The demo store is \(store)")
    output.line("Try next:")
    let jamaalCommand = Environment.commandName
    output.line("  \(jamaalCommand) rules list --store \(store)")
    output.line("  \(jamaalCommand) rules add --preset bin-night --store \(store)")
    output.line("  \(jamaalCommand) today --json --store \(store)")
  }

  /// Tomorrow's stored Anchors, so the demo shows its examples at any hour it is run.
  private static func printTomorrow(jamaal: Jamaal, output: Output) throws {
    let tomorrow = jamaal.today.adding(days: 1)
    let anchors = try jamaal.anchors.from(tomorrow, through: tomorrow)
    guard !anchors.isEmpty else { return }
    let titles = try jamaal.ruleTitles()
    output.line()
    output.line(output.bold(TodayStrings.tomorrowHeading(tomorrow)))
    for anchor in anchors {
      let title = AnchorTitles.plainRowTitle(
        for: anchor, ruleTitle: anchor.rule.flatMap { titles[$0] })
      output.line(
        "  " + RuleDetailStrings.window(anchor, logicalDay: jamaal.logicalDay).padded(to: 14)
          + title)
    }
  }

  private static func add(
    _ library: PresetLibrary, _ key: String, sets: [String], jamaal: Jamaal
  ) throws {
    guard let draft = library.preset(key)?.draft else {
      throw CLIError.refused("the demo needs the '\(key)' preset in the preset folder")
    }
    _ = try refusing {
      try jamaal.rules.add(try jamaal.rules.applying(sets, to: draft))
    }
  }
}
