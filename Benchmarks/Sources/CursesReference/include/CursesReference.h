/*
 * CursesReference: the physical limit the demo's frames are measured against. A plain C
 * program that paints a screen through ncursesw and, on every frame, tells curses only what
 * changed: no view tree, no back buffer, no diff. The benchmarks give it the same 200x60
 * screens the demo draws (as runs of text in one style each) and the same changes, and print
 * its figures beside the demo's.
 *
 * Curses is process-global: a reference screen and a CursesScreen are never active at once.
 */
#ifndef CURSES_REFERENCE_H
#define CURSES_REFERENCE_H

#include <stdint.h>
#include <wchar.h>

/* One run of cells in one style: `length` wide characters at row `y`, column `x`. Each
 * character takes one column, except a wide one, which the caller follows with nothing (the
 * next run or character starts two columns later). */
typedef struct {
    int32_t y;
    int32_t x;
    const wchar_t *text;
    int32_t length;
    /* Curses attribute bits (cref_attribute) and a pair number from cref_define_pair; 0 is
     * the terminal's own colors. */
    uint32_t attributes;
    int32_t pair;
} cref_run;

/* Attribute bits, as the benchmarks name them. */
enum {
    CREF_BOLD = 1 << 0,
    CREF_DIM = 1 << 1,
    CREF_UNDERLINE = 1 << 2,
    CREF_REVERSE = 1 << 3,
    CREF_ITALIC = 1 << 4,
};

/* Starts curses on a file terminal: newterm(term, output, input), with the same modes the
 * demo's CursesScreen sets that change what reaches the terminal (no newline translation,
 * hidden cursor left where it is, no typeahead check, default colors). The size comes from
 * LINES and COLUMNS. Returns 0, or -1 when a file cannot be opened or newterm fails. */
int cref_start(const char *term, const char *output_path, const char *input_path);

/* The size curses took (after cref_start). */
int cref_lines(void);
int cref_columns(void);

/* Defines color pair `pair` (1 and up) as palette colors; -1 is the terminal's default. */
int cref_define_pair(int pair, int foreground, int background);

/* A full repaint: erases the screen, paints every run, and refreshes with the terminal
 * cleared first (what a program does after a resume or a resize). */
void cref_paint_full(const cref_run *runs, int count);

/* A partial frame: paints the runs (what changed), then refreshes. */
void cref_paint_changes(const cref_run *runs, int count);

/* The descriptor curses writes to (to count bytes and to empty the file between frames). */
int cref_output_descriptor(void);

/* Ends curses and closes the files. Safe to call twice. */
void cref_end(void);

#endif
