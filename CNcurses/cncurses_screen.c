/*
 * The curses session, drawing and input for CursesScreen: every curses call Swift needs, with
 * fixed-width integers in and out (include/cncurses.h says why). Where ncurses versions
 * differ, cncurses_curses.h decides.
 */
#include "cncurses.h"
#include "cncurses_curses.h"

#include <langinfo.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* The header's key codes are curses' own: checked against the curses.h this is built with. */
_Static_assert(CNC_KEY_DOWN == KEY_DOWN && CNC_KEY_UP == KEY_UP && CNC_KEY_LEFT == KEY_LEFT
                   && CNC_KEY_RIGHT == KEY_RIGHT && CNC_KEY_HOME == KEY_HOME && CNC_KEY_BACKSPACE == KEY_BACKSPACE
                   && CNC_KEY_F0 == KEY_F0 && CNC_KEY_DC == KEY_DC && CNC_KEY_SF == KEY_SF && CNC_KEY_SR == KEY_SR
                   && CNC_KEY_NPAGE == KEY_NPAGE && CNC_KEY_PPAGE == KEY_PPAGE && CNC_KEY_ENTER == KEY_ENTER
                   && CNC_KEY_LL == KEY_LL && CNC_KEY_A1 == KEY_A1 && CNC_KEY_A3 == KEY_A3 && CNC_KEY_C1 == KEY_C1
                   && CNC_KEY_C3 == KEY_C3 && CNC_KEY_BTAB == KEY_BTAB && CNC_KEY_END == KEY_END
                   && CNC_KEY_FIND == KEY_FIND && CNC_KEY_SDC == KEY_SDC && CNC_KEY_SELECT == KEY_SELECT
                   && CNC_KEY_SEND == KEY_SEND && CNC_KEY_SHOME == KEY_SHOME && CNC_KEY_SLEFT == KEY_SLEFT
                   && CNC_KEY_SNEXT == KEY_SNEXT && CNC_KEY_SPREVIOUS == KEY_SPREVIOUS
                   && CNC_KEY_SRIGHT == KEY_SRIGHT && CNC_KEY_MOUSE == KEY_MOUSE && CNC_KEY_RESIZE == KEY_RESIZE
                   && CNC_KEY_MAX == KEY_MAX,
               "CNC_KEY_ codes differ from this curses.h");

/* ---- the session ------------------------------------------------------------------------ */

/* A style: the cell every glyph drawn in it starts from (attributes and pair encoded the
 * way curses reads them back). */
typedef struct {
    cchar_t blank;
} style_entry;

static SCREEN *session_screen = NULL;
static WINDOW *session_window = NULL;
static style_entry *styles = NULL;
static int32_t style_count = 0;
static int32_t style_capacity = 0;
/* Clusters: cnc_cluster_capacity() scalars each, zero-padded. */
static wchar_t *clusters = NULL;
static int32_t cluster_count = 0;
static int32_t cluster_capacity = 0;
/* What cnc_write_cells builds before handing a run to curses. */
static cchar_t *run_buffer = NULL;
static int32_t run_capacity = 0;

int cnc_start(const char *type, FILE *output, FILE *input, int size_source) {
    if (session_screen != NULL) return -1;
    switch (size_source) {
    case CNC_SIZE_FROM_TERMINAL:
        /* The kernel's size wins, and curses updates exported LINES and COLUMNS to it.
         * Without use_tioctl, curses takes exported LINES and COLUMNS over the kernel's size
         * (and without the environment, the terminfo entry's): the kernel's is adopted below. */
        use_env(TRUE);
#if CNC_HAS_USE_TIOCTL
        use_tioctl(TRUE);
#endif
        break;
    case CNC_SIZE_GIVEN:
        use_env(FALSE);
#if CNC_HAS_USE_TIOCTL
        use_tioctl(FALSE);
#endif
        break;
    default:
        use_env(TRUE);
#if CNC_HAS_USE_TIOCTL
        use_tioctl(FALSE);
#endif
        break;
    }
    /* ncurses 5.7's newterm takes a char *; 6's a const char *. It never writes to it. */
    SCREEN *screen = newterm((char *)type, output, input);
    if (screen == NULL) return -1;
    session_screen = screen;
    session_window = stdscr;
    if (session_window == NULL) {
        cnc_end();
        return -1;
    }
#if !CNC_HAS_USE_TIOCTL
    int32_t rows = 0, columns = 0;
    if (size_source == CNC_SIZE_FROM_TERMINAL && cnc_terminal_size(fileno(output), &rows, &columns) == 0 && rows > 0
        && columns > 0 && is_term_resized(rows, columns)) {
        resize_term(rows, columns); /* no KEY_RESIZE for the size it starts at */
    }
#endif
    return 0;
}

int cnc_is_started(void) { return session_screen != NULL; }

FILE *cnc_stdin(void) { return stdin; }

