import RainBarEngine
import RainBarFeatures
import RainBarModel

/// The I/O of `watch`: one loop that sleeps until something happens, writes
/// lines to the bar, and runs slow work (a forecast request) on the side.
public protocol WatchLoop: Sendable {
  /// Starts listening: changes in `directories` (which exist), clicks
  /// on stdin when `readsClicks`, the stop signals, the bar going away.
  func start(directories: [String], readsClicks: Bool) throws(FileError)
  /// Watches `directories` too (which exist), numbered after those before
  /// (a calendar a config edit added).
  func add(directories: [String]) throws(FileError)
  /// Sleeps until an event or `deadline` (clock seconds; nil: no deadline).
  func wait(until deadline: Double?) -> [WatchEvent]
  /// Writes `text` to stdout at once; false when the bar is gone (EPIPE).
  func write(_ text: String) -> Bool
  /// Writes `text` to stderr.
  func warn(_ text: String)
  /// Runs `work` on another thread; its event comes back from `wait`.
  func background(_ work: @escaping @Sendable () -> WatchEvent)
}

/// What wakes a watch process.
public enum WatchEvent: Sendable {
  /// The deadline passed.
  case timer
  /// A file in `directories[index]` was written, moved or removed.
  case changed(directory: Int, name: String)
  /// Bytes read from stdin (i3blocks clicks, framed by `ClickStream`).
  case input([UInt8])
  /// A background renewal ended (the forecast, the position, the warnings,
  /// the air quality: `WatchSlots`). Boxed: every event is copied as its
  /// largest case, and most are a file name or a tick.
  indirect case renewed(WatchRenewal)
  /// A network link or address came up: re-check.
  case world
  /// The wall clock was set (an NTP step, a manual change) or the machine
  /// resumed from suspend (the kernel tells both alike): what is due when is
  /// worked out again from the new time, and a failed renewal is tried again.
  case clockSet
  /// The user picked the action `key` on the notification `id` (one this
  /// process sent with actions: `NotificationAction`).
  case action(id: UInt32, key: String)
  /// A stop signal, the end of stdin, or the bar gone: exit quietly.
  case stop
}
