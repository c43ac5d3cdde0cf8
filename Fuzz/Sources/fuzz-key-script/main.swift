import FuzzSupport
import TerminalUI

// Key scripts (`--keys`): the input is a script. Invariants: a script that parses prints
// (each step's token, separated by spaces) to a script that parses to the same steps; every
// token of it parses alone as that step; an error's description is safe to print and bounded.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: fuzzInput(data, size), as: UTF8.self)
    do {
        let steps = try KeyScript.parse(text)
        let printed = steps.map(\.description).joined(separator: " ")
        let again: [ScriptStep]
        do {
            again = try KeyScript.parse(printed)
        } catch {
            fuzzCheck(false, "the printed script \(printed.debugDescription) does not parse: \(error)")
            return 0
        }
        fuzzCheck(again == steps, "parse → print → parse changed \(steps) into \(again)")
        for step in steps {
            fuzzCheck((try? KeyScript.parseToken(step.description)) == step, "\(step) does not parse alone")
        }
    } catch {
        fuzzCheckSafeToPrint(error.description, "KeyScriptError")
    }
    return 0
}

runFuzzer(testOneInput)
