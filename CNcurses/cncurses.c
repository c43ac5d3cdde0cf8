/*
 * Signal handling and waiting for the CursesScreen backend. Everything that runs in signal
 * context is here, in C, because it must use only async-signal-safe calls and because Swift
 * cannot name `struct sigaction` and the `sigaction` function apart. Plain POSIX.1-2008
 * (Package.swift builds it with _XOPEN_SOURCE=700 on Linux, which hides GNU extensions).
 */
#include "cncurses.h"
#include "cncurses_curses.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* ---- stop signals ------------------------------------------------------------------------- */

/* The signals whose default action ends the process without a word: a full-screen app must
 * give the terminal back first. (Fatal signals are below; SIGPIPE cannot reach a terminal.) */
static const int stop_signals[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM };
#define STOP_COUNT ((int)(sizeof stop_signals / sizeof stop_signals[0]))

static struct sigaction previous_stop[STOP_COUNT];
static int stop_installed[STOP_COUNT];
/* One bit per signal number that arrived and was not taken yet. */
static atomic_uint received_signals = 0;
/* The self-pipe. It is made once and never closed: a handler running on another thread may be
 * about to write to it at any moment, and a closed descriptor could by then name another file.
 * The write end is read by handlers, so it is atomic; the read end is the waiting thread's. */
static atomic_int wake_write_fd = -1;
static int wake_read_fd = -1;
static int tstp_was_ignored = 0;
/* The signal `cnc_exit_with_signal` is owed: set when a screen stopped on one, so that the exit
 * hook can still end the process with it when the app never calls end(). */
static atomic_int owed_exit_signal = 0;

/* Wakes cnc_wait_for_input. Async-signal-safe. */
static void wake_waiter(void) {
    int fd = atomic_load(&wake_write_fd);
    if (fd >= 0) {
        char byte = 1;
        ssize_t ignored = write(fd, &byte, 1); /* a full pipe already wakes the reader */
        (void)ignored;
    }
}

static void stop_handler(int sig) {
    int saved_errno = errno;
    if (sig > 0 && sig < 32) atomic_fetch_or(&received_signals, 1u << sig);
    wake_waiter();
    errno = saved_errno;
}

static void drain_wake_pipe(void) {
    if (wake_read_fd < 0) return;
    char buffer[64];
    while (read(wake_read_fd, buffer, sizeof buffer) > 0) {
    }
}

int cnc_is_stop_signal(int sig) {
    for (int i = 0; i < STOP_COUNT; i++) {
        if (stop_signals[i] == sig) return 1;
    }
    return 0;
}

void cnc_restore_stop_handlers(void) {
    for (int i = 0; i < STOP_COUNT; i++) {
        if (stop_installed[i]) {
            sigaction(stop_signals[i], &previous_stop[i], NULL);
            stop_installed[i] = 0;
        }
    }
    drain_wake_pipe();
}

/* Both ends non-blocking (a handler never waits on a full pipe, draining never waits on an
 * empty one) and closed on exec. */
static int make_wake_pipe(void) {
    int fds[2];
    if (pipe(fds) != 0) return -1;
    for (int i = 0; i < 2; i++) {
        int status = fcntl(fds[i], F_GETFL);
        int descriptor_flags = fcntl(fds[i], F_GETFD);
        if (status < 0 || descriptor_flags < 0 || fcntl(fds[i], F_SETFL, status | O_NONBLOCK) != 0
            || fcntl(fds[i], F_SETFD, descriptor_flags | FD_CLOEXEC) != 0) {
            int saved_errno = errno;
            close(fds[0]);
            close(fds[1]);
            errno = saved_errno;
            return -1;
        }
    }
    wake_read_fd = fds[0];
    atomic_store(&wake_write_fd, fds[1]);
    return 0;
}

int cnc_install_stop_handlers(void) {
    if (wake_read_fd < 0 && make_wake_pipe() != 0) return -1;
    drain_wake_pipe();
    atomic_store(&received_signals, 0);

    struct sigaction tstp;
    if (sigaction(SIGTSTP, NULL, &tstp) == 0) {
        tstp_was_ignored = (tstp.sa_handler == SIG_IGN);
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = stop_handler;
    action.sa_flags = SA_RESTART; /* ncurses' own reads and writes must not see EINTR */
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < STOP_COUNT; i++) sigaddset(&action.sa_mask, stop_signals[i]);

    for (int i = 0; i < STOP_COUNT; i++) {
        struct sigaction old;
        if (sigaction(stop_signals[i], NULL, &old) != 0) goto failed;
        if (old.sa_handler == SIG_IGN) { /* nohup and friends: keep ignoring it */
            stop_installed[i] = 0;
            continue;
        }
        if (sigaction(stop_signals[i], &action, &previous_stop[i]) != 0) goto failed;
        stop_installed[i] = 1;
    }
    return 0;

failed: {
        int saved_errno = errno;
        cnc_restore_stop_handlers();
        errno = saved_errno;
        return -1;
    }
}

