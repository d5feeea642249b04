// KeySimCore — the pure, deterministic engine of KeySim.
//
// Owns: the layout model, loading and validation; keyboard-type → layout resolution; the
// keyboard state machine; the text field model; device geometry; timings; diagnostics.
// Must never import SDL or anything but Foundation, read the wall clock, use randomness,
// keep global mutable state, or print. Time arrives with events, in milliseconds.
