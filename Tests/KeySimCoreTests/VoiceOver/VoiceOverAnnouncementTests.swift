import Testing

@testable import KeySimCore

/// What VoiceOver says (`--voiceover`) as a script runs on the replay fixtures' form: fields
/// on focus, keys touched, characters typed and deleted, words ended, autocorrections,
/// suggestions; never a secure field's text.
struct VoiceOverAnnouncementTests {
    /// The announcements a replay of `lines` makes, with VoiceOver on, and its report.
    static func replay(_ lines: [String], voiceOver: Bool = true) throws -> (said: [String], report: ReplayReport) {
        let text = ([#"{"keysim": 1}"#] + lines).joined(separator: "\n") + "\n"
        let script = try Script.parse(SourceFile(path: "voiceover.jsonl", text: text))
        var simulator = try ReplayerStreamingTests.simulator()
        if voiceOver { simulator.voiceOver = VoiceOver() }
        var said: [String] = []
        let report = Replayer.run(
            script, on: simulator,
            log: { event in if case .announced(let text) = event.kind { said.append(text) } })
        return (said, report)
    }

    /// A situation and, in order, everything VoiceOver says in it.
    struct Situation: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        var said: [String]
        var testDescription: String { name }
    }

    static let situations: [Situation] = [
        Situation(
            name: "an empty field with a label reads its prompt as its value",
            lines: [#"{"t":0,"focus":"note"}"#],
            said: ["Note, Anything, text field, is editing"]),
        Situation(
            name: "an empty field without a prompt is its label and trait",
            lines: [#"{"t":0,"focus":"name"}"#],
            said: ["Name, text field, is editing"]),
        Situation(
            name: "a key is named as the finger lands and its character echoed as it types",
            lines: [#"{"t":0,"focus":"shout"}"#, #"{"t":500,"type":"A"}"#],
            said: ["Shout, text field, is editing", "capital A", "capital A"]),
        Situation(
            name: "a space after a word says the word, and delete says what it deleted",
            lines: [#"{"t":0,"focus":"note"}"#, #"{"t":500,"type":"hi "}"#, #"{"t":1500,"tap":"delete"}"#],
            said: [
                "Note, Anything, text field, is editing", "shift", "h", "h", "i", "i", "space", "hi", "delete",
                "deleted space",
            ]),
        Situation(
            name: "an autocorrection is said once, instead of the word",
            lines: [#"{"t":0,"focus":"note"}"#, #"{"t":500,"type":"teh "}"#],
            said: [
                "Note, Anything, text field, is editing", "shift", "t", "t", "e", "e", "h", "h", "space",
                "autocorrected to the",
            ]),
        Situation(
            name: "a suggestion tapped says the word it put in",
            lines: [#"{"t":0,"focus":"note"}"#, #"{"t":500,"type":"thw"}"#, #"{"t":1500,"suggestion":"the"}"#],
            said: ["Note, Anything, text field, is editing", "shift", "t", "t", "h", "h", "w", "w", "the"]),
        Situation(
            name: "layer keys say more and their layer, return its type, and the next field is read",
            lines: [
                #"{"t":0,"focus":"note"}"#, #"{"t":500,"tap":"numbers"}"#, #"{"t":700,"tap":"symbols"}"#,
                #"{"t":900,"tap":"letters"}"#, #"{"t":1100,"tap":"return"}"#,
            ],
            said: [
                "Note, Anything, text field, is editing", "more, numbers", "more, symbols", "more, letters", "next",
                "Name, text field, is editing",
            ]),
        Situation(
            name: "the return key says its type",
            lines: [#"{"t":0,"focus":"search"}"#, #"{"t":500,"tap":"return"}"#],
            said: ["Search, text field, is editing", "search"]),
        Situation(
            name: "punctuation is said by name",
            lines: [#"{"t":0,"focus":"email"}"#, #"{"t":500,"type":"a@b.co"}"#],
            said: [
                "Email, text field, is editing", "a", "a", "at", "at", "b", "b", "period", "period", "c", "c", "o",
                "o",
            ]),
        Situation(
            name: "the decimal key says the separator of the field's locale",
            lines: [#"{"t":0,"focus":"amount"}"#, #"{"t":500,"type":"1,5"}"#],
            said: ["Amount, text field, is editing", "1", "1", "comma", "comma", "5", "5"]),
        Situation(
            name: "a long press says the alternate the callout selects, as it shows it",
            lines: [#"{"t":0,"focus":"name"}"#, #"{"t":500,"tap":"e","hold":900}"#],
            said: ["Name, text field, is editing", "capital E", "capital È", "capital È"]),
        Situation(
            name: "the computer's keyboard echoes what it types, with no key touched",
            lines: [#"{"t":0,"press":"tab"}"#, #"{"t":100,"press":"x"}"#, #"{"t":200,"press":"backspace"}"#],
            said: ["Note, Anything, text field, is editing", "x", "deleted x"]),
        Situation(
            name: "the globe key is Next keyboard",
            lines: [#"{"t":0,"focus":"name"}"#, #"{"t":500,"tap":"globe"}"#],
            said: ["Name, text field, is editing", "Next keyboard"]),
        Situation(
            name: "a secure field says bullets and a count, never its text",
            lines: [
                #"{"t":0,"focus":"password"}"#, #"{"t":500,"type":"abc"}"#, #"{"t":1500,"tap":"delete"}"#,
                #"{"t":2000,"focus":"name"}"#, #"{"t":2500,"focus":"password"}"#,
            ],
            said: [
                "Password, secure text field, is editing", "bullet", "bullet", "bullet", "delete", "deleted bullet",
                "Name, text field, is editing", "Password, 2 characters, secure text field, is editing",
            ]),
        Situation(
            name: "a secure field's space bar says nothing, its space a bullet",
            lines: [#"{"t":0,"focus":"password"}"#, #"{"t":500,"type":"a b"}"#],
            said: ["Password, secure text field, is editing", "bullet", "bullet", "bullet"]),
    ]

    @Test(arguments: situations)
    func voiceOverSaysExactlyThisInEachSituation(situation: Situation) throws {
        let (said, report) = try Self.replay(situation.lines)
        #expect(report.error == nil)
        #expect(said == situation.said)
        #expect(report.simulator.voiceOver?.last == situation.said.last)
    }

    @Test func withVoiceOverOffNothingIsSaidAndTheEventsAreThoseOfTheSameReplayWithoutIt() throws {
        let lines = [#"{"t":0,"focus":"note"}"#, #"{"t":500,"type":"teh cat "}"#, #"{"t":3000,"tap":"delete"}"#]
        var (withoutEvents, withEvents): ([SimulatorEvent], [SimulatorEvent]) = ([], [])
        let text = ([#"{"keysim": 1}"#] + lines).joined(separator: "\n") + "\n"
        let script = try Script.parse(SourceFile(path: "voiceover.jsonl", text: text))
        var simulator = try ReplayerStreamingTests.simulator()
        let without = Replayer.run(script, on: simulator, log: { withoutEvents.append($0) })
        simulator.voiceOver = VoiceOver()
        let with = Replayer.run(script, on: simulator, log: { withEvents.append($0) })
        #expect(without.simulator.voiceOver == nil)
        #expect(!withoutEvents.contains { if case .announced = $0.kind { true } else { false } })
        let unannounced = withEvents.filter { if case .announced = $0.kind { false } else { true } }
        #expect(unannounced == withoutEvents, "VoiceOver adds its lines and changes nothing else")
        #expect(with.result == without.result)
    }

    @Test func anAnnouncementFollowsTheEventItSaysAtItsTimeAndFieldAndIsLoggedAsAnnounce() throws {
        var events: [SimulatorEvent] = []
        let text = [#"{"keysim": 1}"#, #"{"t":0,"focus":"shout"}"#, #"{"t":500,"tap":"a"}"#].joined(separator: "\n")
        let script = try Script.parse(SourceFile(path: "voiceover.jsonl", text: text + "\n"))
        var simulator = try ReplayerStreamingTests.simulator()
        simulator.voiceOver = VoiceOver()
        _ = Replayer.run(script, on: simulator, log: { events.append($0) })
        let index = try #require(events.firstIndex { $0.kind == .keyboard(.keyPressed("a")) })
        #expect(events[index + 1] == SimulatorEvent(time: 500, field: "shout", kind: .announced("capital A")))
        #expect(
            EventLog.line(for: events[index + 1], secure: false, revealSecure: false)
                == #"{"event":"announce","field":"shout","t":500,"text":"capital A"}"#)
    }

    @Test func theAnnouncedCheckComparesTheLastAnnouncementAndSaysWhenVoiceOverIsOff() throws {
        let lines = [
            #"{"t":0,"focus":"name"}"#,
            #"{"t":300,"expect":{"announced":"Name, text field, is editing"}}"#,
            #"{"t":400,"expect":{"announced":"Name"}}"#,
        ]
        let (_, on) = try Self.replay(lines)
        #expect(on.passed == 1)
        #expect(
            on.failures.map(\.message) == [
                #"expected VoiceOver to have said "Name" last, found it said "Name, text field, is editing""#
            ])
        let (_, off) = try Self.replay(
            [#"{"t":0,"expect":{"announced":"Name"}}"#, #"{"t":1,"expect":{"announced":null}}"#], voiceOver: false)
        #expect(off.passed == 1)
        #expect(
            off.failures.map(\.message) == [
                #"expected VoiceOver to have said "Name" last, found it said nothing (VoiceOver is off: give --voiceover or a header's "voiceover": true)"#
            ])
    }

    /// Random text typed into the secure field (seeded, so every run types the same): nothing
    /// VoiceOver says holds any of it, and all it says is bullets, counts and key names.
    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func nothingSaidInASecureFieldHoldsWhatWasTyped(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?!'@#$%&-")
        let typed = String((0..<(6 + random.below(10))).map { _ in random.pick(alphabet) })
        var logLines: [String] = []
        let text = [
            #"{"keysim": 1}"#, #"{"t":0,"focus":"password"}"#, #"{"t":500,"type":"\#(typed)"}"#,
            #"{"t":20000,"tap":"delete"}"#, #"{"t":21000,"focus":"name"}"#, #"{"t":22000,"focus":"password"}"#,
        ].joined(separator: "\n")
        let script = try Script.parse(SourceFile(path: "secure.jsonl", text: text + "\n"))
        var simulator = try ReplayerStreamingTests.simulator()
        simulator.voiceOver = VoiceOver()
        var said: [String] = []
        let report = Replayer.run(
            script, on: simulator,
            log: { event in
                guard case .announced(let spoken) = event.kind, event.field == "password" else { return }
                said.append(spoken)
                // As --reveal-secure writes it: announcements are never masked, so never need to be.
                logLines.append(EventLog.line(for: event, secure: true, revealSecure: true))
            })
        #expect(report.error == nil)
        let password = try #require(report.simulator.index(of: "password"))
        #expect(report.simulator.sessions[password].field.text == String(typed.dropLast()))
        let allowed: Set<String> =
            Set(VoiceOverWording.functionKeys.values).union(VoiceOverWording.layerKeys.values).union([
                VoiceOverWording.bullet, VoiceOverWording.deleted(VoiceOverWording.bullet), "done",
                "Password, secure text field, is editing",
                "Password, \(VoiceOverWording.characterCount(typed.count - 1)), secure text field, is editing",
            ])
        #expect(said.count >= typed.count + 3)
        #expect(said.filter { !allowed.contains($0) } == [], "typed \(typed)")
        for line in logLines {
            #expect(!line.contains(typed) && !line.contains(String(typed.dropLast())), "\(line) (typed \(typed))")
        }
    }
}