unsigned cnc_take_stop_signals(void) {
    return atomic_exchange(&received_signals, 0u);
}

/* Ends the process the way `sig`'s default action does: every stop and fatal signal's default
 * ends it, so the parent sees "killed by sig" and a shell reports 128 + sig. Only
 * async-signal-safe calls. */
static _Noreturn void die_by_signal(int sig) {
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(sig, &default_action, NULL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
    _exit(128 + sig); /* not reached: the default action of every signal we pass ends the process */
}

void cnc_owe_exit_signal(int sig) {
    atomic_store(&owed_exit_signal, sig);
}

void cnc_exit_with_signal(int sig) {
    atomic_store(&owed_exit_signal, 0);
    fflush(NULL); /* what the app printed is not lost: exit() would have flushed it */
    die_by_signal(sig);
}

/* ---- resizes ----------------------------------------------------------------------------- */

/* The SIGWINCH handler that was there when cnc_watch_resizes ran (curses'): written only
 * while ours is not installed, so a handler may read it. */
static struct sigaction previous_winch;
static int winch_watched = 0;

static void winch_handler(int sig, siginfo_t *info, void *context) {
    int saved_errno = errno;
    /* Curses' handler notes the resize; its next read then queues KEY_RESIZE. It runs first:
     * woken before the note, the waiting thread (this handler may run on another) would read
     * nothing and wait again. */
    if (previous_winch.sa_handler != SIG_DFL && previous_winch.sa_handler != SIG_IGN) {
        if (previous_winch.sa_flags & SA_SIGINFO) {
            previous_winch.sa_sigaction(sig, info, context);
        } else {
            previous_winch.sa_handler(sig);
        }
    }
    wake_waiter();
    errno = saved_errno;
}

int cnc_watch_resizes(void) {
    if (winch_watched) return 0;
    if (wake_read_fd < 0 && make_wake_pipe() != 0) return -1;
    if (sigaction(SIGWINCH, NULL, &previous_winch) != 0) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = winch_handler;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    action.sa_mask = previous_winch.sa_mask;
    if (sigaction(SIGWINCH, &action, NULL) != 0) return -1;
    winch_watched = 1;
    return 0;
}

void cnc_unwatch_resizes(void) {
    if (!winch_watched) return;
    sigaction(SIGWINCH, &previous_winch, NULL);
    winch_watched = 0;
}

/* ---- waiting for input -------------------------------------------------------------------- */

/* poll's timeout: whole milliseconds, rounded up so that a short wait never spins. */
static int poll_timeout(int64_t timeout_ns) {
    if (timeout_ns < 0) return -1;
    int64_t milliseconds = timeout_ns / 1000000 + (timeout_ns % 1000000 != 0);
    return milliseconds > INT_MAX ? INT_MAX : (int)milliseconds;
}

int cnc_wait_for_input(int input_fd, int64_t timeout_ns) {
    struct pollfd fds[2];
    nfds_t count = 0;
    int input_index = -1, wake_index = -1;
    if (input_fd >= 0) {
        fds[count].fd = input_fd;
        fds[count].events = POLLIN;
        fds[count].revents = 0;
        input_index = (int)count++;
    }
    if (wake_read_fd >= 0) {
        fds[count].fd = wake_read_fd;
        fds[count].events = POLLIN;
        fds[count].revents = 0;
        wake_index = (int)count++;
    }
    /* The wake-up signals are let through while waiting even where this thread normally
     * blocks them (dispatch worker threads block SIGWINCH and SIGTERM): one that is pending
     * is delivered at the unblock, before poll, and its byte in the pipe ends the wait. */
    sigset_t wake_signals, previous_mask;
    sigemptyset(&wake_signals);
    sigaddset(&wake_signals, SIGWINCH);
    for (int i = 0; i < STOP_COUNT; i++) sigaddset(&wake_signals, stop_signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &wake_signals, &previous_mask);
    int ready = poll(fds, count, poll_timeout(timeout_ns));
    int poll_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    int result = 0;
    if (wake_index >= 0 && ready > 0 && (fds[wake_index].revents & POLLIN)) {
        drain_wake_pipe();
        result |= CNC_WAIT_WOKEN;
    }
    if (ready < 0) return poll_errno == EINTR ? CNC_WAIT_INTERRUPTED : CNC_WAIT_INPUT_CLOSED;
    if (ready == 0) return CNC_WAIT_TIMEOUT;
    if (input_index >= 0) {
        short revents = fds[input_index].revents;
        /* A hung-up terminal reports POLLIN with POLLHUP: both are passed on, so that what is
         * still buffered is read before the hang-up counts. */
        if (revents & POLLIN) result |= CNC_WAIT_INPUT;
        if (revents & (POLLHUP | POLLERR | POLLNVAL)) result |= CNC_WAIT_INPUT_CLOSED;
    }
    return result;
}

/* ---- fatal signals ------------------------------------------------------------------------ */

static const int fatal_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE };
static const char *const fatal_names[] = { "SIGILL", "SIGTRAP", "SIGABRT", "SIGSEGV", "SIGBUS", "SIGFPE" };
#define FATAL_COUNT ((int)(sizeof fatal_signals / sizeof fatal_signals[0]))

