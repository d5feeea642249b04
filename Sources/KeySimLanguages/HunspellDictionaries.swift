import Foundation
import KeySimCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The Hunspell dictionaries installed on the machine (`/usr/share/hunspell`, Debian's
/// `hunspell-en-us`, `hunspell-de-de`, `hunspell-fr`), and the folders of `DICPATH` before
/// them, as Hunspell's own tools look. A locale's files are `<locale>.aff` and `.dic`, else its
/// language's (`fr.aff` for `fr_FR`). Each locale's checker is made once and shared.
public final class HunspellDictionaries: WordCheckerSource {
    /// Where dictionaries are looked for, in order.
    public let folders: [String]
    private let report: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var checkers: [String: HunspellChecker?] = [:]
    }

    /// - Parameter report: told, once a locale, that the locale has no dictionary (a line
    ///   for stderr: the words are then those of the frequency list alone).
    public init(folders: [String], report: @escaping @Sendable (String) -> Void) {
        self.folders = folders
        self.report = report
    }

    /// `DICPATH`'s folders (colon-separated), then Debian's `/usr/share/hunspell`.
    public static func standardFolders(dicpath: String?) -> [String] {
        let extra = (dicpath ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        return extra + ["/usr/share/hunspell"]
    }

    public func checker(for locale: String) -> (any WordChecker)? {
        var note: String?
        let checker = state.withLock { state -> HunspellChecker? in
            if let known = state.checkers[locale] { return known }
            var made: HunspellChecker?
            if let files = files(for: locale) {
                made = HunspellChecker(affix: files.affix, dictionary: files.dictionary)
            } else {
                note = Self.missingNote(locale, folders: folders)
            }
            state.checkers[locale] = made
            return made
        }
        if let note { report(note) }
        return checker
    }

    /// Waits until every dictionary made so far has loaded (before the process exits).
    public func finishLoading() {
        let made = state.withLock { state in state.checkers.values.compactMap { $0 } }
        for checker in made { checker.waitUntilLoaded() }
    }

    /// The readable `.aff` and `.dic` of `locale`, or of its language, in the first folder
    /// that has both.
    func files(for locale: String) -> (affix: String, dictionary: String)? {
        let language = locale.split(separator: "_").first.map(String.init) ?? locale
        for name in locale == language ? [locale] : [locale, language] {
            for folder in folders {
                let base = folder + "/" + name
                if access(base + ".aff", R_OK) == 0, access(base + ".dic", R_OK) == 0 {
                    return (base + ".aff", base + ".dic")
                }
            }
        }
        return nil
    }

    /// What a person is told about a locale with no dictionary, and the package that has it.
    static func missingNote(_ locale: String, folders: [String]) -> String {
        let packages = ["en_US": "hunspell-en-us", "de_DE": "hunspell-de-de", "fr_FR": "hunspell-fr"]
        let package = packages[locale] ?? "hunspell-" + locale.lowercased().replacingOccurrences(of: "_", with: "-")
        return "note: no Hunspell dictionary for \(locale) in \(folders.joined(separator: ":")) "
            + "(`apt-get install \(package)`, or DICPATH): the '\(locale)' keyboard's spelling is that of its "
            + "word list alone"
    }
}
