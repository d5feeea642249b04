/// Keyboards made for the fields of one form, by layout, handed out again to the next field
/// with the same layout on the same device: a ``Keyboard`` is a value whose geometry is held in
/// arrays, and copies share them until one changes, so a form with eight fields on one layout
/// keeps one geometry of each of its layers instead of eight.
struct KeyboardShelf {
    private var made: [String: Keyboard] = [:]

    /// A keyboard showing the first layer of `layout` (as `Keyboard.init` makes it): the one
    /// made before for the same layout, metrics, width and timings, or a new one.
    mutating func keyboard(layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile)
        -> Keyboard
    {
        if let shelved = made[layout.id], shelved.layout == layout, shelved.metrics == metrics,
            shelved.width == width, shelved.timings == timings
        {
            return shelved
        }
        let keyboard = Keyboard(layout: layout, metrics: metrics, width: width, timings: timings)
        made[layout.id] = keyboard
        return keyboard
    }
}
