/* The wide API needs NCURSES_WIDECHAR (ncurses 6) or _XOPEN_SOURCE_EXTENDED (5.7, the macOS
 * SDK, where Package.swift defines it on the command line for the SDK's clang module). */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include "CursesReference.h"

#include <locale.h>
#include <stdio.h>
#if defined(__has_include) && __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

/* The same version checks as CNcurses (docs/CURSES.md): extended pairs from ncurses 6.1. */
#if defined(NCURSES_EXT_COLORS) && defined(NCURSES_VERSION_PATCH) && NCURSES_VERSION_PATCH >= 20170401
#define CREF_EXTENDED_PAIRS 1
#else
#define CREF_EXTENDED_PAIRS 0
#endif

static SCREEN *reference_screen;
static FILE *output_file;
static FILE *input_file;

int cref_start(const char *term, const char *output_path, const char *input_path) {
    if (reference_screen != NULL) return -1;
    setlocale(LC_ALL, "");
    output_file = fopen(output_path, "w");
    input_file = fopen(input_path, "r");
    if (output_file == NULL || input_file == NULL) {
        cref_end();
        return -1;
    }
    use_env(TRUE);
    reference_screen = newterm((char *)term, output_file, input_file);
    if (reference_screen == NULL) {
        cref_end();
        return -1;
    }
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    typeahead(-1);
    curs_set(0);
    if (has_colors()) {
        start_color();
        use_default_colors();
    }
    return 0;
}

int cref_lines(void) {
    SCREEN *previous = set_term(reference_screen);
    int lines = LINES;
    if (previous != NULL) set_term(previous);
    return lines;
}

int cref_columns(void) {
    SCREEN *previous = set_term(reference_screen);
    int columns = COLS;
    if (previous != NULL) set_term(previous);
    return columns;
}

int cref_define_pair(int pair, int foreground, int background) {
    SCREEN *previous = set_term(reference_screen);
#if CREF_EXTENDED_PAIRS
    int result = init_extended_pair(pair, foreground, background) == OK ? 0 : -1;
#else
    int result = init_pair((short)pair, (short)foreground, (short)background) == OK ? 0 : -1;
#endif
    if (previous != NULL) set_term(previous);
    return result;
}

static attr_t curses_attributes(uint32_t bits) {
    attr_t result = A_NORMAL;
    if (bits & CREF_BOLD) result |= A_BOLD;
    if (bits & CREF_DIM) result |= A_DIM;
    if (bits & CREF_UNDERLINE) result |= A_UNDERLINE;
    if (bits & CREF_REVERSE) result |= A_REVERSE;
#ifdef A_ITALIC
    if (bits & CREF_ITALIC) result |= A_ITALIC;
#else
    if (bits & CREF_ITALIC) result |= A_UNDERLINE;
#endif
    return result;
}

static void paint(const cref_run *runs, int count) {
    for (int index = 0; index < count; index++) {
        const cref_run *run = &runs[index];
#if CREF_EXTENDED_PAIRS
        int pair = run->pair;
        attr_set(curses_attributes(run->attributes), (short)pair, &pair);
#else
        attr_set(curses_attributes(run->attributes), (short)run->pair, NULL);
#endif
        mvaddnwstr(run->y, run->x, run->text, run->length);
    }
    attr_set(A_NORMAL, 0, NULL);
}

/* The demo's CursesScreen may be the current screen of this process: switch to ours around
 * each frame and back. */
void cref_paint_full(const cref_run *runs, int count) {
    SCREEN *previous = set_term(reference_screen);
    erase();
    paint(runs, count);
    clearok(curscr, TRUE);
    refresh();
    if (previous != NULL) set_term(previous);
}

void cref_paint_changes(const cref_run *runs, int count) {
    SCREEN *previous = set_term(reference_screen);
    paint(runs, count);
    refresh();
    if (previous != NULL) set_term(previous);
}

int cref_output_descriptor(void) { return output_file != NULL ? fileno(output_file) : -1; }

void cref_end(void) {
    if (reference_screen != NULL) {
        SCREEN *previous = set_term(reference_screen);
        endwin();
        delscreen(reference_screen);
        if (previous != NULL && previous != reference_screen) set_term(previous);
        reference_screen = NULL;
    }
    if (output_file != NULL) fclose(output_file);
    if (input_file != NULL) fclose(input_file);
    output_file = NULL;
    input_file = NULL;
}