static struct sigaction previous_fatal[FATAL_COUNT];
static int fatal_installed = 0;
static int fatal_output_fd = -1;
static char fatal_prefix[512];
static char fatal_suffix[4608];
static atomic_int curses_active = 0;

static void write_all(int fd, const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(fd, text, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        text += written;
        length -= (size_t)written;
    }
}

static void fatal_handler(int sig, siginfo_t *info, void *context) {
    int saved_errno = errno;
    int index = -1;
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (fatal_signals[i] == sig) index = i;
    }
    /* Restore the terminal first: whatever the previous handler prints must be readable. */
    if (atomic_exchange(&curses_active, 0)) {
        endwin();
    }
    if (fatal_output_fd >= 0 && index >= 0) {
        write_all(fatal_output_fd, fatal_prefix);
        write_all(fatal_output_fd, fatal_names[index]);
        write_all(fatal_output_fd, fatal_suffix);
    }
    if (index < 0) die_by_signal(sig);
    /* Chain by calling the previous handler here rather than by re-raising for it: the Swift
     * runtime's backtracer (on by default on Linux) resets its signals to the default action,
     * prints the backtrace and returns, expecting the faulting instruction to fault again. A
     * signal sent with kill never comes again, so the process would run on, invisibly. When
     * it returns, the process ends here with the signal's default action either way. */
    struct sigaction previous = previous_fatal[index];
    sigaction(sig, &previous, NULL);
    int sent_by_software = info == NULL || info->si_code <= 0; /* kill, raise, abort */
    if (previous.sa_handler == SIG_IGN) {
        if (sent_by_software) { /* ignored before us: still ignored (a fault cannot be) */
            errno = saved_errno;
            return;
        }
    } else if (previous.sa_handler != SIG_DFL) {
        if (previous.sa_flags & SA_SIGINFO) {
            previous.sa_sigaction(sig, info, context);
        } else {
            previous.sa_handler(sig);
        }
    }
    die_by_signal(sig);
}

static void copy_text(char *destination, size_t capacity, const char *source) {
    if (source == NULL) source = "";
    size_t length = strlen(source);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, source, length);
    destination[length] = '\0';
}

/* exit() while curses is active (a library calling exit, a forgotten end()): restore anyway;
 * and a process whose screen stopped on a signal ends with that signal, end() or not. */
static void restore_at_exit(void) {
    if (atomic_exchange(&curses_active, 0)) {
        endwin();
    }
    if (fatal_installed && fatal_output_fd >= 0 && fatal_output_fd != STDERR_FILENO) {
        dup2(fatal_output_fd, STDERR_FILENO);
    }
    int owed = atomic_exchange(&owed_exit_signal, 0);
    if (owed > 0) cnc_exit_with_signal(owed);
}

void cnc_register_exit_hook(void) {
    static int exit_hook_registered = 0;
    if (!exit_hook_registered && atexit(restore_at_exit) == 0) exit_hook_registered = 1;
}

int cnc_install_fatal_handlers(int original_stderr_fd, const char *prefix, const char *suffix) {
    cnc_register_exit_hook();
    if (fatal_installed) cnc_restore_fatal_handlers();
    fatal_output_fd = original_stderr_fd;
    copy_text(fatal_prefix, sizeof fatal_prefix, prefix);
    copy_text(fatal_suffix, sizeof fatal_suffix, suffix);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = fatal_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < FATAL_COUNT; i++) {
        if (sigaction(fatal_signals[i], &action, &previous_fatal[i]) != 0) {
            int saved_errno = errno;
            for (int j = 0; j < i; j++) sigaction(fatal_signals[j], &previous_fatal[j], NULL);
            errno = saved_errno;
            return -1;
        }
    }
    fatal_installed = 1;
    return 0;
}

void cnc_restore_fatal_handlers(void) {
    if (!fatal_installed) return;
    for (int i = 0; i < FATAL_COUNT; i++) sigaction(fatal_signals[i], &previous_fatal[i], NULL);
    fatal_installed = 0;
    fatal_output_fd = -1;
}

void cnc_set_curses_active(int active) {
    atomic_store(&curses_active, active ? 1 : 0);
}

/* ---- terminal and process ----------------------------------------------------------------- */

int cnc_terminal_size(int fd, int32_t *rows, int32_t *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

int cnc_suspend_is_ignored(void) {
    return tstp_was_ignored;
}

void cnc_stop_process_group(void) {
    struct sigaction default_action, previous;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(SIGTSTP, &default_action, &previous);

    sigset_t tstp, previous_mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &previous_mask);

    kill(0, SIGTSTP); /* the whole foreground group, as the terminal's Ctrl-Z would */

    pthread_sigmask(SIG_SETMASK, &previous_mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}
