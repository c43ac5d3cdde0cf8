/*
 * Signal handling for the CursesScreen backend. Everything that runs in signal context is
 * here, in C, because it must use only async-signal-safe calls and because Swift cannot
 * name `struct sigaction` and the `sigaction` function apart.
 */
#define _GNU_SOURCE 1 /* ppoll, pipe2 */

#include "cncurses.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

/* ---- termination signals ------------------------------------------------------------------ */

static const int termination_signals[] = { SIGTERM, SIGHUP, SIGINT };
#define TERMINATION_COUNT ((int)(sizeof termination_signals / sizeof termination_signals[0]))

static struct sigaction previous_termination[TERMINATION_COUNT];
static int termination_installed[TERMINATION_COUNT];
static atomic_int received_termination = 0;
static int wake_pipe[2] = { -1, -1 };
static int tstp_was_ignored = 0;

static void termination_handler(int sig) {
    int saved_errno = errno;
    int expected = 0;
    atomic_compare_exchange_strong(&received_termination, &expected, sig);
    if (wake_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(wake_pipe[1], &byte, 1); /* a full pipe already wakes the reader */
        (void)ignored;
    }
    errno = saved_errno;
}

int cnc_install_termination_handlers(void) {
    if (wake_pipe[0] < 0 && pipe2(wake_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        wake_pipe[0] = wake_pipe[1] = -1;
        return -1;
    }
    atomic_store(&received_termination, 0);

    struct sigaction tstp;
    if (sigaction(SIGTSTP, NULL, &tstp) == 0) {
        tstp_was_ignored = (tstp.sa_handler == SIG_IGN);
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = termination_handler;
    action.sa_flags = SA_RESTART; /* ncurses' own reads and writes must not see EINTR */
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < TERMINATION_COUNT; i++) sigaddset(&action.sa_mask, termination_signals[i]);

    for (int i = 0; i < TERMINATION_COUNT; i++) {
        struct sigaction old;
        if (sigaction(termination_signals[i], NULL, &old) != 0) return -1;
        if (old.sa_handler == SIG_IGN) { /* nohup and friends: keep ignoring it */
            termination_installed[i] = 0;
            continue;
        }
        if (sigaction(termination_signals[i], &action, &previous_termination[i]) != 0) return -1;
        termination_installed[i] = 1;
    }
    return 0;
}

void cnc_restore_termination_handlers(void) {
    for (int i = 0; i < TERMINATION_COUNT; i++) {
        if (termination_installed[i]) {
            sigaction(termination_signals[i], &previous_termination[i], NULL);
            termination_installed[i] = 0;
        }
    }
    if (wake_pipe[0] >= 0) {
        close(wake_pipe[0]);
        close(wake_pipe[1]);
        wake_pipe[0] = wake_pipe[1] = -1;
    }
}

int cnc_termination_signal(void) {
    return atomic_load(&received_termination);
}

/* ---- waiting for input -------------------------------------------------------------------- */

static sigset_t mask_before_check;
static int check_in_progress = 0;

void cnc_begin_input_check(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    for (int i = 0; i < TERMINATION_COUNT; i++) sigaddset(&set, termination_signals[i]);
    pthread_sigmask(SIG_BLOCK, &set, &mask_before_check);
    check_in_progress = 1;
}

void cnc_end_input_check(void) {
    if (check_in_progress) {
        check_in_progress = 0;
        pthread_sigmask(SIG_SETMASK, &mask_before_check, NULL);
    }
}

static void drain_wake_pipe(void) {
    char buffer[64];
    while (read(wake_pipe[0], buffer, sizeof buffer) > 0) {
    }
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
    if (wake_pipe[0] >= 0) {
        fds[count].fd = wake_pipe[0];
        fds[count].events = POLLIN;
        fds[count].revents = 0;
        wake_index = (int)count++;
    }
    struct timespec limit, *limit_pointer = NULL;
    if (timeout_ns >= 0) {
        limit.tv_sec = (time_t)(timeout_ns / 1000000000);
        limit.tv_nsec = (long)(timeout_ns % 1000000000);
        limit_pointer = &limit;
    }
    /* The mask while waiting: the thread's usual one, but with the wake-up signals let
     * through even where the thread normally blocks them (dispatch worker threads block
     * SIGWINCH and SIGTERM), so that a signal sent to this thread always ends the wait. */
    sigset_t wait_mask;
    if (check_in_progress) {
        wait_mask = mask_before_check;
    } else {
        pthread_sigmask(SIG_BLOCK, NULL, &wait_mask);
    }
    sigdelset(&wait_mask, SIGWINCH);
    for (int i = 0; i < TERMINATION_COUNT; i++) sigdelset(&wait_mask, termination_signals[i]);
    int ready = ppoll(fds, count, limit_pointer, &wait_mask);
    if (ready < 0) return errno == EINTR ? CNC_WAIT_INTERRUPTED : CNC_WAIT_INPUT_CLOSED;
    if (ready == 0) return CNC_WAIT_TIMEOUT;
    int result = 0;
    if (input_index >= 0) {
        short revents = fds[input_index].revents;
        if (revents & POLLIN) result |= CNC_WAIT_INPUT;
        else if (revents & (POLLHUP | POLLERR | POLLNVAL)) result |= CNC_WAIT_INPUT_CLOSED;
    }
    if (wake_index >= 0 && (fds[wake_index].revents & POLLIN)) {
        drain_wake_pipe();
        result |= CNC_WAIT_WOKEN;
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
    (void)context;
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
    if (index >= 0) {
        sigaction(sig, &previous_fatal[index], NULL);
    }
    if (info == NULL || info->si_code <= 0) {
        /* Sent by kill, raise or abort: send it again; it stays pending until we return. */
        raise(sig);
    }
    /* A real fault re-executes the faulting instruction and lands in the previous handler. */
    errno = saved_errno;
}

static void copy_text(char *destination, size_t capacity, const char *source) {
    if (source == NULL) source = "";
    size_t length = strlen(source);
    if (length >= capacity) length = capacity - 1;
    memcpy(destination, source, length);
    destination[length] = '\0';
}

/* exit() while curses is active (a library calling exit, a forgotten end()): restore anyway. */
static void restore_at_exit(void) {
    if (atomic_exchange(&curses_active, 0)) {
        endwin();
    }
    if (fatal_installed && fatal_output_fd >= 0 && fatal_output_fd != STDERR_FILENO) {
        dup2(fatal_output_fd, STDERR_FILENO);
    }
}

int cnc_install_fatal_handlers(int original_stderr_fd, const char *prefix, const char *suffix) {
    static int exit_hook_registered = 0;
    if (!exit_hook_registered && atexit(restore_at_exit) == 0) exit_hook_registered = 1;
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

int cnc_terminal_size(int fd, int *rows, int *cols) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *cols = size.ws_col;
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