FILE *cnc_stdout(void) { return stdout; }

void cnc_end(void) {
    if (session_screen != NULL) {
        endwin();
        delscreen(session_screen);
        session_screen = NULL;
        session_window = NULL;
    }
    free(styles);
    styles = NULL;
    style_count = style_capacity = 0;
    free(clusters);
    clusters = NULL;
    cluster_count = cluster_capacity = 0;
    free(run_buffer);
    run_buffer = NULL;
    run_capacity = 0;
}

int cnc_set_size(int32_t rows, int32_t columns) {
    if (session_screen == NULL) return -1;
    return resize_term(rows, columns) == OK ? 0 : -1;
}

int32_t cnc_lines(void) { return session_window != NULL ? getmaxy(session_window) : 0; }

int32_t cnc_columns(void) { return session_window != NULL ? getmaxx(session_window) : 0; }

int cnc_enter_raw_mode(void) { return raw() == OK ? 0 : -1; }

void cnc_set_modes(int32_t escape_delay_ms) {
    if (session_window == NULL) return;
    noecho();
    nonl();
    keypad(session_window, TRUE);
    nodelay(session_window, TRUE);
    leaveok(session_window, TRUE);
    typeahead(-1);
    curs_set(0);
    if (escape_delay_ms >= 0) set_escdelay(escape_delay_ms);
}

int32_t cnc_start_colors(int32_t *pair_limit, int32_t *default_colors) {
    *pair_limit = 0;
    *default_colors = 0;
    if (session_screen == NULL || !has_colors() || start_color() != OK) return 0;
    *default_colors = use_default_colors() == OK;
    int32_t limit = COLOR_PAIRS;
#if !CNC_EXTENDED_PAIRS
    if (limit > CNC_BASIC_PAIR_LIMIT) limit = CNC_BASIC_PAIR_LIMIT;
#endif
    *pair_limit = limit;
    return COLORS;
}

int cnc_define_pair(int32_t pair, int32_t foreground, int32_t background) {
#if CNC_EXTENDED_PAIRS
    return init_extended_pair(pair, foreground, background) == OK ? 0 : -1;
#else
    if (pair < 1 || pair >= CNC_BASIC_PAIR_LIMIT || foreground > SHRT_MAX || background > SHRT_MAX) return -1;
    return init_pair((short)pair, (short)foreground, (short)background) == OK ? 0 : -1;
#endif
}

void cnc_enable_mouse(void) {
    mouseinterval(0);
    mousemask(BUTTON1_PRESSED, NULL);
}

uint32_t cnc_features(void) {
    uint32_t features = 0;
#if CNC_EXTENDED_PAIRS
    features |= CNC_FEATURE_EXTENDED_PAIRS;
#endif
#if CNC_HAS_ITALIC
    features |= CNC_FEATURE_ITALIC;
#endif
#if CNC_HAS_USE_TIOCTL
    features |= CNC_FEATURE_USE_TIOCTL;
#endif
    return features;
}

const char *cnc_version(void) { return curses_version(); }

/* ---- drawing ---------------------------------------------------------------------------- */

static attr_t curses_attributes(uint32_t attributes) {
    attr_t result = A_NORMAL;
    if (attributes & CNC_ATTRIBUTE_BOLD) result |= A_BOLD;
    if (attributes & CNC_ATTRIBUTE_DIM) result |= A_DIM;
    if (attributes & CNC_ATTRIBUTE_UNDERLINE) result |= A_UNDERLINE;
    if (attributes & CNC_ATTRIBUTE_REVERSE) result |= A_REVERSE;
    if (attributes & CNC_ATTRIBUTE_ITALIC) {
#if CNC_HAS_ITALIC
        result |= A_ITALIC;
#else
        result |= A_UNDERLINE; /* emphasis that every ncurses can draw */
#endif
    }
    return result;
}

/* Grows `*buffer` (of `*capacity` elements of `size` bytes) to hold `needed`. */
static int reserve(void **buffer, int32_t *capacity, int32_t needed, size_t size) {
    if (needed <= *capacity) return 0;
    int32_t grown = *capacity > 0 ? *capacity : 16;
    while (grown < needed) {
        if (grown > INT32_MAX / 2) return -1;
        grown *= 2;
    }
    void *larger = realloc(*buffer, (size_t)grown * size);
    if (larger == NULL) return -1;
    *buffer = larger;
    *capacity = grown;
    return 0;
}

