/*
 * The curses header for this target's .c files (never for Swift: include/cncurses.h shows it
 * no curses type at all), and what the ncurses at hand can do.
 *
 * Which ncurses (docs/CURSES.md): Debian's ncursesw 6 on Linux, where the header lives in
 * <ncursesw/curses.h>; the macOS SDK's ncurses (5.7 up to macOS 13, 6.0 since) in <curses.h>;
 * Homebrew's ncursesw 6 when a build adds its include and library folders, which puts
 * <ncursesw/curses.h> on the search path.
 *
 * The wide-character API is declared only with _XOPEN_SOURCE_EXTENDED (5.7) or
 * NCURSES_WIDECHAR (6). Package.swift defines _XOPEN_SOURCE_EXTENDED on the command line: on
 * macOS, <curses.h> belongs to the SDK's clang module, which a #define in a file never reaches.
 */
#ifndef CNCURSES_CURSES_H
#define CNCURSES_CURSES_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <wchar.h>

#if defined(__has_include)
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#else
#include <curses.h>
#endif

#ifndef CCHARW_MAX
#error "the wide-character curses API is hidden: compile with -D_XOPEN_SOURCE_EXTENDED=1 (Package.swift does)"
#endif

/*
 * What differs between ncurses versions is decided here, feature by feature
 * (docs/CURSES.md has the table):
 *
 * - Extended color pairs came with ncurses 6.1 (patch 20170401): init_extended_pair, and
 *   setcchar taking the pair through its last argument. Before it (5.7, and the SDK's 6.0)
 *   setcchar returns ERR for a non-NULL last argument, so every cell would lose its colors,
 *   and 256 pairs at most are safe (5.7 keeps the pair in eight attribute bits).
 * - A_ITALIC came with ncurses 5.9, use_tioctl with 5.9 (patch 20120714).
 *
 * -DCNCURSES_FORCE_NCURSES5 takes the 5.7 path for each of them with any ncurses, so that it
 * is built and tested on Linux (.ci/run runs the curses tests both ways).
 */
#if defined(CNCURSES_FORCE_NCURSES5)
#define CNC_NCURSES5_ONLY 1
#elif defined(NCURSES_VERSION_MAJOR) && NCURSES_VERSION_MAJOR >= 6
#define CNC_NCURSES5_ONLY 0
#else
#define CNC_NCURSES5_ONLY 1
#endif

#if !CNC_NCURSES5_ONLY && defined(NCURSES_EXT_COLORS) && defined(NCURSES_VERSION_PATCH) \
    && NCURSES_VERSION_PATCH >= 20170401
#define CNC_EXTENDED_PAIRS 1
#else
#define CNC_EXTENDED_PAIRS 0
#endif

/* Without extended pairs: the pairs that may be defined, pair 0 (the terminal's own colors)
 * included. */
#define CNC_BASIC_PAIR_LIMIT 256

#if !CNC_NCURSES5_ONLY && defined(A_ITALIC)
#define CNC_HAS_ITALIC 1
#else
#define CNC_HAS_ITALIC 0
#endif

#define CNC_HAS_USE_TIOCTL (!CNC_NCURSES5_ONLY)

#endif /* CNCURSES_CURSES_H */
