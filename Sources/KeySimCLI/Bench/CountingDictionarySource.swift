import KeySim
import KeySimCore
import Synchronization

/// A dictionary source that hands on another's dictionaries and remembers which languages it
/// was asked for, in order: how the bench (and its tests) see that a simulator loads nothing
/// until a field that corrects is focused, and loads that field's language then.
final class CountingDictionarySource: DictionarySource {
    /// Where the dictionaries come from (a fresh ``DictionaryFolder``, so a load is a read).
    let source: any DictionarySource
    private let asked = Mutex<[String]>([])

    init(_ source: any DictionarySource) {
        self.source = source
    }

    /// The languages asked for so far, in order (a language asked twice is listed twice).
    var requests: [String] { asked.withLock { $0 } }

    func lexicon(for language: String) -> DictionaryLookup {
        asked.withLock { $0.append(language) }
        return source.lexicon(for: language)
    }
}
