import Foundation
import JamaalModel
import JamaalPresentation
import JamaalReminders
import Testing

/// G-76: the permission states, the switch, and what each offers.
@Suite struct PermissionTests {
  @Test func aDenialAfterAllowingIsTurnedOffLaterAndStaysSo() {
    let first = PermissionState(reported: .authorized, lastKnown: nil)
    #expect(first == .authorized)
    let later = PermissionState(reported: .denied, lastKnown: first)
    #expect(later == .turnedOffLater)
    #expect(PermissionState(reported: .denied, lastKnown: later) == .turnedOffLater)
    #expect(PermissionState(reported: .denied, lastKnown: .provisional) == .turnedOffLater)
    #expect(PermissionState(reported: .denied, lastKnown: nil) == .denied)
    #expect(PermissionState(reported: .denied, lastKnown: .notDetermined) == .denied)
    #expect(PermissionState(reported: .authorized, lastKnown: later) == .authorized)
  }

  @Test func eachStateOffersItsAction() {
    #expect(ReminderStrings.action(PermissionState.notDetermined.action) == "Turn on reminders")
    #expect(ReminderStrings.action(PermissionState.denied.action) == "Open Settings")
    #expect(ReminderStrings.action(PermissionState.turnedOffLater.action) == "Open Settings")
    #expect(ReminderStrings.action(PermissionState.authorized.action) == nil)
    #expect(ReminderStrings.action(PermissionState.provisional.action) == nil)
  }

  /// Every permission × switch: schedule only with the switch on and permission granted; speak
  /// only with the switch on and permission off.
  @Test(arguments: PermissionState.knownCases, [true, false])
  func permissionAndSwitch(_ permission: PermissionState, _ switchOn: Bool) {
    let delivery = ReminderDelivery(permission: permission, switchOn: switchOn)
    let granted = permission == .authorized || permission == .provisional
    #expect(delivery.canSchedule == (switchOn && granted))
    #expect(delivery.isSilenced == (switchOn && !granted))
    let line = ReminderStrings.honestLine(delivery)
    switch (switchOn, permission) {
    case (false, _): #expect(line == "Reminders are off for this device.")
    case (true, .denied), (true, .turnedOffLater):
      #expect(line == "Reminders are on for this device, but notifications are off in Settings")
    case (true, .notDetermined): #expect(line.contains("haven't been turned on"))
    default: #expect(line == "Reminders are on for this device.")
    }
    #expect((ReminderStrings.quietLine(delivery) != nil) == (switchOn && !granted))
    #expect(delivery.action == (switchOn ? permission.action : .none))
  }
}
