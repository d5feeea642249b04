/// A spelling checker for one language that knows words a frequency list does not: its
/// inflections, compounds and affixed forms (Hunspell's morphology, in `KeySimLanguages`). A
/// ``Lexicon`` asks it about words the list has in no casing (``Lexicon/isKnown(_:)``).
///
/// Its answers must depend on the word alone: the same word always gets the same answer,
/// whatever the machine is doing (no time limits), so replays stay deterministic.
public protocol WordChecker: AnyObject, Sendable {
    /// Where its words come from, for messages (`/usr/share/hunspell/en_US.dic`).
    var origin: String { get }
    /// Whether `word`, as written, is spelled right.
    func isWord(_ word: String) -> Bool
}

/// Where a dictionary folder finds the ``WordChecker`` of a language.
public protocol WordCheckerSource: AnyObject, Sendable {
    /// The checker for `locale` (`en_US`), or nil when there is none: then the language's
    /// words are those of its list alone, and the source tells the person so (once a locale).
    func checker(for locale: String) -> (any WordChecker)?
}
