import Foundation
import Testing

/// R5 (BARS.md): seeded random schedules of 2–3 devices, each on its own clock and driven
/// through the facade, through a faulty cloud, crafted records and kills mid-round
/// (``RandomSchedule``). After the settle phase every invariant of ``R5Invariants`` holds.
///
/// `JAMAAL_R5_SEEDS` seeds (default 1,000) run through the in-memory cloud's fault model, in
/// four parts the runner may run side by side; `JAMAAL_R5_FOLDER_SEEDS` (default 36) run
/// through a `FolderCloud` on a temporary folder, with other programs' files and damage.
/// `JAMAAL_R5_SEED=N` replays seed N both ways. A failing seed names itself.
@Suite struct ConvergenceTests {
  /// Steps a schedule takes before it settles (drawn from its seed).
  static let steps = 20...40

  @Test(arguments: 0..<4)
  func everyScheduleConverges(part: UInt64) async throws {
    let seeds = Self.seeds(count: "JAMAAL_R5_SEEDS", default: 1_000).filter { $0 % 4 == part }
    try await Self.run(seeds, .memory)
  }

  @Test func everyScheduleThroughAFolderConverges() async throws {
    try await Self.run(Self.seeds(count: "JAMAAL_R5_FOLDER_SEEDS", default: 36), .folder)
  }

  static func seeds(count variable: String, default fallback: Int) -> [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let one = environment["JAMAAL_R5_SEED"].flatMap(UInt64.init) { return [one] }
    return Array(0..<UInt64(Int(environment[variable] ?? "") ?? fallback))
  }

  static func run(_ seeds: [UInt64], _ mode: R5Cloud) async throws {
    var failures = 0
    for seed in seeds {
      let schedule = try RandomSchedule(seed: seed, mode: mode, steps: steps)
      let problems = try await schedule.run()
      if ProcessInfo.processInfo.environment["JAMAAL_R5_SEED"] != nil {
        print("R5 \(mode) seed \(seed): \(schedule.summary)")
        for line in schedule.trace ?? [] { print("R5 trace: \(line)") }
      }
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        "R5 \(mode) seed \(seed) (replay: JAMAAL_R5_SEED=\(seed)): \(problems.joined(separator: " | "))"
      )
      if failures >= 3 { break }
    }
  }
}
