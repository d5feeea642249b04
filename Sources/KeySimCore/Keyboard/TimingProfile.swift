/// How long things take on the keyboard, in milliseconds. Loaded from
/// `Assets/Timings/*.json`; ``ios`` matches iOS's behaviour.
public struct TimingProfile: Equatable, Sendable {
    /// Holding a key this long shows its alternates.
    public var longPress: Int
    /// Holding delete this long starts repeating.
    public var deleteRepeatDelay: Int
    /// Time between repeated deletes.
    public var deleteRepeatInterval: Int
    /// After repeating this long, delete removes whole words.
    public var deleteWordsAfter: Int
    /// A second tap on shift within this time locks capitals.
    public var doubleTapShift: Int
    /// A second space within this time after a letter or digit types ". ".
    public var doubleSpace: Int
    /// Holding the space bar this long turns the keyboard into a trackpad that moves the caret.
    public var spaceTrackpad: Int
    /// Tapping a toggle key (the kana keypad's あ) again within this time steps to its next
    /// character (あ → い); after it, the tap types the first one afresh.
    public var toggleTimeout: Int

    /// A profile; the space bar's trackpad hold defaults to the long press, the toggle's
    /// timeout to a second.
    public init(
        longPress: Int, deleteRepeatDelay: Int, deleteRepeatInterval: Int, deleteWordsAfter: Int, doubleTapShift: Int,
        doubleSpace: Int, spaceTrackpad: Int? = nil, toggleTimeout: Int? = nil
    ) {
        self.longPress = longPress
        self.deleteRepeatDelay = deleteRepeatDelay
        self.deleteRepeatInterval = deleteRepeatInterval
        self.deleteWordsAfter = deleteWordsAfter
        self.doubleTapShift = doubleTapShift
        self.doubleSpace = doubleSpace
        self.spaceTrackpad = spaceTrackpad ?? longPress
        self.toggleTimeout = toggleTimeout ?? 1000
    }

    /// iOS-like timings: long press 500, repeat from 500 every 100, words after 2000 of
    /// repeating, double-tap shift 300, double space 1100, the space bar's trackpad after 500,
    /// a toggle key's repeat within 1000 (Apple publishes none; people report that a pause of
    /// half a second to a second types the same kana twice).
    public static let ios = TimingProfile(
        longPress: 500, deleteRepeatDelay: 500, deleteRepeatInterval: 100,
        deleteWordsAfter: 2000, doubleTapShift: 300, doubleSpace: 1100, spaceTrackpad: 500, toggleTimeout: 1000)
}
