// One import for an app (D-22): `import JamaalCore` gives the door and every type it hands out —
// the model, the screens' words and values, reminders, the schedule's own source and presets, and
// the store's recovery types. A plug-in (`JamaalPrayerTimes`, `JamaalSync`) is imported on its own.
@_exported public import JamaalModel
@_exported public import JamaalPresentation
@_exported public import JamaalReminders
@_exported public import JamaalSchedule
@_exported public import JamaalStorage
