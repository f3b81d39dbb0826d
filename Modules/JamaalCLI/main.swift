import Foundation
import JamaalCommandLine
import JamaalPresentation
import JamaalStorage

// `jamaal`: parses the command line, runs the command, maps errors to exit codes (CLI.md).
let arguments = Array(CommandLine.arguments.dropFirst())
let colourAllowed = Output.allowsColour(
  terminal: isatty(1) == 1, noColor: getenv("NO_COLOR").map { String(cString: $0) })
let parser = CommandLineParser(table: Plugins.table)
do {
  try ArgumentBytes.check(ArgumentBytes.current, table: Plugins.table)
  switch try parser.parse(arguments, output: { Output(json: $0, colour: colourAllowed && !$0) }) {
  case .print(let text):
    print(text)
  case .run(let command, let arguments):
    try await command.run(arguments)
  }
} catch let error as CLIError {
  // A usage message already names the command ("jamaal today: …"): never "jamaal: jamaal …".
  Output.error(error.message.hasPrefix("jamaal ") ? error.message : "jamaal: \(error.message)")
  exit(error.exitCode)
} catch let error as StoreError where error.isDamage {
  // Damage found while in use (the health check at open passed): the store remembers it, so
  // `status` says it needs recovery and `recover` acts on it.
  Output.error(
    "jamaal: " + RecoveryStrings.damagedInUse(error.message) + "\n" + RecoveryWords.waysOut())
  exit(3)
} catch let error as StoreError {
  Output.error("jamaal: " + StoreFailureStrings.words(error.cause, detail: error.message))
  exit(1)
} catch {
  Output.error("jamaal: \(error)")
  exit(1)
}
