#define _GNU_SOURCE
#include <cwatch_shim.h>

#include <errno.h>
#include <link.h>
#include <linux/netlink.h>
#include <malloc.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

/// The parent at start-up, before anything else ran: a parent that dies before
/// the death signal is asked for has already handed the process on (to init or
/// a subreaper), and the signal never comes.
static pid_t parent_at_start;
__attribute__((constructor)) static void rb_watch_note_parent(void) { parent_at_start = getppid(); }

/// SIGTERM when the parent dies, or now (pending, for the signalfd) when it died
/// already. After `rb_watch_signal_fd`, which blocks SIGTERM.
int rb_watch_follow_parent(void) {
  if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0) return -1;
  if (getppid() != parent_at_start) return kill(getpid(), SIGTERM);
  return 0;
}

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

/// Armed for the end of time on the wall clock, cancelled by the kernel (read
/// fails with ECANCELED) whenever that clock is set.
static int arm_clock(int fd) {
  struct itimerspec never = {.it_value = {.tv_sec = (time_t)1 << 40}};
  return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &never, NULL);
}

int rb_watch_clock_fd(void) {
  int fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
  if (fd < 0) return -1;
  if (arm_clock(fd) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

int rb_watch_clock_was_set(int fd) {
  uint64_t expirations;
  if (read(fd, &expirations, sizeof expirations) >= 0 || errno != ECANCELED) return 0;
  arm_clock(fd);
  return 1;
}

int rb_watch_netlink(void) {
  int fd = socket(AF_NETLINK, SOCK_RAW | SOCK_NONBLOCK | SOCK_CLOEXEC, NETLINK_ROUTE);
  if (fd < 0) return -1;
  struct sockaddr_nl address = {.nl_family = AF_NETLINK,
                                .nl_groups = RTMGRP_LINK | RTMGRP_IPV4_IFADDR | RTMGRP_IPV6_IFADDR};
  if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

int rb_watch_netlink_came_up(int fd) {
  int up = 0;
  char buffer[8192] __attribute__((aligned(NLMSG_ALIGNTO)));
  for (;;) {
    ssize_t count = recv(fd, buffer, sizeof buffer, 0);
    if (count < 0) return up || errno == ENOBUFS;  // ENOBUFS: messages were lost
    if (count == 0) return up;
    for (struct nlmsghdr *message = (struct nlmsghdr *)buffer; NLMSG_OK(message, count);
         message = NLMSG_NEXT(message, count)) {
      if (message->nlmsg_type == RTM_NEWADDR) up = 1;
      if (message->nlmsg_type == RTM_NEWLINK &&
          message->nlmsg_len >= NLMSG_LENGTH(sizeof(struct ifinfomsg))) {
        const struct ifinfomsg *link = NLMSG_DATA(message);
        if ((link->ifi_flags & (IFF_UP | IFF_RUNNING)) == (IFF_UP | IFF_RUNNING)) up = 1;
      }
    }
  }
}

void rb_watch_one_arena(void) { mallopt(M_ARENA_MAX, 1); }

/// Unmaps the pages of one object's read-only segments (code, constants):
/// never a writable one, whose pages may hold what was written or relocated.
static int drop_read_only(struct dl_phdr_info *info, size_t size, void *unused) {
  (void)size;
  (void)unused;
  long page = sysconf(_SC_PAGESIZE);
  if (page <= 0) return 1;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
    if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W)) continue;
    uintptr_t start = (info->dlpi_addr + segment->p_vaddr) & ~(uintptr_t)(page - 1);
    uintptr_t end = info->dlpi_addr + segment->p_vaddr + segment->p_filesz;
    end = (end + (uintptr_t)page - 1) & ~(uintptr_t)(page - 1);
    if (end > start) madvise((void *)start, end - start, MADV_DONTNEED);
  }
  return 0;
}

void rb_watch_trim(void) {
  malloc_trim(0);
  dl_iterate_phdr(drop_read_only, NULL);
}
