import JamaalCore
import JamaalPresentation

/// The recovery screen (G-81) as a page: why the store did not open, that nothing was changed,
/// what storage found behind a disclosure, and Try again · Reset this device's data — a reset
/// asks twice, each on its own page.
struct RecoveryPage {
  /// Which question the page asks.
  enum Step {
    /// The screen with its two ways out.
    case choose
    /// The first confirmation of a reset.
    case confirm
    /// The second.
    case confirmAgain
  }

  /// The screen the door made.
  let screen: RecoveryScreen
  /// Which question.
  let step: Step
  /// The token every form carries.
  let formToken: String

  var html: String {
    PageFrame.page(title: screen.heading, navigation: false) { main in
      main.element("h1", text: screen.heading)
      main.element("p", ["role": "alert"], text: screen.reasonText)
      switch step {
      case .choose:
        main.element("p", text: screen.body)
        main.element("details") { details in
          details.element("summary", text: WebStrings.recoveryDetail)
          details.element("pre", text: screen.detail)
        }
        main.element("div", ["class": "actions"]) { group in
          for action in screen.actions {
            let path = action.id == .tryAgain ? WebRoutes.recoveryRetry : WebRoutes.recoveryReset
            group.postButton(action.label, to: path, formToken: formToken)
          }
        }
      case .confirm, .confirmAgain:
        let question = step == .confirm ? screen.confirmReset : screen.confirmAgain
        let path = step == .confirm ? WebRoutes.recoveryConfirm : WebRoutes.recoveryConfirmAgain
        main.element("p", text: question)
        main.element("div", ["class": "actions"]) { group in
          group.postButton(RecoveryStrings.label(.reset), to: path, formToken: formToken)
          group.element("a", ["href": WebRoutes.recovery], text: WebStrings.keepData)
        }
      }
    }
  }
}
