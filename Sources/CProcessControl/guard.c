#define _GNU_SOURCE
#include "CProcessControl.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { group_slots = 64, file_slots = 256, path_bytes = 4096 };

/// Process groups to kill on an interrupt (0: free).
static _Atomic pid_t groups[group_slots];
/// Temporary files to unlink on an interrupt: state 0 free, 1 being written, 2 set.
static _Atomic int file_states[file_slots];
static char file_paths[file_slots][path_bytes];
static atomic_flag installed = ATOMIC_FLAG_INIT;

/// The handler: kill the children's groups, unlink the temporary files, then die of the signal as
/// the default disposition would. Only async-signal-safe calls.
static void on_interrupt(int signal_number) {
    for (int slot = 0; slot < group_slots; slot++) {
        pid_t group = atomic_load(&groups[slot]);
        if (group > 0) kill(-group, SIGKILL);
    }
    for (int slot = 0; slot < file_slots; slot++) {
        if (atomic_load(&file_states[slot]) == 2) unlink(file_paths[slot]);
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

void zt_install_interrupt_handlers(void) {
    if (atomic_flag_test_and_set(&installed)) return;
    const int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) != 0 || current.sa_handler != SIG_DFL || (current.sa_flags & SA_SIGINFO)) continue;
        struct sigaction handler;
        memset(&handler, 0, sizeof handler);
        handler.sa_handler = on_interrupt;
        sigfillset(&handler.sa_mask);
        sigaction(signals[index], &handler, NULL);
    }
}

bool zt_guard_process_group(pid_t pgid) {
    zt_install_interrupt_handlers();
    for (int slot = 0; slot < group_slots; slot++) {
        pid_t expected = 0;
        if (atomic_compare_exchange_strong(&groups[slot], &expected, pgid)) return true;
    }
    return false;
}

void zt_unguard_process_group(pid_t pgid) {
    for (int slot = 0; slot < group_slots; slot++) {
        pid_t expected = pgid;
        if (atomic_compare_exchange_strong(&groups[slot], &expected, 0)) return;
    }
}

int zt_guard_temporary_file(const char *path) {
    size_t length = strlen(path);
    if (length >= path_bytes) return -1;
    zt_install_interrupt_handlers();
    for (int slot = 0; slot < file_slots; slot++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&file_states[slot], &expected, 1)) {
            memcpy(file_paths[slot], path, length + 1);
            atomic_store(&file_states[slot], 2);
            return slot;
        }
    }
    return -1;
}

void zt_unguard_temporary_file(int slot) {
    if (slot >= 0 && slot < file_slots) atomic_store(&file_states[slot], 0);
}
