#ifndef RAIN_BAR_CWATCH_SHIM_H
#define RAIN_BAR_CWATCH_SHIM_H

// What `rain-bar watch` needs from the kernel that Swift cannot call itself
// (prctl is variadic; signalfd's header is not in Swift's Glibc module),
// and the two events of the world it re-checks on: the network, and the
// clock set or the machine resumed (one timerfd tells both).

/// Asks for SIGTERM when the parent (the bar) dies, and sends it now when the
/// parent died before the ask; call after `rb_watch_signal_fd`. 0 on success.
int rb_watch_follow_parent(void);

/// Blocks SIGTERM, SIGINT and SIGHUP (threads started later inherit it),
/// ignores SIGPIPE (a write to a closed bar then fails with EPIPE), and returns
/// a non-blocking signalfd that reads those three; -1 on failure.
int rb_watch_signal_fd(void);

/// An eventfd the background threads write to wake the loop; -1 on failure.
int rb_watch_event_fd(void);

/// inotify, non-blocking and close-on-exec; -1 on failure.
int rb_watch_inotify(void);

/// Watches a directory for files written, moved in or out, created or removed.
int rb_watch_directory(int inotify, const char *path);

/// A netlink socket (non-blocking) told of links and addresses (IPv4, IPv6)
/// coming and going; -1 on failure.
int rb_watch_netlink(void);

/// A timerfd that becomes readable when the wall clock is set, and after a
/// resume from suspend, which the kernel treats the same (it never expires
/// otherwise); -1 when there is none.
int rb_watch_clock_fd(void);

/// After the clock fd was readable: 1 when the clock was set (the fd is
/// armed again), 0 otherwise.
int rb_watch_clock_was_set(int fd);

/// Reads every message waiting on the netlink socket; 1 when one of them is a
/// link up and running or a new address (the network may be back), or some were lost.
int rb_watch_netlink_came_up(int fd);

/// One malloc arena for every thread (not one per thread that ever ran a
/// renewal, each keeping its pages): call before the first thread starts.
void rb_watch_one_arena(void);

/// Gives the pages malloc holds free back to the kernel (after a renewal's
/// answer was decoded and its buffers freed), and unmaps the clean code and
/// constant pages of the binary and its libraries: they stay in the page
/// cache, shared, are mapped again by the next page fault that needs them,
/// and an idle watch no longer holds the code a renewal ran in its map.
void rb_watch_trim(void);

#endif
