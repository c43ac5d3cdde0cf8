/*
 * CNcurses: the C side of the CursesScreen backend.
 *
 * Swift cannot import curses macros (A_BOLD, KEY_F(n), mouse masks) and, in Swift 6 mode,
 * refuses C globals (stdscr, COLORS, LINES, ...) as shared mutable state, so each one is
 * wrapped in a static inline function here. The signal handling that must run in signal
 * context (stop-signal flags plus self-pipe, the fatal-signal handler that restores the
 * terminal) lives in cncurses.c.
 */
#ifndef CNCURSES_H
#define CNCURSES_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1 /* SwiftPM drops pkg-config's -D_XOPEN_SOURCE: without this the wide API is hidden */
#endif

#include <locale.h>
#include <langinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* glibc declares wcwidth only under _XOPEN_SOURCE. */
extern int wcwidth(wchar_t c);

/* ---- globals ---------------------------------------------------------------------------- */

static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline WINDOW *cnc_curscr(void) { return curscr; }
static inline int cnc_COLORS(void) { return COLORS; }
static inline int cnc_COLOR_PAIRS(void) { return COLOR_PAIRS; }
static inline int cnc_LINES(void) { return LINES; }
static inline int cnc_COLS(void) { return COLS; }
static inline int cnc_ESCDELAY(void) { return ESCDELAY; }
static inline FILE *cnc_stdin(void) { return stdin; }
static inline FILE *cnc_stdout(void) { return stdout; }
static inline const char *cnc_codeset(void) { return nl_langinfo(CODESET); }

/* ---- attributes and colors -------------------------------------------------------------- */

static inline attr_t cnc_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t cnc_A_BOLD(void) { return A_BOLD; }
static inline attr_t cnc_A_DIM(void) { return A_DIM; }
static inline attr_t cnc_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t cnc_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t cnc_A_ITALIC(void) { return A_ITALIC; }
static inline attr_t cnc_A_COLOR(void) { return A_COLOR; }
static inline attr_t cnc_COLOR_PAIR(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* ---- keys and mouse --------------------------------------------------------------------- */

static inline int cnc_KEY_F(int n) { return KEY_F(n); }
static inline mmask_t cnc_BUTTON1_PRESSED(void) { return BUTTON1_PRESSED; }
static inline mmask_t cnc_BUTTON1_RELEASED(void) { return BUTTON1_RELEASED; }
static inline mmask_t cnc_BUTTON1_CLICKED(void) { return BUTTON1_CLICKED; }
static inline mmask_t cnc_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }

/* ---- cells ------------------------------------------------------------------------------ */

/* The number of characters a cchar_t holds (one spacing character plus combining marks). */
static inline int cnc_CCHARW_MAX(void) { return CCHARW_MAX; }

/* ---- stop signals (TERM, INT, HUP, QUIT, USR1, USR2, ALRM) ---------------------------- */

/*
 * Installs handlers for the stop signals (the ones whose default action ends the process
 * without restoring the terminal) that record the signal and write one byte to a self-pipe,
 * so a thread waiting in cnc_wait_for_input wakes up whichever thread the signal was
 * delivered to. Call it before newterm: ncurses installs its own handlers only where the
 * disposition is SIG_DFL. A signal that was ignored (SIG_IGN, as under nohup) stays ignored.
 * The self-pipe is made by the first call and kept open for the life of the process. Returns
 * 0, or -1 with errno set and nothing installed.
 */
int cnc_install_stop_handlers(void);
/* Puts back the handlers that were there before (the self-pipe stays open, drained). */
void cnc_restore_stop_handlers(void);
/* The stop signals received since the last call, one bit per signal number (1u << sig). */
unsigned cnc_take_stop_signals(void);
/* Whether sig is one of the stop signals. */
int cnc_is_stop_signal(int sig);

/*
 * Ends the process with sig's default action (so the parent sees it killed by sig, and a
 * shell reports 128 + sig), after flushing stdio. For a stop or fatal signal only.
 */
_Noreturn void cnc_exit_with_signal(int sig);
/* Makes the exit hook end the process with sig (0: not), for an app that exits without end(). */
void cnc_owe_exit_signal(int sig);
/* Registers (once) the exit hook that restores the terminal and pays an owed exit signal. */
void cnc_register_exit_hook(void);

/* ---- waiting for input ------------------------------------------------------------------ */

/*
 * Blocks SIGWINCH and the stop signals in the calling thread, so that a check for
 * buffered input followed by cnc_wait_for_input cannot lose a wake-up: a signal that arrives
 * in between stays pending and interrupts the wait at once. Pair with cnc_end_input_check.
 */
void cnc_begin_input_check(void);
void cnc_end_input_check(void);

enum {
    CNC_WAIT_TIMEOUT = 0,
    CNC_WAIT_INPUT = 1,       /* the input descriptor is readable */
    CNC_WAIT_INPUT_CLOSED = 2, /* the input descriptor reported hang-up or an error */
    CNC_WAIT_WOKEN = 4,       /* a stop signal wrote to the self-pipe (drained) */
    CNC_WAIT_INTERRUPTED = 8  /* another signal (SIGWINCH, say) interrupted the wait */
};

/*
 * Waits (with ppoll, atomically restoring the signal mask saved by cnc_begin_input_check,
 * minus SIGWINCH and the stop signals, which are always let through while waiting)
 * until input_fd is readable (or hung up), a stop signal arrived, any other signal interrupted the
 * wait, or timeout_ns passed (negative: no limit). input_fd < 0 waits for signals only.
 * Returns a combination of the CNC_WAIT_ flags.
 */
int cnc_wait_for_input(int input_fd, int64_t timeout_ns);

/* ---- fatal signals (ILL, TRAP, ABRT, SEGV, BUS, FPE) ------------------------------------ */

/*
 * Installs a handler for the fatal signals that restores the terminal (endwin), writes one
 * line `prefix SIGNAME suffix` to original_stderr_fd (with write only), re-installs the
 * previous handler and calls it (the Swift runtime's backtracer, whose report then goes to
 * the redirected stderr), then ends the process with the signal's default action, whether
 * the signal was a real fault or sent by kill. A signal that was ignored before and is sent
 * by software stays ignored. The strings are copied. Returns 0, or -1 with errno set.
 */
int cnc_install_fatal_handlers(int original_stderr_fd, const char *prefix, const char *suffix);
void cnc_restore_fatal_handlers(void);
/* Whether the fatal handler (and the exit hook the first install registers with atexit,
 * for an exit() while curses is active) should call endwin. */
void cnc_set_curses_active(int active);

/* ---- terminal and process --------------------------------------------------------------- */

/* The size the kernel reports for the terminal on fd. Returns 0, or -1 when fd is no tty. */
int cnc_terminal_size(int fd, int *rows, int *cols);

/* True when SIGTSTP was ignored when the handlers were installed (no job control). */
int cnc_suspend_is_ignored(void);

/*
 * Stops the process group as Ctrl-Z would in a cooked terminal, with the default SIGTSTP
 * action (whatever handler ncurses installed is bypassed and put back), and returns once the
 * process has been continued. Call it after endwin.
 */
void cnc_stop_process_group(void);

#endif /* CNCURSES_H */
