import Testing

@testable import KeySimCore

/// Autocorrection, the suggestion bar and spell checking as a script sees them: words typed
/// on the iPhone 15's keys with the shipped English dictionary, checked with `expect` lines
/// and the event log.
struct AutocorrectionReplayTests {
    static let scene = """
        {"title": "Typing", "fields": [
          {"id": "note", "label": "Note"},
          {"id": "user", "label": "User name", "autocorrection": false},
          {"id": "spell", "label": "Checked", "autocorrection": false, "spellChecking": true},
          {"id": "quiet", "label": "No bar", "predictive": false},
          {"id": "password", "label": "Password", "secure": true},
          {"id": "pin", "label": "PIN", "keyboard": "numberPad"},
          {"id": "email", "label": "Email", "keyboard": "emailAddress"}
        ]}
        """

    static func simulator(dictionaries: (any DictionarySource)? = ShippedData.dictionaries) throws -> Simulator {
        let scene = try Scene.decode(SourceFile(path: "typing.json", text: Self.scene))
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        var simulator = try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
        simulator.dictionaries = DictionaryAccess(source: dictionaries)
        return simulator
    }

    /// Replays `lines` (after a header) on the typing form, the log kept.
    static func replay(_ lines: [String], on simulator: Simulator? = nil) throws -> (
        report: ReplayReport, log: [SimulatorEvent]
    ) {
        let text = ([#"{"keysim": 1}"#] + lines).joined(separator: "\n") + "\n"
        let script = try Script.parse(SourceFile(path: "typing.jsonl", text: text))
        var log: [SimulatorEvent] = []
        let report = Replayer.run(script, on: try simulator ?? Self.simulator(), log: { log.append($0) })
        return (report, log)
    }

    static func text(of field: String, in report: ReplayReport) throws -> String {
        let index = try #require(report.simulator.index(of: field))
        return report.simulator.sessions[index].field.text
    }

    @Test func aMistypedWordIsCorrectedWhenASpaceEndsIt() throws {
        let (report, log) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"teh"}"#,
            #"{"t":1000,"expect":{"autocorrection":"the","suggestions":["teh","the","ten"]}}"#,
            #"{"t":1100,"type":" "}"#,
            #"{"t":1500,"expect":{"field":"note","text":"the "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.error == nil, "\(String(describing: report.error))")
        let corrections = log.compactMap { event -> String? in
            if case .field(.autocorrected(let from, let to, _)) = event.kind { return "\(from)→\(to)" }
            return nil
        }
        #expect(corrections == ["teh→the"])
    }

    /// A closing single quote is the apostrophe ’, which words hold (`don’t`); at a word's
    /// end it closes a quotation: the word before it is checked and corrected, and it stays.
    @Test func aQuoteClosedAfterAWordIsNotPartOfIt() throws {
        let (report, log) = try Self.replay([
            #"{"t":0,"focus":"spell"}"#,
            #"{"t":200,"type":"'so' and 'xkcd' "}"#,
            #"{"t":9000,"expect":{"field":"spell","text":"\u2018so\u2019 and \u2018xkcd\u2019 ","misspelled":["xkcd"]}}"#,
            #"{"t":9100,"focus":"note"}"#,
            #"{"t":9200,"type":"'teh' "}"#,
            #"{"t":12000,"expect":{"field":"note","text":"\u2018the\u2019 "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.error == nil, "\(String(describing: report.error))")
        let corrections = log.compactMap { event -> String? in
            if case .field(.autocorrected(let from, let to, _)) = event.kind { return "\(from)→\(to)" }
            return nil
        }
        #expect(corrections == ["teh→the"], "the quote stays out of what was corrected")
    }

    @Test func knownWordsDigitsAndAddressesAreLeftAlone() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"hello there 4th a@b.co "}"#,
            #"{"t":9000,"expect":{"field":"note","text":"hello there 4th a@b.co "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func shortcutsOfTheWordListGoInOnSpace() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"so i dont know "}"#,
            #"{"t":9000,"expect":{"field":"note","text":"so I don\u2019t know "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func punctuationAndReturnEndAWordToo() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"I saw teh"}"#,
            #"{"t":3000,"press":"."}"#,
            #"{"t":3100,"expect":{"field":"note","text":"I saw the."}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func aFieldWithAutocorrectionOffSuggestsButKeepsWhatWasTyped() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"user"}"#,
            #"{"t":200,"type":"teh"}"#,
            #"{"t":1000,"expect":{"autocorrection":null}}"#,
            #"{"t":1100,"type":" "}"#,
            #"{"t":1500,"expect":{"field":"user","text":"teh "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func noBarShowsWhereIOSShowsNone() throws {
        var simulator = try Self.simulator()
        for id in ["quiet", "password", "pin"] {
            _ = simulator.focus(fieldAt: try #require(simulator.index(of: id)), time: simulator.now + 100)
            #expect(simulator.suggestionBar == nil, "\(id)")
            #expect(simulator.suggestionBarHeight == 0, "\(id)")
        }
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: "note")), time: simulator.now + 100)
        #expect(simulator.suggestionBar != nil)
        let frame = try #require(simulator.keyboardFrame)
        #expect(frame.height == simulator.device.keyboard.height + simulator.device.keyboard.suggestionBarHeight)
        #expect(frame.minY == simulator.device.keyboardOrigin.y - simulator.device.keyboard.suggestionBarHeight)
    }

    @Test func tappingASlotPutsItsWordInWithASpace() throws {
        let (report, log) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"hel"}"#,
            // The list's commonest words starting "hel" (held f 158, help 149) beside the typed word.
            #"{"t":900,"expect":{"suggestions":["hel","held","help"]}}"#,
            #"{"t":1000,"suggestion":"help"}"#,
            #"{"t":1100,"expect":{"field":"note","text":"help ","suggestions":[]}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.error == nil, "\(String(describing: report.error))")
        #expect(log.contains { $0.kind == .suggestionTapped("help") })
    }

    @Test func aSlotTappedBeforeASpaceMovesPastItRatherThanTypingAnother() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"hel world"}"#,
            #"{"t":3000,"press":"alt+left"}"#, #"{"t":3010,"press":"left"}"#,
            #"{"t":3100,"expect":{"field":"note","selection":[3,3],"suggestions":["hel","held","help"]}}"#,
            #"{"t":3200,"suggestion":"help"}"#,
            #"{"t":3300,"expect":{"field":"note","text":"help world","selection":[5,5]}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.error == nil, "\(String(describing: report.error))")
    }

    @Test func aSuggestionNotShownIsAnErrorListingTheSlots() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"teh"}"#,
            #"{"t":1000,"suggestion":"banana"}"#,
        ])
        let error = try #require(report.error)
        #expect(error.description.contains("typing.jsonl:4:1"), "\(error)")
        #expect(error.description.contains("no suggestion 'banana': the bar shows 'teh', 'the'"), "\(error)")
    }

    @Test func choosingTheTypedWordKeepsItFromThenOn() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"teh"}"#,
            #"{"t":1000,"suggestion":"teh"}"#,
            #"{"t":1100,"type":"teh "}"#,
            #"{"t":2500,"expect":{"field":"note","text":"teh teh ","misspelled":[]}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func deletingBackIntoACorrectionOffersTheOriginalAndTappingItPutsItBack() throws {
        let (report, log) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"I like teh "}"#,
            #"{"t":3000,"tap":"delete"}"#,
            #"{"t":3200,"expect":{"field":"note","text":"I like the","suggestions":["teh","the","they"]}}"#,
            #"{"t":3300,"suggestion":"teh"}"#,
            #"{"t":3400,"expect":{"field":"note","text":"I like teh "}}"#,
            #"{"t":3500,"type":"teh "}"#,
            #"{"t":5000,"expect":{"field":"note","text":"I like teh teh "}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(
            log.contains { event in
                if case .field(.autocorrectReverted(from: "the", to: "teh", at: 7)) = event.kind { return true }
                return false
            })
    }

    @Test func misspelledWordsAreMarkedButNotTheOneBeingTyped() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"spell"}"#,
            #"{"t":200,"type":"wrods are hrad"}"#,
            #"{"t":5000,"expect":{"field":"spell","misspelled":["wrods"]}}"#,
            #"{"t":5100,"type":" "}"#,
            #"{"t":5500,"expect":{"field":"spell","misspelled":["wrods","hrad"]}}"#,
        ])
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test func theResultGivesTheBarAndTheAutocorrection() throws {
        let (report, _) = try Self.replay([
            #"{"t":0,"focus":"note"}"#,
            #"{"t":200,"type":"teh"}"#,
        ])
        guard case .object(let members) = report.result, case .object(let keyboard)? = members["keyboard"] else {
            Issue.record("no keyboard in \(report.result.encoded())")
            return
        }
        guard case .array(let words)? = keyboard["suggestions"] else {
            Issue.record("no suggestions")
            return
        }
        #expect(words.prefix(2) == [.string("teh"), .string("the")])
        #expect(keyboard["autocorrection"] == .string("the"))
    }

    @Test func withoutADictionaryFieldsTypeAsTheyAre() throws {
        let (report, _) = try Self.replay(
            [
                #"{"t":0,"focus":"note"}"#,
                #"{"t":200,"type":"teh "}"#,
                #"{"t":2000,"expect":{"field":"note","text":"teh ","suggestions":[]}}"#,
            ], on: try Self.simulator(dictionaries: nil))
        #expect(report.failures.isEmpty, "\(report.failures)")
    }
}