int32_t cnc_define_style(uint32_t attributes, int32_t pair) {
    if (session_screen == NULL || pair < 0) return -1;
    if (reserve((void **)&styles, &style_capacity, style_count + 1, sizeof(style_entry)) != 0) return -1;
    wchar_t text[2] = { L' ', 0 };
    cchar_t blank;
    memset(&blank, 0, sizeof blank);
#if CNC_EXTENDED_PAIRS
    /* The pair goes through the last argument (ncurses 6.1): setcchar encodes it the way
     * curses reads it back, in the attribute bits below 256 and in ext_color for all. */
    int extended_pair = pair;
    if (setcchar(&blank, text, curses_attributes(attributes), 0, &extended_pair) != OK) return -1;
#else
    /* Before 6.1 a non-NULL last argument makes setcchar fail: the pair is a short. */
    if (pair >= CNC_BASIC_PAIR_LIMIT) return -1;
    if (setcchar(&blank, text, curses_attributes(attributes), (short)pair, NULL) != OK) return -1;
#endif
    styles[style_count].blank = blank;
    return style_count++;
}

int32_t cnc_cluster_capacity(void) { return CCHARW_MAX; }

int32_t cnc_define_cluster(const uint32_t *scalars, int32_t count) {
    if (count < 1 || count > CCHARW_MAX) return -1;
    if (cluster_count >= (int32_t)(~CNC_CELL_CLUSTER)) return -1;
    if (reserve((void **)&clusters, &cluster_capacity, cluster_count + 1, sizeof(wchar_t) * CCHARW_MAX) != 0) {
        return -1;
    }
    wchar_t *slot = clusters + (size_t)cluster_count * CCHARW_MAX;
    for (int32_t i = 0; i < CCHARW_MAX; i++) slot[i] = i < count ? (wchar_t)scalars[i] : 0;
    return cluster_count++;
}

int cnc_write_cells(int32_t y, int32_t x, const cnc_cell *cells, int32_t count) {
    if (session_window == NULL || count < 0) return -1;
    if (count == 0) return 0;
    if (reserve((void **)&run_buffer, &run_capacity, count, sizeof(cchar_t)) != 0) return -1;
    /* Most cells share the style of the cell before them: the template is looked up when the
     * style changes only. */
    uint32_t current = UINT32_MAX;
    const cchar_t *template = NULL;
    cchar_t *out = run_buffer;
    for (int32_t i = 0; i < count; i++) {
        const cnc_cell cell = cells[i];
        if (cell.style != current) {
            if (cell.style >= (uint32_t)style_count) return -1;
            current = cell.style;
            template = &styles[current].blank;
        }
        out[i] = *template;
        if (cell.text & CNC_CELL_CLUSTER) {
            uint32_t cluster = cell.text & ~CNC_CELL_CLUSTER;
            if (cluster >= (uint32_t)cluster_count) return -1;
            memcpy(out[i].chars, clusters + (size_t)cluster * CCHARW_MAX, sizeof(wchar_t) * CCHARW_MAX);
        } else {
            out[i].chars[0] = (wchar_t)cell.text;
        }
    }
    return mvwadd_wchnstr(session_window, y, x, run_buffer, count) == OK ? 0 : -1;
}

void cnc_refresh(void) {
    if (session_window == NULL) return;
    wnoutrefresh(session_window);
    doupdate();
}

void cnc_erase_for_repaint(void) {
    if (session_window == NULL) return;
    werase(session_window);
    clearok(curscr, TRUE);
}

int32_t cnc_glyph_width(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

/* ---- input ------------------------------------------------------------------------------ */

int cnc_read_input(uint32_t *value) {
    *value = 0;
    if (session_window == NULL) return CNC_INPUT_NONE;
    /* wint_t is signed on Darwin and unsigned on glibc: it stays in here. */
    wint_t character = 0;
    switch (wget_wch(session_window, &character)) {
    case KEY_CODE_YES:
        *value = (uint32_t)character;
        return CNC_INPUT_KEY;
    case OK:
        *value = (uint32_t)character;
        return CNC_INPUT_CHARACTER;
    default:
        return CNC_INPUT_NONE;
    }
}

const char *cnc_key_name(int32_t code) { return keyname(code); }

int cnc_take_mouse_click(int32_t *x, int32_t *y) {
    MEVENT event;
    memset(&event, 0, sizeof event);
    if (getmouse(&event) != OK || !(event.bstate & BUTTON1_PRESSED)) return 0;
    *x = event.x;
    *y = event.y;
    return 1;
}

/* ---- the terminal's size, suspend ------------------------------------------------------- */

int cnc_size_differs(int32_t rows, int32_t columns) {
    return session_screen != NULL && is_term_resized(rows, columns);
}

int cnc_resize(int32_t rows, int32_t columns) {
    if (session_screen == NULL) return -1;
    return resizeterm(rows, columns) == OK ? 0 : -1;
}

void cnc_leave(void) {
    if (session_screen != NULL) endwin();
}

void cnc_return(void) {
    if (session_window == NULL) return;
    clearok(curscr, TRUE);
    wnoutrefresh(session_window);
    doupdate(); /* the first refresh after endwin re-enters curses mode */
}

/* ---- the locale ------------------------------------------------------------------------- */

const char *cnc_codeset(void) { return nl_langinfo(CODESET); }
