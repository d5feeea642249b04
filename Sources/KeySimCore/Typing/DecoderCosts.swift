/// What the touch decoder charges for each way a word's letters can differ from the touches,
/// in LatinIME's units (`scoring_params.cpp`): a word's *compound distance* is the sum of these
/// over the best alignment of its letters with the touches, plus its language cost; lower is
/// better. `standard` holds LatinIME's values but where LatinIME has none (``accent``,
/// ``capital``), `keysim evaluate` found a better one (``nearMissEdit``) or LatinIME's lost the
/// commonest slips (``transposition``); trying other values of the others on its phrases moved
/// the accuracy by 0.1–0.4%, within what another phrase set or seed moves it, so they stay
/// LatinIME's.
public struct DecoderCosts: Equatable, Sendable {
    /// Per square of the distance from a touch to a key's centre, in key widths: the Gaussian
    /// spatial model (LatinIME's `DISTANCE_WEIGHT_LENGTH`, 0.132; with the language weight below
    /// it is a Gaussian of σ ≈ 0.35 key widths, about 11.5 pt on an iPhone 15).
    public var distance: Double
    /// A touch read as a key other than the one it hit, when that is near enough to cost less
    /// than ``substitution`` (LatinIME's proximity cost, 0.0694).
    public var proximity: Double
    /// A touch read as a letter too far away to be a near miss, or a literal character read as
    /// another (0.3806). Counts as an edit.
    public var substitution: Double
    /// A letter of the word with no touch (0.467). Counts as an edit. An apostrophe is free.
    public var omission: Double
    /// A touch with no letter of the word (0.7248). Counts as an edit.
    public var insertion: Double
    /// Two neighbouring touches read in the other order. Counts as an edit. LatinIME's 0.5608
    /// is more than a touch read as a far key costs (``substitution``), so with it the
    /// commonest typing slips lost to a far substitution of a word about as common: `waht` →
    /// `wait`, `wrod` → `wood`, `recieve` → `relieve`. 0.35, just under a substitution, corrects
    /// them to `what`, `word`, `receive`; on `keysim evaluate`'s phrases and 100 held-out ones the
    /// accuracy moved by −0.1 to 0 points at σ 10 and 12 (noise never transposes), none changed at σ 0.
    public var transposition: Double
    /// A letter typed without the accent the word has (`e` for `é`, not LatinIME's: its
    /// dictionaries fold accents). Not an edit.
    public var accent: Double
    /// Each capital of the word where the touches typed lower case (`english` → `English`).
    /// Not an edit.
    public var capital: Double
    /// The language weight: a word of frequency `f` costs `language × (255 − f) / 255`
    /// (LatinIME's `DISTANCE_WEIGHT_LANGUAGE`, 1.1214).
    public var language: Double
    /// The lowest normalised score that autocorrects (LatinIME's `auto_correction_threshold`,
    /// modest: 0.185).
    public var autocorrectionThreshold: Double
    /// How much of an edit a near miss counts for in the normalised score. LatinIME counts
    /// every letter that differs from the key hit as one, which never corrects a one-letter
    /// word (`U` → `I`) and rarely a short one with two near misses (`uoy` → `you`); half an
    /// edit put 0.5% more words right at σ = 10 pt and 1.5% at 12 pt on `keysim evaluate`'s
    /// phrases, and no exactly typed word wrong.
    public var nearMissEdit: Double
    /// How many edits (substitutions, omissions, insertions, transpositions) a candidate may
    /// be from the touches.
    public var maxEdits: Int

    public init(
        distance: Double, proximity: Double, substitution: Double, omission: Double, insertion: Double,
        transposition: Double, accent: Double, capital: Double, language: Double, autocorrectionThreshold: Double,
        nearMissEdit: Double, maxEdits: Int
    ) {
        self.distance = distance
        self.proximity = proximity
        self.substitution = substitution
        self.omission = omission
        self.insertion = insertion
        self.transposition = transposition
        self.accent = accent
        self.capital = capital
        self.language = language
        self.autocorrectionThreshold = autocorrectionThreshold
        self.nearMissEdit = nearMissEdit
        self.maxEdits = maxEdits
    }

    /// LatinIME's weights, and the others as said above.
    public static let standard = DecoderCosts(
        distance: 0.132, proximity: 0.0694, substitution: 0.3806, omission: 0.467, insertion: 0.7248,
        transposition: 0.35, accent: 0.05, capital: 0.01, language: 1.1214, autocorrectionThreshold: 0.185,
        nearMissEdit: 0.5, maxEdits: 2)

    /// The language cost of a word of frequency `f`.
    func languageCost(_ frequency: Int) -> Double { language * Double(255 - frequency) / 255 }
}
