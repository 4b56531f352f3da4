#ifndef RAIN_BAR_RUN_WITHIN_H
#define RAIN_BAR_RUN_WITHIN_H

// How the shims bound a call into a library that may wait on a peer for ever
// (GDBus: a bus that accepts and never answers blocks in its handshake, which
// has no timeout at all; libnotify waits 25 s per method and lets no caller
// choose). The work runs on a thread of its own; the caller waits for it at
// most until the deadline and then goes on without it. A command-line run
// ends soon after, and the thread with it; a long-running one (watch) does
// not ask the same peer again while an abandoned call to it still runs
// (`running`, `rb_still_running`), so hung peers cannot pile threads up.

/// Runs `work(state)` on a new thread and waits at most `timeout_ms` for it.
/// Returns 1 when it finished in time: `state` is the caller's again (to read
/// and to release). Returns 0 when it did not (or no thread could be made, in
/// which case the work did not run): `state` then belongs to the thread,
/// which calls `release(state)` once the work returns, if it ever does; the
/// caller must not touch `state` again. `running` (or NULL) counts the
/// caller's calls whose work has not returned yet.
int rb_run_within(void (*work)(void *state), void *state, void (*release)(void *state),
                  long timeout_ms, int *running);

/// Whether a call counted in `running` is still under way: between calls
/// from one thread, an abandoned one.
int rb_still_running(int *running);

/// Milliseconds left until `deadline_ms` on the monotonic clock, at least 0.
long rb_remaining_ms(double deadline_ms);

/// Now on the monotonic clock, in milliseconds.
double rb_monotonic_ms(void);

#endif
