import Testing

@testable import KeySimCore

/// `press` values as DESIGN.md writes them: read, written back the same way, and what each
/// one means.
struct HardwarePressTests {
    @Test(arguments: [
        ("a", HardwarePress(.character("a"))),
        ("A", HardwarePress(.character("A"))),
        ("@", HardwarePress(.character("@"))),
        ("+", HardwarePress(.character("+"))),
        ("é", HardwarePress(.character("é"))),
        ("👍🏽", HardwarePress(.character("👍🏽"))),
        ("space", HardwarePress(.space)),
        (" ", HardwarePress(.space)),
        ("tab", HardwarePress(.tab)),
        ("Return", HardwarePress(.return)),
        ("enter", HardwarePress(.return)),
        ("esc", HardwarePress(.escape)),
        ("shift+left", HardwarePress(.left, modifiers: [.shift])),
        ("ctrl+c", HardwarePress(.character("c"), modifiers: [.ctrl])),
        ("cmd+z", HardwarePress(.character("z"), modifiers: [.cmd])),
        ("alt+left", HardwarePress(.left, modifiers: [.alt])),
        ("shift+ctrl+z", HardwarePress(.character("z"), modifiers: [.shift, .ctrl])),
        ("ctrl+shift+z", HardwarePress(.character("z"), modifiers: [.shift, .ctrl])),
        ("Control+Command+v", HardwarePress(.character("v"), modifiers: [.ctrl, .cmd])),
        ("ctrl++", HardwarePress(.character("+"), modifiers: [.ctrl])),
    ])
    func pressesReadAsDesignWritesThem(text: String, press: HardwarePress) throws {
        #expect(try HardwarePress(parsing: text) == press)
        #expect(try HardwarePress(parsing: press.description) == press, "what is written reads back")
    }

    @Test func aPressIsWrittenWithItsModifiersInOneOrder() {
        #expect(
            HardwarePress(.character("z"), modifiers: [.cmd, .shift, .alt, .ctrl]).description == "shift+ctrl+alt+cmd+z"
        )
        #expect(HardwarePress(.tab, modifiers: [.shift]).description == "shift+tab")
        #expect(HardwarePress(.space).description == "space")
    }

    @Test(arguments: [
        (
            "",
            "'press' must name a key: a character ('a', '@') or one of tab, return, escape, backspace, delete, left, right, up, down, home, end, space"
        ),
        ("ctlr+c", "unknown modifier 'ctlr' in 'press'; did you mean 'ctrl'? Modifiers are: shift, ctrl, alt, cmd"),
        ("hyper+c", "unknown modifier 'hyper' in 'press'; modifiers are: shift, ctrl, alt, cmd"),
        ("ctrl+ctrl+c", "modifier 'ctrl' is given twice in 'press'"),
        ("shift+", "'press' \"shift+\" ends with '+' but names no key after it"),
        (
            "lfet",
            "unknown key 'lfet' in 'press'; did you mean 'left'? A key is one character ('a', '@') or one of tab, return, escape, backspace, delete, left, right, up, down, home, end, space"
        ),
        (
            "\n",
            "unknown key 'U+000A' in 'press'; a key is one character ('a', '@') or one of tab, return, escape, backspace, delete, left, right, up, down, home, end, space"
        ),
    ])
    func badPressesSayWhatIsWrong(text: String, message: String) {
        #expect(throws: Error.self) { try HardwarePress(parsing: text) }
        do {
            _ = try HardwarePress(parsing: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func ctrlAndCmdGiveTheSameShortcutsAndShiftZRedoes() throws {
        for modifier in [HardwarePress.Modifier.ctrl, .cmd] {
            #expect(HardwarePress(.character("a"), modifiers: [modifier]).shortcut == .selectAll)
            #expect(HardwarePress(.character("C"), modifiers: [modifier]).shortcut == .copy)
            #expect(HardwarePress(.character("x"), modifiers: [modifier]).shortcut == .cut)
            #expect(HardwarePress(.character("v"), modifiers: [modifier]).shortcut == .paste)
            #expect(HardwarePress(.character("z"), modifiers: [modifier]).shortcut == .undo)
            #expect(HardwarePress(.character("z"), modifiers: [modifier, .shift]).shortcut == .redo)
            #expect(HardwarePress(.character("q"), modifiers: [modifier]).shortcut == nil)
        }
        #expect(HardwarePress(.character("v")).shortcut == nil, "without Ctrl or Cmd a v is typed")
    }

    @Test func whatAPressTypes() {
        #expect(HardwarePress(.character("a")).typedText == "a")
        #expect(HardwarePress(.character("a"), modifiers: [.shift]).typedText == "A")
        #expect(HardwarePress(.character("é"), modifiers: [.alt]).typedText == "é")
        #expect(HardwarePress(.space).typedText == " ")
        #expect(HardwarePress(.character("a"), modifiers: [.ctrl]).typedText == nil)
        #expect(HardwarePress(.tab).typedText == nil)
    }

    @Test func textTypedOnTheComputerBecomesAPressACharacter() {
        #expect(
            HardwarePress.typing("Hi 👋🏽\n!") == [
                HardwarePress(.character("H")), HardwarePress(.character("i")), HardwarePress(.space),
                HardwarePress(.character("👋🏽")), HardwarePress(.character("!")),
            ])
    }
}
