public import JamaalModel

/// The tests' seeded generator: the one of `JamaalModel` (SplitMix64), so every seeded test and
/// the sync fault schedules draw the same numbers from a seed.
public typealias SplitMix64 = SeededGenerator
