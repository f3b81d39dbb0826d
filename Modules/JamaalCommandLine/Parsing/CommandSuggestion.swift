import JamaalModel

/// "Did you mean": the one command whose words are close to what was typed.
enum CommandSuggestion {
  /// The greatest edit distance still taken for a typo.
  static let maximumDistance = NameMatching.maximumDistance

  /// The command whose words are nearest `typed` (its first words, as many as the command has),
  /// when that distance is at most `maximumDistance` and no other command is as near.
  static func closest(to typed: [String], among commands: [CommandSpec]) -> CommandSpec? {
    var best: (command: CommandSpec, distance: Int)?
    var tied = false
    for command in commands where typed.count >= command.path.count {
      let given = typed.prefix(command.path.count).joined(separator: " ")
      let distance = editDistance(given, command.name)
      guard distance <= maximumDistance else { continue }
      if let current = best, current.distance <= distance {
        if current.distance == distance { tied = true }
        continue
      }
      best = (command, distance)
      tied = false
    }
    return tied ? nil : best?.command
  }

  /// The Levenshtein distance between two strings, by characters.
  static func editDistance(_ a: String, _ b: String) -> Int { NameMatching.editDistance(a, b) }
}
