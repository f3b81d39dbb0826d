import JamaalModel
import JamaalSchedule
import JamaalStorage

/// What a capability reaches through: the facade it was taken from. Each capability is a small
/// value (`jamaal.rules`, `jamaal.anchors` …) that holds the facade and nothing else, so taking
/// one costs nothing and a copy kept by a screen acts on the same store.
protocol JamaalCapability: Sendable {
  /// The facade it acts through.
  var jamaal: Jamaal { get }
}

extension JamaalCapability {
  /// The facade's open store.
  var store: Store { jamaal.store }
  /// The facade's clock.
  var clock: any DeviceClock { jamaal.clock }
  /// The facade's rules engine.
  var engine: ScheduleEngine { jamaal.engine }
  /// The device's logical day.
  var logicalDay: LogicalDay { jamaal.logicalDay }
  /// The logical today.
  var today: LogicalDate { jamaal.today }
}

extension Jamaal {
  /// Rules: add and edit (typed configs or `--set` text), pause, archive, exceptions, the list
  /// and the detail (AN-01, AN-02, AN-07).
  public struct Rules: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// Anchors: act on one (attended, not today, someone else did it), add a one-off, read a range.
  public struct Anchors: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// Reminders: the plan, the device's delivery, the switch, the daily reminders and Today's
  /// banner (SPEC §9).
  public struct Reminders: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// Focus sessions: start, stop, the running one.
  public struct Focus: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// Settings: the day's settings (get and set) and ST-03.
  public struct Settings: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// The person's data: export and import (recovery is ``Jamaal/recovery(_:)`` and
  /// ``JamaalRecovery``, before a facade exists).
  public struct DataTransfer: JamaalCapability {
    /// The facade it acts through.
    let jamaal: Jamaal
  }

  /// Rules: add, edit, pause, archive, exceptions, the list and the detail.
  public var rules: Rules { Rules(jamaal: self) }
  /// Anchors: act, add a one-off, read a range.
  public var anchors: Anchors { Anchors(jamaal: self) }
  /// Reminders: the plan, delivery, the switch, the daily reminders, Today's banner.
  public var reminders: Reminders { Reminders(jamaal: self) }
  /// Focus sessions.
  public var focus: Focus { Focus(jamaal: self) }
  /// The day's settings and ST-03.
  public var settings: Settings { Settings(jamaal: self) }
  /// Export and import.
  public var data: DataTransfer { DataTransfer(jamaal: self) }
}
