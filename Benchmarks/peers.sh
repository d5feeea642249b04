#!/usr/bin/env bash
# KeySim side by side with the Linux on-screen keyboards Debian ships.
#
# Installs the peers from Debian (apt-get; through sudo only when not root), starts its own
# Xvfb on a free display, and measures KeySim (`keysim run`, the demo form) and each peer the
# same way with Benchmarks/mapwait.c, N times each after one unrecorded warm-up run:
#   - start-up: from just before fork() to the first top-level window mapped (MapNotify on
#     the root window for a window that is not override-redirect),
#   - peak RSS: VmHWM two seconds after that, summed over the program's processes,
#   - idle CPU: utime + stime over the next five seconds, nothing touching the window.
# A bare SDL2 window in C (Benchmarks/sdlwindow.c), measured the same way, shows the floor
# under KeySim's figures. Then prints one Markdown table with the medians and KeySim's ratio
# (KeySim ÷ peer) to each.
#
# squeekboard is a Wayland client: it runs under sway's headless backend as a non-root user
# (created as `keysim-bench` when this runs as root), and "mapped" is its first buffer
# committed to a surface (see mapwait.c and Benchmarks/PEERS.md).
#
# Usage: Benchmarks/peers.sh [--runs N] [--only NAME,NAME...] [--keysim PATH] [--no-install]
#   --runs N       measured runs per program (default 7)
#   --only LIST    measure only these (sdl2-window, matchbox-keyboard, xvkbd, squeekboard,
#                  qt-virtual-keyboard, onboard); KeySim is always measured
#   --keysim PATH  the keysim binary to measure (default: .build/release/keysim, which
#                  `swift build -c release` first brings up to date)
#   --no-install   do not call apt-get; peers that are missing are reported as such
# Exit: 0 table printed · 64 usage · 69 something essential (Xvfb, a C compiler, Xlib,
# KeySim) is missing. A peer that cannot be installed or run is a row saying why, not a failure.
set -euo pipefail

runs=7
only=""
install=1
root_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
keysim="$root_dir/.build/release/keysim"
keysim_given=0

usage() {
    sed -n '/^# Usage:/,/^# Exit:/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 64
}
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || usage; runs=$2; shift 2 ;;
        --only) [[ $# -ge 2 ]] || usage; only=",$2,"; shift 2 ;;
        --keysim) [[ $# -ge 2 ]] || usage; keysim=$2; keysim_given=1; shift 2 ;;
        --no-install) install=0; shift ;;
        -h|--help) usage ;;
        *) echo "peers.sh: unknown argument '$1'" >&2; usage ;;
    esac
done

say() { echo "peers.sh: $*" >&2; }
die() { echo "peers.sh: error: $*" >&2; exit 69; }

