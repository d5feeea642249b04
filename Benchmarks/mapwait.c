/*
 * mapwait: launch a program and measure, the same way for every program,
 *   1. start-up: from just before fork() to the first top-level window mapped,
 *   2. peak RSS: VmHWM two seconds after that, summed over the program's session,
 *   3. idle CPU: utime + stime used by that session over the next five seconds.
 *
 * "Top-level window mapped" (X11, the default) is the first MapNotify, seen through
 * SubstructureNotifyMask on the root window, for a child of the root whose
 * override_redirect is false: a window a window manager would manage. Override-redirect
 * windows (menus, tooltips, a toolkit's helper windows) are logged but not counted. The
 * display must be one the program has to itself (a fresh Xvfb): the tool does not ask whose
 * window it is, since matchbox-keyboard and xvkbd set no _NET_WM_PID.
 *
 * --wayland: for a Wayland client such as squeekboard, which has no X window. The child runs
 * with WAYLAND_DEBUG=client and its stderr piped here; "mapped" is the first
 * wl_surface.commit() after a wl_surface.attach() of a buffer on that surface: the moment a
 * compositor can show it. Printing the protocol log costs the client a little time.
 *
 * The child runs in its own session (setsid), so the figures count it and every process it
 * forks (onboard is Python; a helper a peer spawns counts too), and at the end the whole
 * session is killed: SIGTERM, then SIGKILL after half a second.
 *
 * Usage: mapwait [--timeout S] [--settle S] [--idle S] [--log FILE] [--wayland] -- CMD ARGS...
 * Prints one line on success (exit 0):
 *   map_ms=12.345 hwm_kb=6012 cpu_ms=0 procs=1 window=0x200001 size=640x200
 * and on failure one line "error: ..." on stderr with exit 2 (timed out), 3 (could not run the
 * command), 4 (it exited before mapping a window), 64 (usage) or 69 (no X display).
 *
 * Build: gcc -O2 -o mapwait mapwait.c -lX11
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int ignore_x_error(Display *d, XErrorEvent *e) {
    (void)d;
    (void)e;
    return 0;
}

/* Session id (field 6) of /proc/PID/stat, with utime+stime (fields 14, 15) in ticks. */
static int read_stat(pid_t pid, long *session, unsigned long long *ticks) {
    char path[64], buf[4096];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    int fd = open(path, O_RDONLY);
    if (fd < 0) return -1;
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    char *p = strrchr(buf, ')'); /* the command name may hold spaces */
    if (!p) return -1;
    /* after ")": state(3) ppid(4) pgrp(5) session(6) tty(7) tpgid(8) flags(9) minflt(10)
       cminflt(11) majflt(12) cmajflt(13) utime(14) stime(15) */
    char state;
    int ppid, pgrp, sess, tty, tpgid;
    unsigned flags;
    unsigned long minflt, cminflt, majflt, cmajflt, ut, st;
    if (sscanf(p + 2, "%c %d %d %d %d %d %u %lu %lu %lu %lu %lu %lu", &state, &ppid, &pgrp,
               &sess, &tty, &tpgid, &flags, &minflt, &cminflt, &majflt, &cmajflt, &ut,
               &st) != 13)
        return -1;
    *session = sess;
    *ticks = (unsigned long long)ut + st;
    return 0;
}

static long read_hwm_kb(pid_t pid) {
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    long kb = 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1) break;
    fclose(f);
    return kb;
}

/* Every live process of the session led by `leader`. */
static int session_members(pid_t leader, pid_t *out, int max) {
    DIR *d = opendir("/proc");
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < max) {
        char *end;
        long pid = strtol(e->d_name, &end, 10);
        if (*end || pid <= 0) continue;
        long sess;
        unsigned long long ticks;
        if (read_stat((pid_t)pid, &sess, &ticks) == 0 && sess == leader) out[n++] = (pid_t)pid;
    }
    closedir(d);
    return n;
}

static unsigned long long session_ticks(pid_t leader) {
    pid_t pids[512];
    int n = session_members(leader, pids, 512);
    unsigned long long total = 0;
    for (int i = 0; i < n; i++) {
        long sess;
        unsigned long long ticks;
        if (read_stat(pids[i], &sess, &ticks) == 0) total += ticks;
    }
    return total;
}

static pid_t child_pid;

