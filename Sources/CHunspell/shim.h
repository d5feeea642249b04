// Hunspell's C interface (Debian's libhunspell-dev). Which library is linked is set in
// Package.swift: the static archive in release builds, the shared library otherwise.
#include <hunspell/hunspell.h>
