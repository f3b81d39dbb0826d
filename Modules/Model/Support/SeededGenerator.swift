/// A small seeded random generator (SplitMix64): the same seed gives the same numbers on every
/// machine, so a failing fault schedule can be replayed from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator.
  /// - Parameter seed: the seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// True with probability `chance` (0…1).
  public mutating func roll(_ chance: Double) -> Bool {
    chance > 0 && Double.random(in: 0..<1, using: &self) < chance
  }
}
