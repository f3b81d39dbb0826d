public import JamaalCore
import JamaalStorage
import Synchronization

/// What the pages stand on: the opened door, or the recovery of a store that did not open
/// (G-81) — then every page is the recovery screen until Try again opens the store or a reset
/// with its two confirmations starts a fresh one.
public final class WebDoor: Sendable {
  /// Where a reset stands: each confirmation is kept until the next is given.
  enum ResetStep: Sendable {
    case notAsked
    case askedOnce(ResetConfirmation)
    case askedTwice(FinalResetConfirmation)
  }

  /// The door's phase.
  enum Phase: Sendable {
    case ready(Jamaal)
    case recovering(JamaalRecovery, ResetStep)
  }

  let phase: Mutex<Phase>

  /// The pages of an opened store.
  public init(_ jamaal: Jamaal) { phase = Mutex(.ready(jamaal)) }

  /// The pages of a store that needs recovery: the recovery screen first.
  public init(recovering recovery: JamaalRecovery) {
    phase = Mutex(.recovering(recovery, .notAsked))
  }

  /// The facade, once the store is open.
  public var jamaal: Jamaal? {
    phase.withLock { phase in
      if case .ready(let jamaal) = phase { return jamaal }
      return nil
    }
  }
}
