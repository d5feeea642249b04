#!/usr/bin/env bash
# Writes Benchmarks/hot-symbols.txt: the functions of `keysim` that a window session runs, as
# the linker's symbol ordering file (Package.swift passes it to lld for release builds). Laid
# out together, the code a session runs fills a few megabytes of pages instead of being spread
# over the 20 MB of the binary's text, where every page fault maps 64 KB around it
# (Benchmarks/README.md: window peak RSS).
#
# Two tiers, from one callgrind run in two parts: first what the benchmarked session runs
# (start-up, the email field focused, typing with clicks and with the keyboard, the caret
# blinking), KeySim's own functions before the libraries' (each of KeySim's functions is a
# section of its own, while a library's object comes whole, however little of it runs); then
# what the rest of the demo form adds (focusing each field in turn and typing into it).
#
# Needs valgrind, Xvfb and xdotool (`apt-get install valgrind xvfb xdotool`). Run it again
# after large changes; a stale list only leaves new code out of the hot region.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
binary=.build/release/keysim
work=$(mktemp -d)
display=:$((200 + RANDOM % 500))
Xvfb "$display" -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
export DISPLAY=$display
valgrind --tool=callgrind --demangle=no --compress-strings=no --compress-pos=no \
    --callgrind-out-file="$work/cg.out" "$binary" run --bench-focus email >/dev/null 2>&1 &
session=$!
window=$(xdotool search --sync --name KeySim | head -1)
sleep 3
eval "$(xdotool getwindowgeometry --shell "$window")"
click() { xdotool mousemove $((X + $1)) $((Y + $2)) click 1; sleep 0.3; }
# Part one, the benchmarked session: on-screen keys (letters, shift, 123, space), then typing.
for point in "40 620" "120 620" "200 680" "30 730" "200 780" "60 780" "350 730"; do
    click $point
done
xdotool type --delay 30 "hello world hello world"
xdotool key BackSpace BackSpace
# A line longer than the field, as the memory benchmark types (cut to the field, drawn in slices).
xdotool type --delay 30 "$(printf 'hello world %.0s' $(seq 1 30))"
sleep 20
xdotool mousemove $((X + 200)) $((Y + 300))
sleep 3
callgrind_control -d "$session" >/dev/null
# Part two: each field of the demo form in turn (Tab moves on), typing into each.
for field in 1 2 3 4 5 6 7 8 9 10; do
    xdotool key Tab
    sleep 0.5
    xdotool type --delay 30 "Hello world 12.5 @x.com"
    xdotool key BackSpace BackSpace
    for point in "40 620" "120 620" "200 680" "30 730" "200 780" "60 780" "350 730"; do
        click $point
    done
done
sleep 1
callgrind_control -d "$session" >/dev/null
sleep 2
kill "$session" 2>/dev/null || true
wait "$session" 2>/dev/null || true
# The functions callgrind saw run in the keysim binary itself, in the order it first met
# them, part by part; in part one KeySim's own (KeySimCore, KeySimSDL, KeySimCLI) first.
parts=$(ls "$work"/cg.out.* | sort -t. -k3 -n)
awk -v bin="$(readlink -f "$binary")" '
    FNR == 1 { part++ }
    /^ob=/ { ob = substr($0, 4) }
    /^fn=/ {
        if (ob != bin) next
        name = substr($0, 4)
        if (name in seen) next
        seen[name] = 1
        own = name ~ /^\$s(10KeySimCore|9KeySimSDL|9KeySimCLI)/
        print (part == 1 ? (own ? 1 : 2) : 3) "\t" ++n "\t" name
    }
' $parts | sort -t$'\t' -k1,1n -k2,2n | cut -f3 >"$work/hot.txt"
# Names such as `$sSqwxx` or merged `…Tm` functions are local copies defined in many objects.
# lld moves every section defining a listed name, so such a name would pull a library's
# single-section object (`_RegexParser.o`'s 475 kB `.text`) into the hot region although only
# another copy runs. The link map says where each name is defined: a name defined more than
# once is left out when one of its definitions is a library object's whole `.text` that no
# name defined only once needs.
rm -f "$binary"
link=$(swift build -c release -v 2>&1 | grep -e '-emit-executable' | tail -1)
[ -n "$link" ] || { echo "hot-symbols.sh: could not find the link command" >&2; exit 1; }
eval "$link -Xlinker -Map=$work/keysim.map" >/dev/null 2>&1 || { echo "hot-symbols.sh: the link with a map failed" >&2; exit 1; }
awk '
    FNR == NR { hot[++count] = $0; next }
    NF >= 5 && index($5, ":(") { section = $5; sub(/.*\//, "", section); next }
    NF == 5 && section != "" {
        if (!(($5, section) in defined)) { defined[$5, section] = 1; where[$5] = where[$5] "\t" section; n[$5]++ }
    }
    END {
        for (i = 1; i <= count; i++) if (n[hot[i]] == 1) needed[substr(where[hot[i]], 2)] = 1
        for (i = 1; i <= count; i++) {
            name = hot[i]; keep = 1
            if (n[name] > 1) {
                k = split(substr(where[name], 2), sections, "\t")
                for (j = 1; j <= k; j++) if (sections[j] ~ /\.a\(.*\):\(\.text\)$/ && !(sections[j] in needed)) keep = 0
            }
            if (keep) print name; else left++
        }
        print left + 0 " names defined in several objects left out" >"/dev/stderr"
    }
' "$work/hot.txt" "$work/keysim.map" >Benchmarks/hot-symbols.txt
echo "Benchmarks/hot-symbols.txt: $(wc -l <Benchmarks/hot-symbols.txt) functions"
