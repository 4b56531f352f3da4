#ifndef RAIN_BAR_CNOTIFY_SHIM_H
#define RAIN_BAR_CNOTIFY_SHIM_H

#include <stddef.h>

typedef enum {
  RB_NOTIFY_FAILED = 0,
  RB_NOTIFY_OK = 1,
  /// The server did not answer within the time given (nor will it be asked
  /// again in this process).
  RB_NOTIFY_TIMEOUT = 2,
} rb_notify_status;

/// Shows one notification through libnotify, which is opened on first use,
/// waiting at most `timeout_ms`. urgency: 0 low, 1 normal, 2 critical.
/// replaces_id: 0 for a new one. actions: key, label, key, label... ending
/// with NULL, or NULL for none (see rb_notify_actions_fd). On RB_NOTIFY_OK
/// the notification's id is in *id; on RB_NOTIFY_FAILED a message is in `error`.
rb_notify_status rb_notify_send(const char *app_name, const char *summary, const char *body,
                                const char *icon, int urgency, unsigned replaces_id,
                                const char *const *actions, long timeout_ms, unsigned *id,
                                char *error, size_t error_size);

/// The read end of a non-blocking pipe that gets "ID KEY\n" for each action
/// the user picks on a notification sent with actions; -1 until one was sent.
int rb_notify_actions_fd(void);

/// Closes the notification `id` shown earlier (CloseNotification: a cancelled
/// or expired warning), waiting at most `timeout_ms`; on RB_NOTIFY_FAILED a
/// message is in `error`.
rb_notify_status rb_notify_close(unsigned id, long timeout_ms, char *error, size_t error_size);

/// The notification server's name, vendor and version, and its capabilities
/// (comma-separated), for `rain-bar doctor`, waiting at most `timeout_ms`.
rb_notify_status rb_notify_server_info(char *name, char *vendor, char *version, size_t size,
                                       char *capabilities, size_t capabilities_size,
                                       long timeout_ms, char *error, size_t error_size);

#endif
