import Foundation
import Model
import Storage
import Sync
import TestSupport
import Testing

/// R5 (BARS.md): seeded random schedules of 2–3 devices making edits, decisions, deletions,
/// duplicate creations and timer starts through a faulty cloud. At the end every store holds the
/// same data, no decided outcome is lost and nothing is duplicated by natural key.
///
/// The suite runs `JAMAAL_R5_SEEDS` seeds (default 1,000); `JAMAAL_R5_SEED=N` replays one. A
/// failing seed names itself.
@Suite struct ConvergenceTests {
  @Test func everyScheduleConverges() throws {
    let environment = ProcessInfo.processInfo.environment
    let seeds: [UInt64]
    if let one = environment["JAMAAL_R5_SEED"].flatMap(UInt64.init) {
      seeds = [one]
    } else {
      seeds = Array(0..<UInt64(Int(environment["JAMAAL_R5_SEEDS"] ?? "") ?? 1_000))
    }
    var failures: [UInt64] = []
    for seed in seeds {
      var schedule = RandomSchedule(seed: seed)
      let problems = try schedule.run()
      if !problems.isEmpty {
        failures.append(seed)
        Issue.record("R5 seed \(seed) (replay: JAMAAL_R5_SEED=\(seed)): \(problems)")
        if failures.count >= 3 { break }
      }
    }
    #expect(failures.isEmpty)
  }
}
