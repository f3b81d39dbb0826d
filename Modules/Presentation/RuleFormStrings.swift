/// Every word of choosing a type (AN-03) and of the scheduled form (AN-05: recurrence, the first
/// time slot, duration, placement, end date, reminders), in one table so it can be localised.
public enum RuleFormStrings {
  /// The type chooser's heading, and its link on the rules list.
  public static let chooseHeading = "Add an Anchor"
  /// The seeds' name of a preset's type ("Prayer times · School run · Bin night · Plant watering
  /// · Custom"); a preset they do not name is called by its own title.
  public static func typeName(presetKey: String, title: String) -> String {
    switch presetKey {
    case "prayer-times": "Prayer times"
    case "school-run": "School run"
    case "bin-night": "Bin night"
    case "plants": "Plant watering"
    case "custom": "Custom"
    default: title
    }
  }
  /// The title's label.
  public static let title = "Title"
  /// The recurrence's label.
  public static let repeats = "Repeats"
  /// The recurrence kinds (`repeat`), in the seeds' words.
  public static func repeatKind(_ kind: String) -> String {
    switch kind {
    case "weekdays": "On weekdays"
    case "everyNDays": "Every N days"
    case "everyNWeeks": "Every N weeks"
    case "afterLast": "N–M days after I last did it"
    default: kind
    }
  }
  /// The weekdays' label.
  public static let days = "On these days"
  /// N of every N days or weeks.
  public static let every = "N (every N days or weeks)"
  /// The fewest days after last done.
  public static let minDays = "At least this many days after I last did it (N)"
  /// The most days after last done.
  public static let maxDays = "At most this many days after (M)"
  /// G-33's question.
  public static let lastDone = "When did you last do this?"
  /// G-33's other answer.
  public static let dueNow = "Due now"
  /// A time slot's start ("Drop-off starts at"; a rule's only, unnamed slot: "Starts at").
  public static func start(slot: String?) -> String {
    slot.map { "\($0) starts at" } ?? "Starts at"
  }
  /// A time slot's window length.
  public static func window(slot: String?) -> String {
    slot.map { "\($0) · window in minutes" } ?? "Window in minutes"
  }
  /// A time slot all day.
  public static func allDay(slot: String?) -> String {
    slot.map { "\($0) · all day" } ?? "All day"
  }
  /// A time slot's name, shown on Today ("Drop-off").
  public static func slotName(slot: String) -> String { "\(slot) · name" }
  /// Removing a time slot.
  public static func removeSlot(_ slot: String) -> String { "Remove \(slot)" }
  /// What an unnamed slot of several is called ("Time 2").
  public static func numberedSlot(_ number: Int) -> String { "Time \(number)" }
  /// The empty slot a form offers, added when it is given a start ("New time slot starts at").
  public static let newSlot = "New time slot"
  /// The duration's label.
  public static let effort = "Duration in minutes"
  /// The placement's label and choices.
  public static let placement = "Placement"
  /// A fixed placement: at its time.
  public static let fixed = "At its time"
  /// A flexible placement: any time in its window.
  public static let flexible = "Any time in its window"
  /// The end date's label.
  public static let endDate = "Ends on (optional)"
  /// The button.
  public static let save = "Save"
  /// An edit's heading.
  public static func editHeading(_ title: String) -> String { "Edit \(title)" }
}

/// Every word of the prayer form (AN-04 with AN-11's city search), in one table so it can be
/// localised.
public enum PrayerFormStrings {
  /// The city's label.
  public static let city = "City"
  /// Under the city: it is found offline, in any script.
  public static let cityHint = "Type a city's name in any script; it is found on this device."
  /// The method's label.
  public static let method = "Calculation method"
  /// The madhab's label.
  public static let madhab = "Madhab (Asr)"
  /// The choice that leaves the method or madhab to the region (G-31).
  public static let fromRegion = "Suggested from the region"
  /// The prayers' label.
  public static let prayers = "Prayers"
  /// When Isha ends.
  public static let ishaEndsAt = "Isha ends at"
  /// The Advanced disclosure.
  public static let advanced = "Advanced"
  /// The high-latitude rule.
  public static let highLatitudeRule = "High-latitude rule"
  /// Per-prayer minute adjustments.
  public static let adjust = "Minute adjustments (e.g. fajr:2, isha:-1)"
  /// The duration (default 10 min).
  public static let duration = "Duration in minutes"
  /// The high-latitude rule left to the place (D-11 pre-selects one far north or south).
  public static let forThePlace = "Chosen for the place"
  /// No city typed.
  public static let noCity = "type a city's name"
  /// After a city's name that is several places': choose one of them.
  public static func choose(_ ambiguous: String) -> String { ambiguous + "; choose one" }
  /// Under an edit's city: empty keeps the place.
  public static func keepPlace(_ name: String?) -> String {
    "Leave empty to keep " + (name ?? "the place it has") + "."
  }
  /// This build has no place search: prayer times cannot be added here.
  public static let noPlaces = "This build of Jamaal cannot look up places."
}
