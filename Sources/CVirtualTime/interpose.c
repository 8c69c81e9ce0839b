// The wall clock and Foundation's run-loop timers, as a render sees them. This executable defines
// clock_gettime, gettimeofday, time and CFRunLoopAddTimer: the dynamic linker binds Foundation's
// (and everyone's) calls to these definitions first, and each forwards to the real one (found
// with RTLD_NEXT) unless a hook set from Swift answers for a render in progress. Outside a render
// the only cost is one atomic load. Linux only (ELF symbol interposition).
#define _GNU_SOURCE
#include "CVirtualTime.h"

#if defined(__linux__)
#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Atomic(zoetrope_realtime_hook) realtime_hook;
static _Atomic(zoetrope_timer_hook) timer_hook;
static _Atomic(zoetrope_after_hook) after_hook;

void zoetrope_set_realtime_hook(zoetrope_realtime_hook hook) { atomic_store(&realtime_hook, hook); }
void zoetrope_set_timer_hook(zoetrope_timer_hook hook) { atomic_store(&timer_hook, hook); }
void zoetrope_set_after_hook(zoetrope_after_hook hook) { atomic_store(&after_hook, hook); }

/// The next definition of `name` after this executable's (the C library's, CoreFoundation's,
/// libdispatch's), looked up once into `slot` (a racing second lookup finds the same one).
static void *next_definition(_Atomic(void *) *slot, const char *name) {
    void *found = atomic_load_explicit(slot, memory_order_acquire);
    if (!found) {
        found = dlsym(RTLD_NEXT, name);
        if (found) atomic_store_explicit(slot, found, memory_order_release);
    }
    return found;
}

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

/// The C library's clock_gettime (the system call where it cannot be found).
static int real_clock_gettime(clockid_t clock, struct timespec *ts) {
    static _Atomic(void *) real;
    clock_gettime_fn fn = (clock_gettime_fn)next_definition(&real, "clock_gettime");
    if (!fn) return (int)syscall(SYS_clock_gettime, clock, ts);
    return fn(clock, ts);
}

/// The seconds from 1970-01-01 to 2001-01-01, the virtual clock's epoch.
#define EPOCH_SINCE_1970 978307200

