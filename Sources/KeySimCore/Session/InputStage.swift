/// The one stage between the keyboard and the field: every text action on its way to the
/// field passes through it — the on-screen keyboard's, with where the finger was
/// (``KeyTouch``), and those of hardware keys, paste and menus, without. It also says what
/// the keyboard is told about the field after each change (``KeyboardContext``).
///
/// Autocorrection and the input methods (composition, conversion) are stages: they may hold
/// back, change or add to what reaches the field, and tell the keyboard about marked text.
/// Today's one stage, ``DirectInput``, passes every action to the field as it is.
public protocol InputStage: Sendable {
    /// Carries `action`, asked for at `time` (by `touch` when a finger on the keyboard asked
    /// for it; nil for a hardware key, a paste or a menu), to `field`, handing what the field
    /// did to `emit` in order.
    mutating func perform(
        _ action: TextAction, touch: KeyTouch?, on field: inout TextFieldModel, at time: Int,
        emit: (FieldEvent) -> Void)

    /// What the keyboard is told about `field` (with these traits, typing this decimal
    /// separator) after a change to it.
    func context(of field: TextFieldModel, traits: TextInputTraits, decimalSeparator: String) -> KeyboardContext

    /// Whether `other` is this stage in the same state (sessions compare their stages).
    func isEqual(to other: any InputStage) -> Bool

    /// Ends what an input method is composing, as it stands: the person moved the caret,
    /// selected, edited the field outside the keyboard, or it lost focus. Stages that
    /// compose nothing do nothing.
    mutating func endComposition(in field: inout TextFieldModel, emit: (FieldEvent) -> Void)
}

extension InputStage {
    public mutating func endComposition(in field: inout TextFieldModel, emit: (FieldEvent) -> Void) {}
}

extension InputStage where Self: Equatable {
    public func isEqual(to other: any InputStage) -> Bool { (other as? Self) == self }
}

/// A session's input stage, compared as the stage compares itself.
struct InputStageSlot: Equatable, Sendable {
    var stage: any InputStage

    static func == (lhs: InputStageSlot, rhs: InputStageSlot) -> Bool { lhs.stage.isEqual(to: rhs.stage) }
}
