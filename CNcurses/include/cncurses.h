/*
 * CNcurses: the C side of the CursesScreen backend, and all that Swift sees of curses.
 *
 * Swift never sees a curses type (WINDOW, cchar_t, attr_t, mmask_t) nor one whose shape
 * differs between C libraries (wint_t is signed on Darwin and unsigned on glibc, wchar_t and
 * the sigaction struct differ too): every call below takes and returns fixed-width integers,
 * strings and FILE pointers only. So this header includes no curses header, and Swift builds
 * the same against Debian's ncursesw 6, the macOS SDK's ncurses (5.7 or 6.0) and Homebrew's
 * ncursesw; what differs between those versions is decided in C (cncurses_curses.h).
 *
 * Curses is process-global: one session at a time (the CursesScreen that started it).
 * docs/CURSES.md explains each choice.
 */
#ifndef CNCURSES_H
#define CNCURSES_H

#include <stdint.h>
#include <stdio.h>

/* ---- the terminal type ------------------------------------------------------------------ */

enum {
    CNC_TERMINAL_USABLE = 0,
    /* Terminfo has no entry for the type. */
    CNC_TERMINAL_UNKNOWN = 1,
    /* No terminfo database was found at all. */
    CNC_TERMINAL_NO_DATABASE = 2,
    /* The entry cannot move the cursor to a given place (`dumb`, a printing terminal): a
     * full screen cannot be drawn on it. */
    CNC_TERMINAL_NOT_ADDRESSABLE = 3,
};

/* Reads the terminfo entry of `type` without writing to the terminal, and says whether a
 * full screen can be drawn with it. */
int cnc_check_terminal(const char *type, int output_fd);

/* ---- the session ------------------------------------------------------------------------ */

/* Where curses takes the screen size from. */
enum {
    /* A terminal: the kernel's size (exported LINES and COLUMNS cannot override it). */
    CNC_SIZE_FROM_TERMINAL = 0,
    /* A file: LINES and COLUMNS, else the terminfo entry's size. */
    CNC_SIZE_FROM_ENVIRONMENT = 1,
    /* A file whose size cnc_set_size gives next: the environment is not read. */
    CNC_SIZE_GIVEN = 2,
};

/* newterm(type, output, input) with the size taken as `size_source` says. Returns 0, or -1
 * when curses refused (no screen was made). */
int cnc_start(const char *type, FILE *output, FILE *input, int size_source);
/* Whether a session is active (between cnc_start and cnc_end). */
int cnc_is_started(void);
/* Gives the terminal back (endwin) and frees the session. Safe to call without one. */
void cnc_end(void);

/* The C library's stdin and stdout (Swift 6 refuses the global variables themselves). */
FILE *cnc_stdin(void);
FILE *cnc_stdout(void);

/* Sets the size of a file terminal without queueing a resize key (resize_term). */
int cnc_set_size(int32_t rows, int32_t columns);
/* The size of the screen. */
int32_t cnc_lines(void);
int32_t cnc_columns(void);

/* raw(): Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys. Returns 0, or -1 (a file has no modes). */
int cnc_enter_raw_mode(void);
/* No echo, no newline translation, keypad decoding, nodelay (curses never waits:
 * cnc_wait_for_input does), the cursor hidden and left where it is, frames never cut short
 * by typeahead; ESCDELAY in milliseconds unless negative. */
void cnc_set_modes(int32_t escape_delay_ms);

/* Starts colors when the terminal has them. Returns the number of colors (0: none), and the
 * pairs that may be defined, pair 0 included, and whether the terminal's own colors (-1)
 * can be used in a pair. */
int32_t cnc_start_colors(int32_t *pair_limit, int32_t *default_colors);
/* Defines pair `pair` (1 and up) as palette colors; -1 is the terminal's own. Returns 0 or -1. */
int cnc_define_pair(int32_t pair, int32_t foreground, int32_t background);

/* Reports button-1 presses at once (a press and release that arrive together would otherwise
 * come out as the release alone). */
void cnc_enable_mouse(void);

/* ---- what this ncurses can do ----------------------------------------------------------- */

