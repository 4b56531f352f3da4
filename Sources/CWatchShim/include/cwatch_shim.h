#ifndef RAIN_BAR_CWATCH_SHIM_H
#define RAIN_BAR_CWATCH_SHIM_H

// What `rain-bar watch` needs from the kernel that Swift cannot call itself
// (prctl is variadic; signalfd's header is not in Swift's Glibc module).

/// Asks for SIGTERM when the parent (the bar) dies; 0 on success.
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

#endif
