/* The test targets' C helpers (cncurses_testing.h). POSIX.1-2008 only: the define below
 * makes the C library hide everything else, so a GNU or BSD extension does not compile. */
#define _POSIX_C_SOURCE 200809L

#include "cncurses_testing.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>

uintptr_t cnc_testing_signal_handler(int32_t sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    if (sigaction(sig, NULL, &action) != 0) return 0;
    if (action.sa_flags & SA_SIGINFO) return (uintptr_t)action.sa_sigaction;
    return (uintptr_t)action.sa_handler;
}

/* Large enough for every signal number on both platforms (Linux's real-time ones included). */
#define SAVED_SIGNALS 72
static struct sigaction saved_actions[SAVED_SIGNALS];
static volatile sig_atomic_t saved[SAVED_SIGNALS];

int32_t cnc_testing_catch_signal(int32_t sig, void (*handler)(int)) {
    if (sig <= 0 || sig >= SAVED_SIGNALS) {
        errno = EINVAL;
        return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    struct sigaction previous;
    if (sigaction(sig, &action, &previous) != 0) return -1;
    if (!saved[sig]) {
        saved_actions[sig] = previous;
        saved[sig] = 1;
    }
    return 0;
}

void cnc_testing_restore_signal(int32_t sig) {
    if (sig <= 0 || sig >= SAVED_SIGNALS || !saved[sig]) return;
    saved[sig] = 0;
    sigaction(sig, &saved_actions[sig], NULL);
}

int32_t cnc_testing_spawn(
    const char *path, char *const argv[], char *const envp[], const char *input_path,
    const char *output_path, const char *error_path, int32_t flags) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int error = posix_spawn_file_actions_init(&actions);
    if (error != 0) return -error;
    error = posix_spawnattr_init(&attributes);
    if (error != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return -error;
    }
    if (input_path) error = posix_spawn_file_actions_addopen(&actions, 0, input_path, O_RDONLY, 0);
    if (!error && output_path)
        error = posix_spawn_file_actions_addopen(&actions, 1, output_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (!error && error_path)
        error = posix_spawn_file_actions_addopen(&actions, 2, error_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

    short spawn_flags = 0;
    if (!error && (flags & CNC_TESTING_SPAWN_NO_BLOCKED_SIGNALS)) {
        sigset_t none;
        sigemptyset(&none);
        error = posix_spawnattr_setsigmask(&attributes, &none);
        spawn_flags |= POSIX_SPAWN_SETSIGMASK;
    }
    if (!error && (flags & CNC_TESTING_SPAWN_DEFAULT_SIGNALS)) {
        sigset_t all;
        sigfillset(&all);
        /* SIGKILL and SIGSTOP cannot have another action; some systems refuse them here. */
        sigdelset(&all, SIGKILL);
        sigdelset(&all, SIGSTOP);
        error = posix_spawnattr_setsigdefault(&attributes, &all);
        spawn_flags |= POSIX_SPAWN_SETSIGDEF;
    }
    if (!error && (flags & CNC_TESTING_SPAWN_OWN_PROCESS_GROUP)) {
        error = posix_spawnattr_setpgroup(&attributes, 0);
        spawn_flags |= POSIX_SPAWN_SETPGROUP;
    }
    if (!error) error = posix_spawnattr_setflags(&attributes, spawn_flags);

    pid_t pid = 0;
    if (!error) error = posix_spawn(&pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return error != 0 ? -error : (int32_t)pid;
}

int32_t cnc_testing_has_symbol(const char *name) {
    void *program = dlopen(NULL, RTLD_LAZY);
    if (!program) return 0;
    int32_t found = dlsym(program, name) != NULL;
    dlclose(program);
    return found;
}
