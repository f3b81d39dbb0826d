/// Whether reminders reach this device (G-76): the permission and this device's switch
/// ("Send reminders on this device"), combined.
public struct ReminderDelivery: Hashable, Sendable {
  /// The permission, as the app understands it.
  public var permission: PermissionState
  /// This device's switch: on unless the user (or the iPad/Mac default) turned it off.
  public var switchOn: Bool

  /// Combines a permission and the switch.
  public init(permission: PermissionState, switchOn: Bool) {
    self.permission = permission
    self.switchOn = switchOn
  }

  /// Whether the planner schedules anything: only with the switch on *and* permission granted.
  public var canSchedule: Bool { switchOn && permission.isGranted }

  /// Whether wanted reminders are being lost without the user choosing it: the switch is on
  /// but permission is not granted. Only then do ST-03's card, a reminder row's quiet line and
  /// Today's banner speak; a device switched off by choice says nothing (G-77).
  public var isSilenced: Bool { switchOn && !permission.isGranted }

  /// What ST-03 offers: the permission's action while the switch is on, else nothing.
  public var action: PermissionAction { switchOn ? permission.action : .none }
}
