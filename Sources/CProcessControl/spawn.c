#define _GNU_SOURCE
#include "CProcessControl.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <pthread.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

extern char **environ;

/// In the child, after fork: only async-signal-safe calls. Reports `code` on `report` and ends.
static void fail_in_child(int report, int code) {
    ssize_t ignored = write(report, &code, sizeof code);
    (void)ignored;
    _exit(127);
}

/// Moves `fd` to a descriptor ≥ 3 (so that placing 0, 1, 2 cannot overwrite it).
static int above_standard(int fd, int report) {
    if (fd >= 3) return fd;
    int moved = fcntl(fd, F_DUPFD, 3);
    if (moved < 0) fail_in_child(report, errno);
    return moved;
}

int zt_spawn(const char *path, char *const argv[], int in_fd, int out_fd, int err_fd, pid_t *pid) {
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return errno;
    struct rlimit files;
    long highest = (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY) ? (long)files.rlim_cur : 65536;
    pid_t parent = getpid();

    // No handler of ours may run in the child between fork and exec: block everything around fork.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t child = fork();
    if (child == 0) {
        // Default dispositions (an ignored SIGPIPE would be inherited by exec), then an empty mask.
        struct sigaction standard;
        memset(&standard, 0, sizeof standard);
        standard.sa_handler = SIG_DFL;
        for (int signal_number = 1; signal_number < NSIG; signal_number++) {
            if (signal_number != SIGKILL && signal_number != SIGSTOP) sigaction(signal_number, &standard, NULL);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        if (setpgid(0, 0) != 0) fail_in_child(report[1], errno);
#ifdef __linux__
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail_in_child(report[1], errno);
        // The parent may have died before the prctl: then nobody would kill this child.
        if (getppid() != parent) _exit(127);
#endif
        int fds[3] = {above_standard(in_fd, report[1]), above_standard(out_fd, report[1]), above_standard(err_fd, report[1])};
        for (int target = 0; target < 3; target++) {
            if (dup2(fds[target], target) < 0) fail_in_child(report[1], errno);
        }
        // Every other descriptor closed on exec (the report pipe too: its closing says "exec'd").
#ifdef SYS_close_range
        if (syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC */) != 0)
#endif
        {
            for (long fd = 3; fd < highest; fd++) {
                if (fd != report[1]) close((int)fd);
            }
        }
        execve(path, argv, environ);
        fail_in_child(report[1], errno);
    }
    int fork_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(report[1]);
    if (child < 0) {
        close(report[0]);
        return fork_error;
    }
    // Also here, so that the group exists before anyone signals it (whichever runs first).
    setpgid(child, child);
    int code = 0;
    ssize_t got;
    do { got = read(report[0], &code, sizeof code); } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof code) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        return code != 0 ? code : ECHILD;
    }
    *pid = child;
    return 0;
}

int zt_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
}

int zt_wait_and_end_group(pid_t pid) {
    siginfo_t info;
    int result;
    do { result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT); } while (result != 0 && errno == EINTR);
    if (result == 0) kill(-pid, SIGKILL);
    int status = 0;
    pid_t reaped;
    do { reaped = waitpid(pid, &status, 0); } while (reaped < 0 && errno == EINTR);
    return reaped == pid ? status : -1;
}