static void kill_session(void) {
    if (child_pid <= 0) return;
    pid_t pids[512];
    kill(-child_pid, SIGTERM);
    int n = session_members(child_pid, pids, 512);
    for (int i = 0; i < n; i++) kill(pids[i], SIGTERM);
    for (int i = 0; i < 50; i++) { /* up to 0.5 s to go quietly */
        if (waitpid(child_pid, NULL, WNOHANG) != 0 &&
            session_members(child_pid, pids, 512) == 0)
            break;
        usleep(10000);
    }
    kill(-child_pid, SIGKILL);
    n = session_members(child_pid, pids, 512);
    for (int i = 0; i < n; i++) kill(pids[i], SIGKILL);
    waitpid(child_pid, NULL, 0);
    child_pid = 0;
}

static void on_signal(int sig) {
    kill_session();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Reads what the child wrote to the pipe; in Wayland mode, watches for the first buffer
   committed to a surface. Returns 1 once seen, 0 otherwise, -1 at end of file. */
static int pipe_fd = -1;
static FILE *log_file;
static char line_buf[65536];
static size_t line_len;
static char attached[64][32]; /* surfaces ("wl_surface@N") with a buffer attached */
static int attached_count;

static int scan_line(const char *line) {
    const char *s = strstr(line, "-> wl_surface@");
    if (!s) return 0;
    s += 3;
    const char *dot = strchr(s, '.');
    if (!dot || dot - s >= 31) return 0;
    char name[32];
    memcpy(name, s, dot - s);
    name[dot - s] = 0;
    if (strncmp(dot, ".attach(wl_buffer@", 18) == 0) {
        if (attached_count < 64) strcpy(attached[attached_count++], name);
    } else if (strncmp(dot, ".commit()", 9) == 0) {
        for (int i = 0; i < attached_count; i++)
            if (strcmp(attached[i], name) == 0) return 1;
    }
    return 0;
}

static int drain_pipe(int watch) {
    char buf[8192];
    int seen = 0;
    for (;;) {
        ssize_t n = read(pipe_fd, buf, sizeof buf);
        if (n == 0) return seen ? 1 : -1;
        if (n < 0) return seen; /* EAGAIN */
        if (log_file) fwrite(buf, 1, n, log_file);
        if (!watch || seen) continue;
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] == '\n' || line_len == sizeof line_buf - 1) {
                line_buf[line_len] = 0;
                line_len = 0;
                if (!seen && scan_line(line_buf)) seen = 1;
            } else {
                line_buf[line_len++] = buf[i];
            }
        }
    }
}

/* Sleeps `ms`, keeping the child's pipe drained so that it never blocks on a write. */
static void sleep_draining(double ms) {
    double until = now_ms() + ms;
    for (;;) {
        double left = until - now_ms();
        if (left <= 0) return;
        if (pipe_fd >= 0) {
            struct pollfd p = {pipe_fd, POLLIN, 0};
            if (poll(&p, 1, (int)left + 1) > 0) {
                if (drain_pipe(0) < 0) {
                    close(pipe_fd);
                    pipe_fd = -1;
                }
            }
        } else {
            usleep((useconds_t)(left * 1000));
        }
    }
}

static void usage(void) {
    fprintf(stderr,
            "usage: mapwait [--timeout S] [--settle S] [--idle S] [--log FILE] [--wayland] "
            "-- COMMAND [ARGS...]\n");
    exit(64);
}