enum {
    /* More than 256 color pairs (ncurses 6.1 and later). */
    CNC_FEATURE_EXTENDED_PAIRS = 1 << 0,
    /* The italic attribute (ncurses 5.9 and later); without it italic is drawn underlined. */
    CNC_FEATURE_ITALIC = 1 << 1,
    /* use_tioctl (ncurses 5.9 and later); without it cnc_start adopts the kernel's size
     * itself when exported LINES and COLUMNS differ. */
    CNC_FEATURE_USE_TIOCTL = 1 << 2,
};
/* The CNC_FEATURE_ bits of the ncurses this was built with (fewer with
 * -DCNCURSES_FORCE_NCURSES5). */
uint32_t cnc_features(void);
/* The library's own version (curses_version()), such as "ncurses 6.4.20221231". */
const char *cnc_version(void);

/* ---- drawing ---------------------------------------------------------------------------- */

enum {
    CNC_ATTRIBUTE_BOLD = 1 << 0,
    CNC_ATTRIBUTE_DIM = 1 << 1,
    CNC_ATTRIBUTE_UNDERLINE = 1 << 2,
    CNC_ATTRIBUTE_REVERSE = 1 << 3,
    CNC_ATTRIBUTE_ITALIC = 1 << 4,
};

/* Defines a style (CNC_ATTRIBUTE_ bits and a pair from cnc_define_pair, 0 for the terminal's
 * own colors) for cnc_write_cells. Returns its number, or -1 (out of memory, or no session). */
int32_t cnc_define_style(uint32_t attributes, int32_t pair);

/* A glyph of several scalars (a base and its combining marks), for cnc_write_cells: up to
 * cnc_cluster_capacity() scalars. Returns its number, or -1. */
int32_t cnc_define_cluster(const uint32_t *scalars, int32_t count);
/* The scalars a cell can hold (curses' CCHARW_MAX). */
int32_t cnc_cluster_capacity(void);

/* `text` marks a cell whose glyph is a cluster: the low bits are its number. */
#define CNC_CELL_CLUSTER 0x80000000u

/* One cell: a Unicode scalar (or CNC_CELL_CLUSTER | cluster) and a style number. */
typedef struct {
    uint32_t text;
    uint32_t style;
} cnc_cell;

/*
 * Writes `count` cells at row `y` from column `x` in one call (mvwadd_wchnstr). A wide glyph
 * takes two columns and is followed by the cell after its second half. Returns 0 or -1.
 */
int cnc_write_cells(int32_t y, int32_t x, const cnc_cell *cells, int32_t count);
/* Sends what changed to the terminal (wnoutrefresh and doupdate). */
void cnc_refresh(void);
/* Blanks the window and makes the next refresh clear the terminal and repaint everything. */
void cnc_erase_for_repaint(void);

/* The columns curses gives a scalar (wcwidth in the current locale): -1 for one it cannot
 * print. */
int32_t cnc_glyph_width(uint32_t scalar);

/* ---- input ------------------------------------------------------------------------------ */

enum {
    CNC_INPUT_NONE = 0,
    /* A character: `value` is its Unicode scalar (or a control byte). */
    CNC_INPUT_CHARACTER = 1,
    /* A key curses decoded: `value` is its key code (CNC_KEY_ below, or an extended one). */
    CNC_INPUT_KEY = 2,
};
/* Reads what is already there, never waiting (after an ESC, curses still waits ESCDELAY for
 * the rest of a key's sequence). */
int cnc_read_input(uint32_t *value);
/* Curses' name for a key code (keyname): "kUP5" for Ctrl-Up. NULL when it has none. */
const char *cnc_key_name(int32_t code);
/* Takes the mouse event a CNC_KEY_MOUSE announced. Returns 1 for a button-1 press (at `x`,
 * `y`), else 0. */
int cnc_take_mouse_click(int32_t *x, int32_t *y);

/* Curses' key codes, the same in every ncurses since 5 (the .c file checks them against the
 * header it is built with). */
