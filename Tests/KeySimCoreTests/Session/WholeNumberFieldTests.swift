import Foundation
import Testing

@testable import KeySimCore

/// A field whose format shows no decimals (`decimals: 0`, a currency without minor units such
/// as JPY) takes whole numbers: asked for a decimal pad, it gets the number pad, whose keys
/// are digits only, and a separator that arrives anyway (the computer's keyboard, a paste) is
/// refused with a reason that says so.
struct WholeNumberFieldTests {
    static func field(_ id: String, _ format: FieldFormat, locale: String = "en_US") -> SceneField {
        SceneField(id: id, attributes: FieldAttributes(keyboard: .decimalPad), locale: locale, format: format)
    }

    static func simulator() throws -> Simulator {
        let scene = Scene(
            title: "Tip",
            fields: [
                field("tip", .percent(decimals: 0)),
                field("rate", .percent(decimals: 1)),
                field("count", .number(decimals: 0), locale: "de_DE"),
                field("price", .number(decimals: 2), locale: "de_DE"),
                field("yen", .currency(code: "JPY")),
                field("euro", .currency(code: "EUR"), locale: "de_DE"),
                SceneField(id: "plain", attributes: FieldAttributes(keyboard: .decimalPad)),
            ])
        let device = try #require(try ShippedData.devices().profile(named: "iphone-15"))
        return try Simulator(scene: scene, device: device, layouts: try ShippedData.layouts())
    }

    /// Field, the layout its keyboard shows.
    static let pads: [(String, String)] = [
        ("tip", "number-pad"), ("rate", "decimal-pad"), ("count", "number-pad"), ("price", "decimal-pad"),
        ("yen", "number-pad"), ("euro", "decimal-pad"), ("plain", "decimal-pad"),
    ]

    @Test(arguments: pads)
    func aDecimalPadFieldThatShowsNoDecimalsGetsTheNumberPad(field: String, layout: String) throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: try #require(simulator.index(of: field)), time: 0)
        #expect(simulator.keyboard?.layout.id == layout)
        let keys = simulator.keyboard?.layer.keys.map(\.id) ?? []
        #expect(keys.contains("decimal") == (layout == "decimal-pad"), "a separator key only where it types")
    }

    @Test func aSeparatorTypedIntoAWholeNumberFieldIsRefusedSayingWhatTheFieldTakes() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 0, time: 0)
        let events = simulator.hardwareText("12.5", at: 100)
        #expect(simulator.sessions[0].field.text == "125")
        let rejections = events.compactMap { event -> FieldEvent.Rejection? in
            if case .field(.rejected(".", let reason)) = event.kind { reason } else { nil }
        }
        #expect(rejections == [.wholeNumbersOnly])
        #expect(
            FieldEvent.Rejection.wholeNumbersOnly.message
                == "the field takes whole numbers only (its format shows no decimals)")
    }

    @Test func theLogSaysWhyTheSeparatorWasRefused() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 4, time: 0)
        var lines: [String] = []
        for event in simulator.hardwareText("1.5", at: 100) {
            lines.append(EventLog.line(for: event, secure: false, revealSecure: false))
        }
        let rejection = try #require(lines.first { $0.contains("\"reject\"") })
        #expect(rejection.contains("\"reason\":\"the field takes whole numbers only (its format shows no decimals)\""))
    }

    @Test func aFieldWithDecimalsStillTakesOneSeparator() throws {
        var simulator = try Self.simulator()
        _ = simulator.focus(fieldAt: 1, time: 0)
        _ = simulator.hardwareText("12.5", at: 100)
        #expect(simulator.sessions[1].field.text == "12.5")
    }

    /// The currencies the table says have no minor units are exactly those Foundation shows
    /// without decimals (read from ICU, as the field's display does).
    @Test func theWholeCurrencyTableAgreesWithFoundation() {
        for code in Locale.commonISOCurrencyCodes {
            let shown = FieldFormatter(format: .currency(code: code), locale: "en_US")
            #expect(
                CurrencyDigits.isWhole(code) == (shown.fractionDigits == 0),
                "\(code): Foundation shows \(shown.fractionDigits) digits")
        }
    }
}
