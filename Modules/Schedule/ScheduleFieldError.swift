public import Model

/// The scheduled source's refusals: a ``FieldError`` naming the field or `--set` key at fault.
public typealias ScheduleFieldError = FieldError
