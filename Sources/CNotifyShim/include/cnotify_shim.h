#ifndef RAIN_BAR_CNOTIFY_SHIM_H
#define RAIN_BAR_CNOTIFY_SHIM_H

#include <stddef.h>

/// Shows one notification through libnotify, which is opened on first use.
/// urgency: 0 low, 1 normal, 2 critical. replaces_id: 0 for a new one.
/// Returns 1 and the notification's id in *id on success; 0 and a message in
/// `error` otherwise.
int rb_notify_send(const char *app_name, const char *summary, const char *body, const char *icon,
                   int urgency, unsigned replaces_id, unsigned *id, char *error, size_t error_size);

/// Closes the notification `id` shown earlier (CloseNotification). Returns 1
/// on success; 0 and a message in `error` otherwise.
int rb_notify_close(unsigned id, char *error, size_t error_size);

/// The notification server's name, vendor and version, and its capabilities
/// (comma-separated), for `rain-bar doctor`. Returns 1 on success.
int rb_notify_server_info(char *name, char *vendor, char *version, size_t size, char *capabilities,
                          size_t capabilities_size, char *error, size_t error_size);

#endif
