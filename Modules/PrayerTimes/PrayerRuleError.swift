public import Model

/// The prayer source's refusals: a ``FieldError`` naming the field or `--set` key at fault.
public typealias PrayerRuleError = FieldError
