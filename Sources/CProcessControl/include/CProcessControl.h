#ifndef ZOETROPE_CPROCESSCONTROL_H
#define ZOETROPE_CPROCESSCONTROL_H

#include <sys/types.h>
#include <stdbool.h>

/// Starts `path` with `argv` (NULL-terminated) and this process's environment, its standard
/// input, output and error on `in_fd`, `out_fd`, `err_fd`, in a process group of its own (its pid),
/// with every other descriptor closed, signal dispositions and mask reset, and (Linux) SIGKILL
/// delivered to it when the thread that called this ends (PR_SET_PDEATHSIG): call it from a thread
/// that lives as long as the child. Between fork and execve only async-signal-safe calls run.
/// Returns 0 and the pid in `*pid`, or the errno of the failure (of execve too: reported through
/// a close-on-exec pipe).
int zt_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid);

/// Creates a pipe whose two descriptors are close-on-exec. Returns 0 or errno.
int zt_pipe(int fds[2]);

/// Waits until the child `pid` (a group leader) has ended, kills what is left of its process group
/// (a grandchild that kept its pipes open) while the zombie still holds the group's id, then reaps
/// it. Returns the raw wait status, or -1 (errno set) when it cannot be waited for.
int zt_wait_and_end_group(pid_t pid);

/// Records the process group `pgid` as one to SIGKILL when this process receives SIGINT, SIGTERM
/// or SIGHUP (whose handlers are installed on first use where their disposition is the default).
/// Returns false when the table (64 groups) is full.
bool zt_guard_process_group(pid_t pgid);
/// Forgets `pgid` (it ended).
void zt_unguard_process_group(pid_t pgid);

/// Records `path` as a temporary file to unlink when this process receives SIGINT, SIGTERM or
/// SIGHUP. Returns a slot number ≥ 0, or -1 when the table (256 paths of up to 4095 bytes) is full
/// or the path too long.
int zt_guard_temporary_file(const char *path);
/// Forgets the path in `slot` (it was renamed or removed).
void zt_unguard_temporary_file(int slot);

/// Installs the SIGINT/SIGTERM/SIGHUP handlers now (where the disposition is the default).
void zt_install_interrupt_handlers(void);

#endif
