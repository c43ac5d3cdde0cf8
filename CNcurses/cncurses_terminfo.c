/*
 * Whether a terminal type can draw a full screen, read from its terminfo entry before curses
 * starts. A file of its own: <term.h> defines a macro for every capability name (`lines`,
 * `columns`, ...), which must not reach other code.
 */
#include "cncurses.h"
#include "cncurses_curses.h"

#if defined(__has_include)
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif
#else
#include <term.h>
#endif

int cnc_check_terminal(const char *type, int output_fd) {
    /* setupterm makes its entry the current one (and the current screen's, if a screen of
     * this process is current, as in the benchmarks): put the previous one back after. */
    TERMINAL *previous = cur_term;
    int status = 0;
    /* ncurses 5.7 takes a char *; it never writes to it. */
    if (setupterm((char *)type, output_fd, &status) != OK) {
        set_curterm(previous);
        /* 1: found, but a printing terminal (or a "generic" one that is not); 0: not found, or
         * too generic ("I need something more specific"); -1: no database. */
        if (status == 1) return CNC_TERMINAL_NOT_ADDRESSABLE;
        return status < 0 ? CNC_TERMINAL_NO_DATABASE : CNC_TERMINAL_UNKNOWN;
    }
    /* A full screen needs cursor addressing: ncurses would take `dumb` and draw one line of
     * garbage with carriage returns and newlines. */
    char *cursor = tigetstr((char *)"cup");
    int addressable = cursor != NULL && cursor != (char *)-1 && cursor[0] != '\0';
    int printing = tigetflag((char *)"hc") > 0;
    TERMINAL *probe = cur_term;
    set_curterm(previous);
    del_curterm(probe);
    return addressable && !printing ? CNC_TERMINAL_USABLE : CNC_TERMINAL_NOT_ADDRESSABLE;
}
