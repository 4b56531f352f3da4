// The only file that touches libnotify. It is opened with dlopen when a
// notification is actually sent, so a bar run that sends nothing never pays
// for GObject's start-up (about 3.4 M instructions).
#include "cnotify_shim.h"

#include <dynamic_loading.h>
#include <stdio.h>
#include <string.h>

// The few libnotify and GLib types used, declared by their stable ABI so that
// compiling needs no GLib headers.
typedef void rb_notification;
typedef struct rb_list {
  void *data;
  struct rb_list *next;
  struct rb_list *prev;
} rb_list;

static struct {
  int (*init)(const char *);
  rb_notification *(*notification_new)(const char *, const char *, const char *);
  void (*set_urgency)(rb_notification *, int);
  int (*show)(rb_notification *, rb_gerror **);
  int (*close)(rb_notification *, rb_gerror **);
  void (*object_set)(void *, const char *, ...);
  void (*object_get)(void *, const char *, ...);
  void (*object_unref)(void *);
  void (*error_free)(rb_gerror *);
  int (*get_server_info)(char **, char **, char **, char **);
  rb_list *(*get_server_caps)(void);
  void (*list_free_full)(rb_list *, void (*)(void *));
  void (*free)(void *);
} api;

static const char *const sonames[] = {"libnotify.so.4", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.init, "notify_init"),
    RB_SYMBOL(api.notification_new, "notify_notification_new"),
    RB_SYMBOL(api.set_urgency, "notify_notification_set_urgency"),
    RB_SYMBOL(api.show, "notify_notification_show"),
    RB_SYMBOL(api.close, "notify_notification_close"),
    RB_SYMBOL(api.object_set, "g_object_set"),
    RB_SYMBOL(api.object_get, "g_object_get"),
    RB_SYMBOL(api.object_unref, "g_object_unref"),
    RB_SYMBOL(api.error_free, "g_error_free"),
    RB_SYMBOL(api.get_server_info, "notify_get_server_info"),
    RB_SYMBOL(api.get_server_caps, "notify_get_server_caps"),
    RB_SYMBOL(api.list_free_full, "g_list_free_full"),
    RB_SYMBOL(api.free, "g_free"),
    {NULL, NULL},
};
// Installed as a Recommends of the Debian package, so it may be missing: say what to install.
static rb_library notify = {
    sonames, symbols,
    "libnotify is not installed (Debian package libnotify4: sudo apt install libnotify4)",
    "the installed libnotify lacks functions rain-bar needs (Debian package libnotify4 0.7 or later)",
    RB_LIBRARY_NOT_TRIED};

int rb_notify_send(const char *app_name, const char *summary, const char *body, const char *icon,
                   int urgency, unsigned replaces_id, unsigned *id, char *error, size_t error_size) {
  error[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return 0;
  if (!api.init(app_name)) {
    snprintf(error, error_size, "libnotify could not start");
    return 0;
  }
  rb_notification *notification = api.notification_new(summary, body, icon);
  if (!notification) {
    snprintf(error, error_size, "libnotify could not make a notification");
    return 0;
  }
  api.set_urgency(notification, urgency);
  if (replaces_id) api.object_set(notification, "id", (int)replaces_id, NULL);
  rb_gerror *gerror = NULL;
  int ok = api.show(notification, &gerror);
  if (ok) {
    int shown = 0;
    api.object_get(notification, "id", &shown, NULL);
    *id = (unsigned)shown;
  } else {
    snprintf(error, error_size, "%s",
             gerror && gerror->message ? gerror->message : "the notification server did not answer");
  }
  if (gerror) api.error_free(gerror);
  api.object_unref(notification);
  return ok ? 1 : 0;
}

int rb_notify_close(unsigned id, char *error, size_t error_size) {
  error[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return 0;
  if (!api.init("rain-bar")) {
    snprintf(error, error_size, "libnotify could not start");
    return 0;
  }
  rb_notification *notification = api.notification_new("", NULL, NULL);
  if (!notification) {
    snprintf(error, error_size, "libnotify could not make a notification");
    return 0;
  }
  api.object_set(notification, "id", (int)id, NULL);
  rb_gerror *gerror = NULL;
  int ok = api.close(notification, &gerror);
  if (!ok) {
    snprintf(error, error_size, "%s",
             gerror && gerror->message ? gerror->message : "the notification server did not answer");
  }
  if (gerror) api.error_free(gerror);
  api.object_unref(notification);
  return ok ? 1 : 0;
}

int rb_notify_server_info(char *name, char *vendor, char *version, size_t size, char *capabilities,
                          size_t capabilities_size, char *error, size_t error_size) {
  error[0] = 0;
  name[0] = vendor[0] = version[0] = capabilities[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return 0;
  if (!api.init("rain-bar")) {
    snprintf(error, error_size, "libnotify could not start");
    return 0;
  }
  char *n = NULL, *v = NULL, *ver = NULL, *spec = NULL;
  if (!api.get_server_info(&n, &v, &ver, &spec)) {
    snprintf(error, error_size, "no notification server answered on the session bus");
    return 0;
  }
  snprintf(name, size, "%s", n ? n : "");
  snprintf(vendor, size, "%s", v ? v : "");
  snprintf(version, size, "%s", ver ? ver : "");
  api.free(n);
  api.free(v);
  api.free(ver);
  api.free(spec);
  rb_list *caps = api.get_server_caps();
  size_t used = 0;
  for (rb_list *item = caps; item; item = item->next) {
    int written = snprintf(capabilities + used, capabilities_size - used, "%s%s", used ? "," : "",
                           (const char *)item->data);
    if (written < 0 || (size_t)written >= capabilities_size - used) break;
    used += (size_t)written;
  }
  if (caps) api.list_free_full(caps, api.free);
  return 1;
}
