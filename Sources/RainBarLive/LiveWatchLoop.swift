import CNotifyShim
import CWatchShim
import Glibc
import RainBarCore
import RainBarEngine
import RainBarFeatures
import RainBarModel
import Synchronization

/// `watch`'s loop: one poll(2) over inotify, a signalfd, stdin (i3blocks
/// clicks), stdout (to see the bar go), an eventfd the background
/// threads write to when they finish, a netlink socket (the network coming
/// back) and a timerfd the kernel cancels when the wall clock is set and at
/// every resume from suspend ("resume is equivalent to clock_was_set()",
/// kernel/time/timekeeping.c): no D-Bus, no GIO. And, once a notification
/// with actions was sent, the pipe libnotify's thread writes the actions
/// picked to (`rb_notify_actions_fd`). Between events the process sleeps.
public final class LiveWatchLoop: WatchLoop, @unchecked Sendable {
  private let clock: any Clock
  private var inotify: Int32 = -1
  private var signals: Int32 = -1
  /// An eventfd the background threads write when they finish.
  private var wake: Int32 = -1
  private var readsClicks = false
  /// Netlink (links and addresses) and the clock's timerfd; -1 until the first wait or without them.
  private var netlink: Int32 = -1
  private var clockSet: Int32 = -1
  private var worldStarted = false
  private var watches: [Int32] = []
  /// A background job finished: its memory goes back at the next wait.
  private var trimDue = false
  private let finished = Mutex<[WatchEvent]>([])

  public init(clock: any Clock) {
    self.clock = clock
  }

  public func start(directories: [String], readsClicks: Bool) throws(FileError) {
    rb_watch_one_arena()
    signals = rb_watch_signal_fd()
    _ = rb_watch_follow_parent()
    inotify = rb_watch_inotify()
    guard signals >= 0, inotify >= 0 else {
      throw FileError(path: "inotify", reason: String(cString: strerror(errno)))
    }
    wake = rb_watch_event_fd()
    guard wake >= 0 else {
      throw FileError(path: "eventfd", reason: String(cString: strerror(errno)))
    }
    try add(directories: directories)
    self.readsClicks = readsClicks
  }

  public func add(directories: [String]) throws(FileError) {
    for directory in directories {
      let watch = rb_watch_directory(inotify, directory)
      if watch < 0 { throw FileError(path: directory, reason: String(cString: strerror(errno))) }
      watches.append(watch)
    }
  }

  /// Opened at the first wait, after the first line is out: the first line
  /// waits for neither. Without them, watch goes on without.
  private func startWorld() {
    worldStarted = true
    netlink = rb_watch_netlink()
    clockSet = rb_watch_clock_fd()
  }

  public func wait(until deadline: Double?) -> [WatchEvent] {
    if !worldStarted { startWorld() }
    if trimDue {
      trimDue = false
      rb_watch_trim()
    }
    var fds = [
      pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      // Asked for nothing: poll still reports a pipe whose reader has gone.
      pollfd(fd: STDOUT_FILENO, events: 0, revents: 0),
    ]
    // A negative fd is left out by poll.
    fds.append(pollfd(fd: netlink, events: Int16(POLLIN), revents: 0))
    fds.append(pollfd(fd: clockSet, events: Int16(POLLIN), revents: 0))
    fds.append(pollfd(fd: rb_notify_actions_fd(), events: Int16(POLLIN), revents: 0))
    if readsClicks { fds.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
    var timeout: Int32 = -1
    if let deadline {
      let milliseconds = ((deadline - clock.now()) * 1000).rounded(.up)
      timeout = Int32(max(0, min(milliseconds, 3_600_000)))
    }
    let ready = poll(&fds, nfds_t(fds.count), timeout)
    if ready < 0 { return errno == EINTR ? [] : [.stop] }
    if ready == 0 { return deadline.map { clock.now() >= $0 } == true ? [.timer] : [] }
    var events: [WatchEvent] = []
    if fds[0].revents != 0 { return [.stop] }
    if fds[3].revents & Int16(POLLERR | POLLHUP) != 0 { return [.stop] }
    // The renewals that ended are taken before inotify is read, and come
    // after its events: a renewal's own write (made before it ended) is always
    // seen while it is in flight, so watch never reads it back.
    var ended: [WatchEvent] = []
    if fds[2].revents != 0 {
      var count: UInt64 = 0
      _ = read(wake, &count, 8)
      trimDue = true
      ended = finished.withLock { queued in
        defer { queued.removeAll() }
        return queued
      }
    }
    if fds[1].revents != 0 || !ended.isEmpty { events += changes() }
    events += ended
    if fds[4].revents != 0, rb_watch_netlink_came_up(netlink) != 0 { events.append(.world) }
    if fds[5].revents != 0, rb_watch_clock_was_set(clockSet) != 0 { events.append(.clockSet) }
    if fds[6].revents != 0 { events += actions(fds[6].fd) }
    if readsClicks, fds.count > 7, fds[7].revents != 0 {
      guard let bytes = input() else { return events + [.stop] }
      events.append(.input(bytes))
    }
    return events
  }

  /// The names inotify reported, by directory.
  private func changes() -> [WatchEvent] {
    var events: [WatchEvent] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
      if count <= 0 { return events }
      buffer.withUnsafeBytes { raw in
        var offset = 0
        // struct inotify_event: wd, mask, cookie, len, then len bytes of NUL-padded name.
        while offset + 16 <= count {
          let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
          let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let name = raw[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
          if let directory = watches.firstIndex(of: watch) {
            events.append(
              .changed(directory: directory, name: String(decoding: name, as: UTF8.self)))
          }
          offset += 16 + length
        }
      }
    }
  }

  /// The actions picked, from lines "ID KEY" (whole lines: each is one
  /// write of less than PIPE_BUF).
  private func actions(_ fd: Int32) -> [WatchEvent] {
    var events: [WatchEvent] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { return events }
      for line in buffer[0..<count].split(separator: UInt8(ascii: "\n")) {
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 1)
        guard fields.count == 2, let id = UInt32(String(decoding: fields[0], as: UTF8.self))
        else { continue }
        events.append(.action(id: id, key: String(decoding: fields[1], as: UTF8.self)))
      }
    }
  }

  /// What stdin has now; nil at its end.
  private func input() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count == 0 { return nil }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    return Array(chunk[0..<count])
  }

  public func write(_ text: String) -> Bool {
    Output.write(text, to: STDOUT_FILENO) == 0
  }

  public func warn(_ text: String) {
    _ = Output.write(text, to: STDERR_FILENO)
  }

  public func background(_ work: @escaping @Sendable () -> WatchEvent) {
    let job = Job(work: work, loop: self)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
        job.loop.finish(job.work())
        return nil
      }, context)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Job>.fromOpaque(context).release()
      finish(work())
    }
  }

  private func finish(_ event: WatchEvent) {
    finished.withLock { $0.append(event) }
    var one: UInt64 = 1
    _ = Glibc.write(wake, &one, 8)
  }

  private final class Job: @unchecked Sendable {
    let work: @Sendable () -> WatchEvent
    let loop: LiveWatchLoop
    init(work: @escaping @Sendable () -> WatchEvent, loop: LiveWatchLoop) {
      self.work = work
      self.loop = loop
    }
  }
}
