/*
 * CNcurses testing helpers: what the test targets need from the C library whose shape differs
 * between glibc and Darwin (sigaction's handler field, spawn attributes, the symbol table),
 * behind functions with fixed-width arguments, so that the tests' Swift sees no C struct.
 * Plain POSIX.1-2008. Not for apps.
 */
#ifndef CNCURSES_TESTING_H
#define CNCURSES_TESTING_H

#include <stdint.h>

/* The handler installed for `sig`, as an address: 0 for SIG_DFL, SIG_IGN's value (1 on both
 * platforms) when ignored, else the function (sa_handler or sa_sigaction). */
uintptr_t cnc_testing_signal_handler(int32_t sig);

/* Installs `handler` for `sig` (empty mask, no flags), keeping the handler it had for
 * cnc_testing_restore_signal. Returns 0, or -1 with errno set. */
int32_t cnc_testing_catch_signal(int32_t sig, void (*handler)(int));

/* Puts back what `sig` had before cnc_testing_catch_signal (nothing if it was not caught).
 * Calls only sigaction: safe inside a signal handler. */
void cnc_testing_restore_signal(int32_t sig);

/* cnc_testing_spawn's flags. */
/* The child starts with no signal blocked (the test runner's threads may block some). */
#define CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS 1
/* ...and with every signal's default action. */
#define CNC_TESTING_SPAWN_DEFAULT_SIGNALS 2
/* The child leads a process group of its own: kill(-pid, ...) ends all it started.
 * (POSIX_SPAWN_SETPGROUP: glibc declares POSIX_SPAWN_SETSID only for _GNU_SOURCE.) */
#define CNC_TESTING_SPAWN_OWN_PROCESS_GROUP 4

/* Starts `path` with `argv` and `envp` (both NULL-terminated), standard input read from
 * `input_path` and output and errors written to `output_path` and `error_path` (each created
 * or emptied, mode 0600); a NULL path keeps this process's descriptor. Returns the child's pid,
 * or minus the error number posix_spawn gave. */
int32_t cnc_testing_spawn(
    const char *path, char *const argv[], char *const envp[], const char *input_path,
    const char *output_path, const char *error_path, int32_t flags);

/* Whether a symbol of that name is in the program's global symbols (`__asan_init`: built
 * with AddressSanitizer). dlopen(NULL) and dlsym, not dlsym(RTLD_DEFAULT), which glibc
 * declares only for _GNU_SOURCE and Darwin spells differently. */
int32_t cnc_testing_has_symbol(const char *name);

#endif