int main(int argc, char **argv) {
    double timeout_s = 30, settle_s = 2, idle_s = 5;
    const char *log_path = NULL;
    int wayland = 0, i = 1;
    for (; i < argc; i++) {
        if (!strcmp(argv[i], "--")) {
            i++;
            break;
        } else if (!strcmp(argv[i], "--wayland")) {
            wayland = 1;
        } else if (i + 1 < argc && !strcmp(argv[i], "--timeout")) {
            timeout_s = atof(argv[++i]);
        } else if (i + 1 < argc && !strcmp(argv[i], "--settle")) {
            settle_s = atof(argv[++i]);
        } else if (i + 1 < argc && !strcmp(argv[i], "--idle")) {
            idle_s = atof(argv[++i]);
        } else if (i + 1 < argc && !strcmp(argv[i], "--log")) {
            log_path = argv[++i];
        } else {
            usage();
        }
    }
    if (i >= argc) usage();
    char **cmd = argv + i;

    if (log_path && !(log_file = fopen(log_path, "w"))) {
        fprintf(stderr, "error: cannot write %s: %s\n", log_path, strerror(errno));
        return 64;
    }

    Display *dpy = NULL;
    if (!wayland) {
        dpy = XOpenDisplay(NULL);
        if (!dpy) {
            fprintf(stderr, "error: cannot open X display '%s'\n",
                    getenv("DISPLAY") ? getenv("DISPLAY") : "");
            return 69;
        }
        XSetErrorHandler(ignore_x_error);
        XSelectInput(dpy, DefaultRootWindow(dpy), SubstructureNotifyMask);
        XSync(dpy, False);
    }

    int errpipe[2]; /* tells the parent why exec failed; closes on a successful exec */
    int outpipe[2] = {-1, -1};
    if (pipe2(errpipe, O_CLOEXEC) != 0) return 3;
    if (wayland && pipe2(outpipe, O_CLOEXEC) != 0) return 3;

    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    signal(SIGHUP, on_signal);

    double t0 = now_ms();
    child_pid = fork();
    if (child_pid < 0) {
        perror("fork");
        return 3;
    }
    if (child_pid == 0) {
        setsid();
        int out = -1;
        if (log_file) out = fileno(log_file);
        else out = open("/dev/null", O_WRONLY);
        dup2(out, 1);
        if (wayland) {
            dup2(outpipe[1], 2);
            setenv("WAYLAND_DEBUG", "client", 1);
        } else {
            dup2(out, 2);
        }
        execvp(cmd[0], cmd);
        int err = errno;
        if (write(errpipe[1], &err, sizeof err) < 0) {}
        _exit(127);
    }
    close(errpipe[1]);
    int exec_err = 0;
    if (read(errpipe[0], &exec_err, sizeof exec_err) == sizeof exec_err) {
        waitpid(child_pid, NULL, 0);
        child_pid = 0;
        fprintf(stderr, "error: cannot run %s: %s\n", cmd[0], strerror(exec_err));
        return 3;
    }
    close(errpipe[0]);
    if (wayland) {
        close(outpipe[1]);
        pipe_fd = outpipe[0];
        fcntl(pipe_fd, F_SETFL, O_NONBLOCK);
        if (log_file) { /* the log gets the protocol too; stdout went there directly */
            fflush(log_file);
        }
    }

    double mapped = -1;
    Window window = 0;
    int width = 0, height = 0;
    int xfd = dpy ? ConnectionNumber(dpy) : pipe_fd;
    for (;;) {
        if (dpy) {
            while (XPending(dpy)) {
                XEvent ev;
                XNextEvent(dpy, &ev);
                if (ev.type != MapNotify) continue;
                double t = now_ms();
                if (ev.xmap.override_redirect) {
                    if (log_file)
                        fprintf(log_file, "mapwait: override-redirect 0x%lx mapped at %.3f ms (not counted)\n",
                                ev.xmap.window, t - t0);
                    continue;
                }
                mapped = t;
                window = ev.xmap.window;
                break;
            }
        } else {
            int r = drain_pipe(1);
            if (r == 1) mapped = now_ms();
            if (r < 0) {
                close(pipe_fd);
                pipe_fd = -1;
            }
        }
        if (mapped >= 0) break;
        int status;
        if (waitpid(child_pid, &status, WNOHANG) == child_pid) {
            child_pid = 0;
            if (WIFEXITED(status))
                fprintf(stderr, "error: %s exited with status %d before mapping a window\n",
                        cmd[0], WEXITSTATUS(status));
            else
                fprintf(stderr, "error: %s died of signal %d before mapping a window\n", cmd[0],
                        WTERMSIG(status));
            return 4;
        }
        double left = t0 + timeout_s * 1000 - now_ms();
        if (left <= 0) {
            kill_session();
            fprintf(stderr, "error: no window mapped within %.0f s\n", timeout_s);
            return 2;
        }
        if (xfd >= 0) {
            struct pollfd p = {xfd, POLLIN, 0};
            poll(&p, 1, left < 50 ? (int)left + 1 : 50);
        } else {
            usleep(10000);
        }
    }

    if (dpy) {
        XWindowAttributes a;
        if (XGetWindowAttributes(dpy, window, &a)) {
            width = a.width;
            height = a.height;
        }
    }

    sleep_draining(settle_s * 1000);
    pid_t pids[512];
    int procs = session_members(child_pid, pids, 512);
    long hwm = 0;
    for (int k = 0; k < procs; k++) hwm += read_hwm_kb(pids[k]);

    unsigned long long before = session_ticks(child_pid);
    sleep_draining(idle_s * 1000);
    unsigned long long after = session_ticks(child_pid);
    long hz = sysconf(_SC_CLK_TCK);
    /* a process that exits in between takes its ticks with it: never report below zero */
    double cpu_ms = after > before ? (after - before) * 1000.0 / hz : 0;

    kill_session();
    if (log_file) fclose(log_file);
    printf("map_ms=%.3f hwm_kb=%ld cpu_ms=%.0f procs=%d window=0x%lx size=%dx%d\n",
           mapped - t0, hwm, cpu_ms, procs, (unsigned long)window, width, height);
    return 0;
}
