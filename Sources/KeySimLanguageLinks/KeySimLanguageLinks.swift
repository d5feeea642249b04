// KeySimLanguageLinks — no code: its target's linker settings name the shared Hunspell,
// libhangul and Anthy libraries for packages that use the `KeySim` product (Package.swift).
