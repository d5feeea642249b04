/// Something that happened in the simulator: a field's session event, with the field's id.
public struct SimulatorEvent: Equatable, Sendable {
    public var time: Int
    public var field: String
    public var kind: SessionEvent.Kind

    public init(time: Int, field: String, kind: SessionEvent.Kind) {
        self.time = time
        self.field = field
        self.kind = kind
    }
}
