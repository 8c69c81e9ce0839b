#ifndef CVIRTUALTIME_H
#define CVIRTUALTIME_H

#include <stdbool.h>

/// Asked on every read of the realtime clock (`Date()`, `Date.now`, `gettimeofday`, `time`):
/// returns true and the virtual time (seconds since 2001-01-01 00:00:00 UTC) when the calling task
/// is inside a render, so that the wall clock reads the render's virtual clock there; false reads
/// the real clock.
typedef bool (*zoetrope_realtime_hook)(double *seconds_since_2001);

/// Asked when Foundation adds a timer to a run loop (`Timer.scheduledTimer`, `RunLoop.add`):
/// `timer` is the CFRunLoopTimer, `owner` the context info Foundation gave it (its `Timer`).
/// Returns true when the hook took the timer (it then never reaches the real run loop).
typedef bool (*zoetrope_timer_hook)(void *timer, void *owner);

/// Asked when a block is given to the main queue for later (`dispatch_after`: Dispatch's
/// `asyncAfter(deadline:execute:)` with a `DispatchWorkItem`, or with a QoS), or to a run loop
/// (`CFRunLoopPerformBlock`: `RunLoop.perform`, with `when` 0): `when` is the deadline (uptime
/// nanoseconds), `block` a copy the hook owns (run it with
/// `zoetrope_run_block`, or drop it with `zoetrope_release_block`). True: the hook took it.
typedef bool (*zoetrope_after_hook)(unsigned long long when, void *block);

void zoetrope_set_realtime_hook(zoetrope_realtime_hook hook);
void zoetrope_set_after_hook(zoetrope_after_hook hook);

/// Runs a block `zoetrope_after_hook` was given, then releases it.
void zoetrope_run_block(void *block);
/// Releases a block `zoetrope_after_hook` was given without running it.
void zoetrope_release_block(void *block);
void zoetrope_set_timer_hook(zoetrope_timer_hook hook);

/// The real wall clock in seconds since 1970, whatever the hook says.
double zoetrope_real_unix_time(void);

/// Whether Foundation's run-loop timers reach `zoetrope_timer_hook` in this executable (false
/// where Foundation was linked statically, e.g. `--static-swift-stdlib`: its own definition wins).
bool zoetrope_timer_hook_reachable(void);

/// What this executable's CFRunLoopAddTimer does (exposed for the reachability check).
void zoetrope_add_timer(void *run_loop, void *timer, void *mode);

#endif