#define CNC_KEY_DOWN 0402
#define CNC_KEY_UP 0403
#define CNC_KEY_LEFT 0404
#define CNC_KEY_RIGHT 0405
#define CNC_KEY_HOME 0406
#define CNC_KEY_BACKSPACE 0407
#define CNC_KEY_F0 0410
#define CNC_KEY_DC 0512
#define CNC_KEY_SF 0520
#define CNC_KEY_SR 0521
#define CNC_KEY_NPAGE 0522
#define CNC_KEY_PPAGE 0523
#define CNC_KEY_ENTER 0527
#define CNC_KEY_LL 0533
#define CNC_KEY_A1 0534
#define CNC_KEY_A3 0535
#define CNC_KEY_C1 0537
#define CNC_KEY_C3 0540
#define CNC_KEY_BTAB 0541
#define CNC_KEY_END 0550
#define CNC_KEY_FIND 0552
#define CNC_KEY_SDC 0577
#define CNC_KEY_SELECT 0601
#define CNC_KEY_SEND 0602
#define CNC_KEY_SHOME 0607
#define CNC_KEY_SLEFT 0611
#define CNC_KEY_SNEXT 0614
#define CNC_KEY_SPREVIOUS 0616
#define CNC_KEY_SRIGHT 0622
#define CNC_KEY_MOUSE 0631
#define CNC_KEY_RESIZE 0632
#define CNC_KEY_MAX 0777

/* ---- the terminal's size, suspend ------------------------------------------------------- */

/* The size the kernel reports for the terminal on fd. Returns 0, or -1 when fd is no tty. */
int cnc_terminal_size(int fd, int32_t *rows, int32_t *columns);
/* Whether curses' size differs from `rows` x `columns` (is_term_resized). */
int cnc_size_differs(int32_t rows, int32_t columns);
/* Resizes curses' screen (resizeterm, which queues a CNC_KEY_RESIZE). Returns 0 or -1. */
int cnc_resize(int32_t rows, int32_t columns);

/* Leaves curses mode (endwin), as before a suspend. */
void cnc_leave(void);
/* Comes back from cnc_leave: the next refresh repaints everything, and it happens now. */
void cnc_return(void);

/* True when SIGTSTP was ignored when the handlers were installed (no job control). */
int cnc_suspend_is_ignored(void);
/*
 * Stops the process group as Ctrl-Z would in a cooked terminal, with the default SIGTSTP
 * action (whatever handler ncurses installed is bypassed and put back), and returns once the
 * process has been continued. Call it after cnc_leave.
 */
void cnc_stop_process_group(void);

/* ---- the locale ------------------------------------------------------------------------- */

/* nl_langinfo(CODESET): the encoding of the current locale, such as "UTF-8". */
const char *cnc_codeset(void);

/* ---- stop signals (TERM, INT, HUP, QUIT, USR1, USR2, ALRM) ---------------------------- */

/*
 * Installs handlers for the stop signals (the ones whose default action ends the process
 * without restoring the terminal) that record the signal and write one byte to a self-pipe,
 * so a thread waiting in cnc_wait_for_input wakes up whichever thread the signal was
 * delivered to. Call it before cnc_start: ncurses installs its own handlers only where the
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
 * Makes SIGWINCH write to the self-pipe too, then run the handler that was there (curses',
 * which queues a CNC_KEY_RESIZE): a resize that arrives between a check for input and the wait
 * ends the wait at once. Call it after cnc_start (curses installs its handler there, and only
 * where it finds the default). Returns 0, or -1 with errno set.
 */
int cnc_watch_resizes(void);
/* Puts the previous SIGWINCH handler back. */
void cnc_unwatch_resizes(void);

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

enum {
    CNC_WAIT_TIMEOUT = 0,
    CNC_WAIT_INPUT = 1,        /* the input descriptor is readable */
    CNC_WAIT_INPUT_CLOSED = 2, /* the input descriptor reported hang-up or an error */
    CNC_WAIT_WOKEN = 4,        /* a stop signal or SIGWINCH wrote to the self-pipe (drained) */
    CNC_WAIT_INTERRUPTED = 8   /* another signal interrupted the wait */
};

/*
 * Waits with poll until input_fd is readable (or hung up), a stop signal or SIGWINCH wrote
 * to the self-pipe, another signal interrupted the wait, or timeout_ns passed (negative: no
 * limit; rounded up to whole milliseconds). input_fd < 0 waits for the pipe only. Any signal
 * that arrives after a check for input and before the wait has written to the pipe already,
 * so it ends the wait at once instead of being slept through. Returns a combination of the
 * CNC_WAIT_ flags.
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

#endif /* CNCURSES_H */
