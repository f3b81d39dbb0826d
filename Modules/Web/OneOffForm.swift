import Foundation
import JamaalCore

/// The one-off form (AN-08) as a page, and what it sends read into an Anchor through the door's
/// checks — a refusal names the field and the form comes back with what was typed.
struct OneOffForm {
  static let fields: [FormView.Field] = [
    .init(
      name: "title", label: OneOffFormStrings.title, kind: .text(maxLength: 200), required: true),
    .init(name: "date", label: OneOffFormStrings.date, kind: .date, required: true),
    .init(name: "start", label: OneOffFormStrings.start, kind: .time, required: true),
    .init(name: "end", label: OneOffFormStrings.end, kind: .time, required: true),
    .init(name: "endDate", label: OneOffFormStrings.endDate, kind: .date),
    .init(name: "effort", label: OneOffFormStrings.effort, kind: .number(0...1440)),
    .init(name: "remindAtStart", label: OneOffFormStrings.remindAtStart, kind: .checkbox),
    .init(
      name: "remindBeforeEnd", label: OneOffFormStrings.remindBeforeEnd, kind: .number(1...1440)),
  ]

  /// The page: the form, with `values` typed and the field `refusal` names marked.
  static func page(values: [String: String], refusal: FieldError?, formToken: String) -> String {
    PageFrame.page(title: OneOffFormStrings.heading) { main in
      main.element("h1", text: OneOffFormStrings.heading)
      FormView(
        action: WebRoutes.newOneOff, fields: fields, submit: OneOffFormStrings.add,
        values: values, refusal: refusal
      ).add(to: &main, formToken: formToken)
    }
  }

  /// The Anchor the form describes, checked as `jamaal oneoff add` checks it.
  /// - Throws: `FieldError` naming the field.
  static func anchor(_ form: [String: String], jamaal: Jamaal) throws(FieldError) -> Anchor {
    let date = try FormInput.date(form, "date")
    let endDate = try FormInput.optionalDate(form, "endDate")
    return try OneOff.make(
      title: form["title"] ?? "", date: date, start: try FormInput.time(form, "start"),
      end: try FormInput.time(form, "end"), endDate: endDate,
      effortMinutes: try FormInput.optionalInteger(form, "effort", in: 0...1440),
      remindAtStart: form["remindAtStart"] != nil,
      remindBeforeEndMinutes: try FormInput.optionalInteger(form, "remindBeforeEnd", in: 1...1440),
      now: jamaal.clock.now, logicalDay: jamaal.logicalDay)
  }
}

/// A form's typed values read, each refusal naming its field.
enum FormInput {
  static func date(_ form: [String: String], _ name: String) throws(FieldError) -> LogicalDate {
    let text = form[name]?.trimmingCharacters(in: .whitespaces) ?? ""
    guard let date = LogicalDate(text) else {
      throw FieldError(field: name, message: "'\(text)' is not a date (YYYY-MM-DD)")
    }
    return date
  }

  static func optionalDate(_ form: [String: String], _ name: String) throws(FieldError)
    -> LogicalDate?
  {
    guard let text = form[name], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
      return nil
    }
    return try date(form, name)
  }

  static func time(_ form: [String: String], _ name: String) throws(FieldError) -> WallClockTime {
    let text = form[name]?.trimmingCharacters(in: .whitespaces) ?? ""
    guard let time = WallClockTime(typed: text) else {
      throw FieldError(field: name, message: "'\(text)' is not a time (HH:MM, 24-hour)")
    }
    return time
  }

  static func optionalInteger(
    _ form: [String: String], _ name: String, in range: ClosedRange<Int>
  ) throws(FieldError) -> Int? {
    let text = form[name]?.trimmingCharacters(in: .whitespaces) ?? ""
    guard !text.isEmpty else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw FieldError(
        field: name,
        message: "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