sudo_cmd=()
[[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)

# --- packages --------------------------------------------------------------------------------

installed() { # every package given is installed
    local p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || return 1
    done
}
updated=0
apt_install() { # installs what is missing; prints apt's last words on failure
    installed "$@" && return 0
    local p missing=()
    for p in "$@"; do installed "$p" || missing+=("$p"); done
    [[ $install -eq 1 ]] || { echo "${missing[*]} missing (--no-install)"; return 1; }
    command -v apt-get >/dev/null || { echo "no apt-get to install $*"; return 1; }
    local log
    log=$(mktemp)
    if [[ $updated -eq 0 ]]; then
        say "apt-get update"
        "${sudo_cmd[@]}" apt-get update >"$log" 2>&1 || true
        updated=1
    fi
    say "apt-get install ${missing[*]}"
    if ! "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends "${missing[@]}" >"$log" 2>&1; then
        echo "apt-get install failed: $(grep -E '^E:' "$log" | head -1 | cut -c1-160)"
        rm -f "$log"
        return 1
    fi
    rm -f "$log"
}

why=$(apt_install xvfb x11-utils gcc libc6-dev libx11-dev dbus-daemon) || true
command -v Xvfb >/dev/null || die "Xvfb is missing and could not be installed (${why:-apt-get install xvfb})"
command -v gcc >/dev/null || die "gcc is missing and could not be installed (${why:-apt-get install gcc})"
[[ -f /usr/include/X11/Xlib.h ]] || die "Xlib headers are missing (apt-get install libx11-dev)"
command -v dbus-daemon >/dev/null || die "dbus-daemon is missing (apt-get install dbus-daemon)"

# The peers: name, Debian packages, command (run with `env`, so VAR=value words may lead).
peer_names=(keysim sdl2-window matchbox-keyboard xvkbd squeekboard qt-virtual-keyboard onboard)
declare -A label packages command
label[keysim]="KeySim (\`keysim run\`)"
label[sdl2-window]="bare SDL2 window (C; KeySim's floor)"
label[matchbox-keyboard]="matchbox-keyboard"
label[xvkbd]="xvkbd"
label[squeekboard]="squeekboard (Wayland, sway headless)"
label[qt-virtual-keyboard]="Qt 6 Virtual Keyboard (QML)"
label[onboard]="onboard"
packages[keysim]=""
packages[sdl2-window]="libsdl2-dev pkg-config"
packages[matchbox-keyboard]="matchbox-keyboard"
packages[xvkbd]="xvkbd"
packages[squeekboard]="squeekboard sway"
# `qml` and the QML modules the keyboard imports, which Debian does not pull in by itself.
packages[qt-virtual-keyboard]="qml-qt6 qt6-qpa-plugins qt6-virtualkeyboard-plugin
    qml6-module-qtquick-virtualkeyboard qml6-module-qtquick qml6-module-qtquick-window
    qml6-module-qtquick-layouts qml6-module-qtqml-workerscript qml6-module-qt-labs-folderlistmodel"
packages[onboard]="onboard"
command[keysim]="$keysim run"
command[sdl2-window]="" # built below, into the work directory
command[matchbox-keyboard]="matchbox-keyboard"
command[xvkbd]="xvkbd"
command[squeekboard]="SQUEEKBOARD_DEBUG=force-show squeekboard"
command[qt-virtual-keyboard]="QT_IM_MODULE=qtvirtualkeyboard QT_QPA_PLATFORM=xcb /usr/lib/qt6/bin/qml $root_dir/Benchmarks/qtvk.qml"
command[onboard]="onboard"

selected=()
for p in "${peer_names[@]}"; do
    if [[ -z "$only" || "$p" == keysim || "$only" == *",$p,"* ]]; then selected+=("$p"); fi
done
if [[ -n "$only" ]]; then
    for p in ${only//,/ }; do
        [[ -n "${label[$p]+x}" ]] || { say "unknown peer '$p' (known: ${peer_names[*]})"; exit 64; }
    done
fi

declare -A problem # peer -> why it has no figures
for p in "${selected[@]}"; do
    [[ -n "${packages[$p]}" ]] || continue
    # shellcheck disable=SC2086
    if ! why=$(apt_install ${packages[$p]}); then problem[$p]="not installed: $why"; fi
done

# --- KeySim ----------------------------------------------------------------------------------

if [[ $keysim_given -eq 1 ]]; then
    [[ -x "$keysim" ]] || die "$keysim is not an executable"
else # brought up to date with the sources; a no-op when it is
    command -v swift >/dev/null || die "there is no swift to build KeySim with (or pass --keysim PATH)"
    say "building KeySim (swift build -c release --product keysim)"
    (cd "$root_dir" && swift build -c release --product keysim >&2) ||
        die "the release build of KeySim failed (\`make run\` installs what it needs)"
fi

# --- the measuring tool, Xvfb and a session bus --------------------------------------------

work=$(mktemp -d /tmp/keysim-peers.XXXXXX)
chmod 755 "$work"
pids_to_kill=()
cleanup() {
    local pid
    for pid in "${pids_to_kill[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids_to_kill[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

gcc -O2 -Wall -o "$work/mapwait" "$root_dir/Benchmarks/mapwait.c" -lX11 || die "could not compile Benchmarks/mapwait.c"
if [[ " ${selected[*]} " == *" sdl2-window "* && -z "${problem[sdl2-window]+x}" ]]; then
    # shellcheck disable=SC2046
    if gcc -O2 -o "$work/sdlwindow" "$root_dir/Benchmarks/sdlwindow.c" $(pkg-config --cflags --libs sdl2) 2>"$work/sdlwindow.log"; then
        command[sdl2-window]="$work/sdlwindow"
    else
        problem[sdl2-window]="could not compile Benchmarks/sdlwindow.c: $(head -1 "$work/sdlwindow.log")"
    fi
fi

mkdir -m 700 "$work/runtime"
export XDG_RUNTIME_DIR="$work/runtime"

exec {display_fd}>"$work/display"
Xvfb -displayfd "$display_fd" -screen 0 1920x1080x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
pids_to_kill+=($!)
exec {display_fd}>&-
for _ in $(seq 100); do [[ -s "$work/display" ]] && break; sleep 0.1; done
[[ -s "$work/display" ]] || die "Xvfb did not start: $(tail -3 "$work/xvfb.log")"
export DISPLAY=":$(head -1 "$work/display")"
xdpyinfo >/dev/null 2>&1 || die "Xvfb started but $DISPLAY does not answer"
say "Xvfb on $DISPLAY"

# onboard will not start without a session bus; every X program gets the same one.
read -r DBUS_SESSION_BUS_ADDRESS dbus_pid < <(dbus-daemon --session --fork --print-address=1 \
    --print-pid=1 | paste -s -d ' ')
export DBUS_SESSION_BUS_ADDRESS
pids_to_kill+=("$dbus_pid")

# --- squeekboard's compositor ----------------------------------------------------------------

as_wayland_user=() # the command prefix that runs something as the Wayland user, in its session
wayland_log_dir=""
wayland_error=""
wayland_setup() { # sets as_wayland_user, or wayland_error and returns 1
    local user uid runtime
    if [[ $(id -u) -eq 0 ]]; then
        user=keysim-bench
        if ! id "$user" >/dev/null 2>&1 && ! useradd -m -s /bin/sh "$user" 2>/dev/null; then
            wayland_error="could not create the user $user to run sway as (not as root)"
            return 1
        fi
        command -v runuser >/dev/null || { wayland_error="no runuser to run sway as $user"; return 1; }
    else
        user=$(id -un)
    fi
    uid=$(id -u "$user")
    runtime="$work/wayland-runtime"
    mkdir -m 700 "$runtime"
    chown "$uid" "$runtime"
    printf 'xwayland disable\n' >"$work/sway.conf"
    chmod 644 "$work/sway.conf"
    local base=(env -i HOME="$(getent passwd "$user" | cut -d: -f6)" PATH=/usr/bin:/bin
        XDG_RUNTIME_DIR="$runtime")
    [[ $(id -u) -ne 0 ]] || base=(runuser -u "$user" -- "${base[@]}")
    "${base[@]}" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
        sway -c "$work/sway.conf" >"$work/sway.log" 2>&1 &
    pids_to_kill+=($!)
    local socket="" _
    for _ in $(seq 100); do
        socket=$(cd "$runtime" && ls 2>/dev/null | grep -E '^wayland-[0-9]+$' | head -1) || true
        [[ -n "$socket" ]] && break
        sleep 0.1
    done
    if [[ -z "$socket" ]]; then
        wayland_error="sway (headless) did not start: $(grep -m1 -i error "$work/sway.log" | cut -c1-120)"
        return 1
    fi
    local bus
    bus=$("${base[@]}" dbus-daemon --session --fork --print-address=1 --print-pid=1 | paste -s -d ' ')
    pids_to_kill+=("${bus#* }")
    as_wayland_user=("${base[@]}" WAYLAND_DISPLAY="$socket" DBUS_SESSION_BUS_ADDRESS="${bus% *}")
    wayland_log_dir="$runtime"
}
if [[ " ${selected[*]} " == *" squeekboard "* && -z "${problem[squeekboard]+x}" ]]; then
    wayland_setup || problem[squeekboard]="$wayland_error"
fi

# --- measuring ------------------------------------------------------------------------------

# measure PEER LOG [mapwait options...]: one run; prints mapwait's line or "error: ..."
measure() {
    local peer=$1 log=$2 word
    shift 2
    local -a words envs=() cmd=()
    read -r -a words <<<"${command[$peer]}"
    for word in "${words[@]}"; do # leading VAR=value words are the environment
        if [[ ${#cmd[@]} -eq 0 && "$word" == [A-Z_]*=* ]]; then envs+=("$word"); else cmd+=("$word"); fi
    done
    if [[ "$peer" == squeekboard ]]; then
        "${as_wayland_user[@]}" "${envs[@]}" "$work/mapwait" --wayland --log "$log" "$@" -- "${cmd[@]}" 2>&1 | tail -1
    else
        env "${envs[@]}" "$work/mapwait" --log "$log" "$@" -- "${cmd[@]}" 2>&1 | tail -1
    fi
}

declare -A med_map med_rss med_cpu details
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) exit; m = int((NR + 1) / 2); print (NR % 2) ? v[m] : (v[m] + v[m + 1]) / 2 }'; }

for p in "${selected[@]}"; do
    [[ -z "${problem[$p]+x}" ]] || { say "$p: ${problem[$p]}"; continue; }
    if [[ "$p" == squeekboard ]]; then log_dir=$wayland_log_dir; else log_dir=$work; fi
    say "$p: warm-up run"
    measure "$p" "$log_dir/$p-warmup.log" --settle 0 --idle 0 >/dev/null || true
    : >"$work/$p.results"
    last_error=""
    for i in $(seq "$runs"); do
        line=$(measure "$p" "$log_dir/$p-$i.log") || true
        say "$p: run $i/$runs: $line"
        if [[ "$line" == map_ms=* ]]; then
            echo "$line" >>"$work/$p.results"
        else
            last_error=${line#error: }
            if [[ -s "$log_dir/$p-$i.log" ]]; then
                say "$p: last lines of its output:"
                { grep -v -E '^\[|wl_|^$' "$log_dir/$p-$i.log" || true; } | tail -3 | sed 's/^/    /' >&2
            fi
        fi
        sleep 0.3
    done
    ok=$(grep -c . "$work/$p.results" || true)
    field() { sed -n "s/.*\b$1=\([^ ]*\).*/\1/p" "$work/$p.results"; }
    if [[ $ok -eq 0 ]]; then
        problem[$p]="failed: ${last_error:-no run succeeded}"
        continue
    fi
    med_map[$p]=$(field map_ms | median)
    med_rss[$p]=$(field hwm_kb | median)
    med_cpu[$p]=$(field cpu_ms | median)
    range=$(field map_ms | sort -g | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.0f–%.0f ms", lo, hi }')
    size=$(field size | sort | uniq -c | sort -rn | awk 'NR == 1 { print $2 }')
    procs=$(field procs | sort -n | tail -1)
    details[$p]="start $range over $ok run(s)"
    [[ $ok -lt $runs ]] && details[$p]+=" ($((runs - ok)) failed: $last_error)"
    [[ "$p" == squeekboard ]] || details[$p]+=", window ${size}"
    [[ "$procs" -gt 1 ]] && details[$p]+=", $procs processes"
    details[$p]+=", CPU $(field cpu_ms | sort -g | paste -s -d ' ') ms"
done
[[ -n "${med_map[keysim]+x}" ]] || die "KeySim itself could not be measured: ${problem[keysim]:-}"

# --- the table ------------------------------------------------------------------------------

ms() { awk -v v="$1" 'BEGIN { printf "%.0f ms", v }'; }
mb() { awk -v v="$1" 'BEGIN { m = v / 1024; printf (m < 10 ? "%.1f MB" : "%.0f MB"), m }'; }
ratio() { # KeySim ÷ peer
    awk -v k="$1" -v p="$2" 'BEGIN {
        if (p == 0) { print (k == 0 ? "both 0" : "peer 0"); exit }
        r = k / p
        printf (r >= 10 ? "%.0f×" : (r >= 1 ? "%.1f×" : "%.2f×")), r }'
}

echo "| peer | start to window mapped (median) | peak RSS | idle CPU / 5 s | KeySim's ratio (start · RSS · CPU) |"
echo "|---|---:|---:|---:|---|"
for p in "${selected[@]}"; do
    if [[ -n "${problem[$p]+x}" ]]; then
        echo "| ${label[$p]} | — | — | — | ${problem[$p]//|/\\|} |"
        continue
    fi
    if [[ "$p" == keysim ]]; then
        r="—"
    else
        r="$(ratio "${med_map[keysim]}" "${med_map[$p]}") · $(ratio "${med_rss[keysim]}" "${med_rss[$p]}") · $(ratio "${med_cpu[keysim]}" "${med_cpu[$p]}")"
    fi
    echo "| ${label[$p]} | $(ms "${med_map[$p]}") | $(mb "${med_rss[$p]}") | $(ms "${med_cpu[$p]}") | $r |"
done
echo
echo "Median of $runs runs each, after one warm-up run; Xvfb 1920x1080x24, no window manager; load average $load_before at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end. Ratio: KeySim's figure ÷ the peer's (below 1: KeySim is smaller or faster)."
echo
for p in "${selected[@]}"; do
    [[ -n "${details[$p]+x}" ]] && echo "- ${label[$p]}: ${details[$p]}"
done
exit 0
