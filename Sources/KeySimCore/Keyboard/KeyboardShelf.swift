/// Keyboard faces made for the fields of one form, by layout, handed out again to the next
/// field with the same layout on the same device: a form with eight fields on one layout lays
/// out each of its layers once, and its fields' keyboards share that one face.
struct KeyboardShelf {
    private var made: [String: KeyboardFace] = [:]

    /// A keyboard showing the first layer of `layout` (as `Keyboard.init` makes it), its face
    /// the one made before for the same layout, metrics, width and timings, or a new one.
    mutating func keyboard(layout: KeyboardLayout, metrics: KeyboardMetrics, width: Double, timings: TimingProfile)
        -> Keyboard
    {
        if let shelved = made[layout.id], shelved.layout == layout, shelved.metrics == metrics,
            shelved.width == width, shelved.timings == timings
        {
            return Keyboard(face: shelved)
        }
        let face = KeyboardFace(layout: layout, metrics: metrics, width: width, timings: timings)
        made[layout.id] = face
        return Keyboard(face: face)
    }
}
