// Anthy's C interface (Debian's libanthy-dev). Which library is linked is set in
// Package.swift: the static archives in release builds, the shared libraries otherwise.
#include <anthy/anthy.h>
