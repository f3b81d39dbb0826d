import JamaalCore
import JamaalPresentation

extension WebApp {
  /// A request while the store needs recovery: the recovery screen, Try again, and a reset
  /// only after its two confirmations, each given on its own page.
  func recover(_ request: WebRequest, _ recovery: JamaalRecovery) -> WebResponse {
    guard request.method == "POST" else {
      guard request.path == WebRoutes.recovery else { return .seeOther(WebRoutes.recovery) }
      return page(recovery, .choose)
    }
    switch request.path {
    case WebRoutes.recoveryRetry:
      return opened(recovery.retry(), failedWith: recovery)
    case WebRoutes.recoveryReset:
      door.phase.withLock { $0 = .recovering(recovery, .askedOnce(recovery.requestReset())) }
      return page(recovery, .confirm)
    case WebRoutes.recoveryConfirm:
      let asked: Bool = door.phase.withLock { phase in
        guard case .recovering(_, .askedOnce(let first)) = phase else { return false }
        phase = .recovering(recovery, .askedTwice(first.confirmAgain()))
        return true
      }
      return asked ? page(recovery, .confirmAgain) : askedTwiceFirst(recovery)
    case WebRoutes.recoveryConfirmAgain:
      let final: FinalResetConfirmation? = door.phase.withLock { phase in
        guard case .recovering(_, .askedTwice(let final)) = phase else { return nil }
        phase = .recovering(recovery, .notAsked)
        return final
      }
      guard let final else { return askedTwiceFirst(recovery) }
      do {
        return opened(try recovery.reset(final).opening, failedWith: recovery)
      } catch {
        return refusal(WebStrings.storeFailed(String(describing: error)), status: 500)
      }
    default: return .seeOther(WebRoutes.recovery)
    }
  }

  /// The door after an opening: Today when the store opened, the recovery screen again when it
  /// still needs recovery.
  private func opened(_ opening: JamaalOpening, failedWith recovery: JamaalRecovery)
    -> WebResponse
  {
    switch opening {
    case .ready(let jamaal):
      door.phase.withLock { $0 = .ready(jamaal) }
      return .seeOther(WebRoutes.today)
    case .needsRecovery(let again):
      door.phase.withLock { $0 = .recovering(again, .notAsked) }
      return .seeOther(WebRoutes.recovery)
    case .failed(let error):
      door.phase.withLock { $0 = .recovering(recovery, .notAsked) }
      return refusal(error.message, status: 500)
    }
  }

  private func page(_ recovery: JamaalRecovery, _ step: RecoveryPage.Step) -> WebResponse {
    .page(RecoveryPage(screen: recovery.screen, step: step, formToken: session.formToken).html)
  }

  /// A confirmation posted without the one before it (a stale tab): nothing is reset.
  private func askedTwiceFirst(_ recovery: JamaalRecovery) -> WebResponse {
    door.phase.withLock { $0 = .recovering(recovery, .notAsked) }
    return refusal(WebStrings.resetNeedsBoth, status: 409)
  }
}
