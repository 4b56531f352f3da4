#define _GNU_SOURCE
#include <cwatch_shim.h>

#include <signal.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <unistd.h>

int rb_watch_follow_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGTERM); }

int rb_watch_signal_fd(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGHUP);
  if (sigprocmask(SIG_BLOCK, &set, NULL) != 0) return -1;
  signal(SIGPIPE, SIG_IGN);
  return signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
}

int rb_watch_event_fd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int rb_watch_inotify(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

int rb_watch_directory(int inotify, const char *path) {
  return inotify_add_watch(
      inotify, path,
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF |
          IN_MOVE_SELF | IN_ONLYDIR);
}
