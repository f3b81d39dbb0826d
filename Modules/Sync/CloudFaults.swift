/// The faults an ``InMemoryCloud`` injects, each a chance per operation (0…1) or a switch.
public struct CloudFaults: Hashable, Sendable {
  /// A request lost on the way: nothing happens, the device sees a passing failure.
  public var dropRequest = 0.0
  /// A reply lost on the way: the save happened, the device sees a passing failure.
  public var dropResponse = 0.0
  /// A fetch hands back a change it already handed back.
  public var duplicate = 0.0
  /// A fetch hands back its page out of order.
  public var reorder = 0.0
  /// A saved change becomes visible to fetches only a few operations later.
  public var delay = 0.0
  /// One record of a batch fails with a passing failure.
  public var recordFailure = 0.0
  /// The next this many operations fail with a passing failure.
  public var failNext = 0
  /// Every save is refused: the account's storage is full.
  public var quotaExceeded = false
  /// Every operation fails: no network.
  public var offline = false

  /// No faults.
  public init() {}

  /// Every chance at `level`, the switches off.
  /// - Parameter level: the chance of each fault.
  /// - Returns: the faults.
  public static func all(_ level: Double) -> CloudFaults {
    var faults = CloudFaults()
    faults.dropRequest = level
    faults.dropResponse = level
    faults.duplicate = level
    faults.reorder = level
    faults.delay = level
    faults.recordFailure = level
    return faults
  }
}
