// libhangul's C interface (Debian's libhangul-dev). Which library is linked is set in
// Package.swift: the static archive in release builds, the shared library otherwise.
#include <hangul-1.0/hangul.h>