/// The render's wall time, if the calling task is in one: the whole seconds and the nanoseconds
/// split before the epoch is added, so that Foundation's `Date` (seconds − 978307200 + ns) gets
/// the virtual time back exactly (adding first would round it to 10⁻⁷ s).
static bool virtual_realtime(struct timespec *ts) {
    zoetrope_realtime_hook hook = atomic_load_explicit(&realtime_hook, memory_order_acquire);
    double seconds;
    if (!hook || !hook(&seconds) || !isfinite(seconds) || seconds < 0 || seconds > 1e12) return false;
    double whole = floor(seconds);
    ts->tv_sec = (time_t)whole + EPOCH_SINCE_1970;
    ts->tv_nsec = (long)llround((seconds - whole) * 1e9);
    if (ts->tv_nsec >= 1000000000L) { ts->tv_sec += 1; ts->tv_nsec -= 1000000000L; }
    return true;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if ((clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) && virtual_realtime(ts)) return 0;
    return real_clock_gettime(clock, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    (void)tz;
    struct timespec ts;
    if (clock_gettime(CLOCK_REALTIME, &ts) != 0) return -1;
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
    return 0;
}

time_t time(time_t *out) {
    struct timespec ts;
    if (clock_gettime(CLOCK_REALTIME, &ts) != 0) return (time_t)-1;
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}

double zoetrope_real_unix_time(void) {
    struct timespec ts;
    real_clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

// CoreFoundation's CFRunLoopTimerContext, as Foundation fills it (`info` is its `Timer`).
typedef struct {
    long version;
    void *info;
    const void *(*retain)(const void *);
    void (*release)(const void *);
    const void *(*copy_description)(const void *);
} timer_context;

extern void CFRunLoopTimerGetContext(void *timer, timer_context *context);

typedef void (*add_timer_fn)(void *, void *, void *);

/// Hands a timer added to a run loop to the hook (inside a render), else to CoreFoundation.
void zoetrope_add_timer(void *run_loop, void *timer, void *mode) {
    static _Atomic(void *) real;
    zoetrope_timer_hook hook = atomic_load_explicit(&timer_hook, memory_order_acquire);
    if (hook && timer) {
        timer_context context = {0};
        CFRunLoopTimerGetContext(timer, &context);
        if (hook(timer, context.info)) return;
    }
    add_timer_fn fn = (add_timer_fn)next_definition(&real, "CFRunLoopAddTimer");
    if (fn) fn(run_loop, timer, mode);
}

// Weak: where Foundation is linked statically its own definition is the one kept (no duplicate
// symbol), and `zoetrope_timer_hook_reachable` says so.
void CFRunLoopAddTimer(void *run_loop, void *timer, void *mode) __attribute__((weak, alias("zoetrope_add_timer")));

bool zoetrope_timer_hook_reachable(void) {
    return dlsym(RTLD_DEFAULT, "CFRunLoopAddTimer") == (void *)&zoetrope_add_timer;
}

// Blocks (the Blocks ABI: the invoke function follows isa, flags and reserved).
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);

void zoetrope_run_block(void *block) {
    ((struct block_layout *)block)->invoke(block);
    _Block_release(block);
}

void zoetrope_release_block(void *block) { _Block_release(block); }

// The main queue (libdispatch's static object behind dispatch_get_main_queue()).
extern char _dispatch_main_q;

typedef void (*dispatch_after_fn)(unsigned long long, void *, void *);

/// Hands a main-queue block for later to the hook (inside a render), else to libdispatch.
void zoetrope_dispatch_after(unsigned long long when, void *queue, void *block) {
    static _Atomic(void *) real;
    zoetrope_after_hook hook = atomic_load_explicit(&after_hook, memory_order_acquire);
    // Uptime deadlines only (wall-clock ones have the sign bit set; ~0 is "forever").
    if (hook && block && queue == (void *)&_dispatch_main_q && (long long)when >= 0) {
        void *copy = _Block_copy(block);
        if (hook(when, copy)) return;
        _Block_release(copy);
    }
    dispatch_after_fn fn = (dispatch_after_fn)next_definition(&real, "dispatch_after");
    if (fn) fn(when, queue, block);
}

// Weak, as CFRunLoopAddTimer: a statically linked libdispatch keeps its own.
void dispatch_after(unsigned long long when, void *queue, void *block) __attribute__((weak, alias("zoetrope_dispatch_after")));

typedef void (*perform_block_fn)(void *, void *, void *);

/// Hands a block given to a run loop (`RunLoop.perform`) to the hook as a block due now (inside a
/// render), else to CoreFoundation.
void zoetrope_perform_block(void *run_loop, void *modes, void *block) {
    static _Atomic(void *) real;
    zoetrope_after_hook hook = atomic_load_explicit(&after_hook, memory_order_acquire);
    if (hook && block) {
        void *copy = _Block_copy(block);
        if (hook(0, copy)) return;
        _Block_release(copy);
    }
    perform_block_fn fn = (perform_block_fn)next_definition(&real, "CFRunLoopPerformBlock");
    if (fn) fn(run_loop, modes, block);
}

void CFRunLoopPerformBlock(void *run_loop, void *modes, void *block) __attribute__((weak, alias("zoetrope_perform_block")));

#else
void zoetrope_set_after_hook(zoetrope_after_hook hook) { (void)hook; }
void zoetrope_run_block(void *block) { (void)block; }
void zoetrope_release_block(void *block) { (void)block; }
void zoetrope_set_realtime_hook(zoetrope_realtime_hook hook) { (void)hook; }
void zoetrope_set_timer_hook(zoetrope_timer_hook hook) { (void)hook; }
double zoetrope_real_unix_time(void) { return 0; }
bool zoetrope_timer_hook_reachable(void) { return false; }
#endif
