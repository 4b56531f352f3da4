// The only file that touches libnotify. It is opened with dlopen when a
// notification is actually sent, so a bar run that sends nothing never pays
// for GObject's start-up (about 3.4 M instructions).
#include "cnotify_shim.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

// The few libnotify and GLib types used, declared by their stable ABI so that
// compiling needs no GLib headers.
typedef struct {
  unsigned int domain;
  int code;
  char *message;
} rb_gerror;
typedef void rb_notification;
typedef struct rb_list {
  void *data;
  struct rb_list *next;
  struct rb_list *prev;
} rb_list;

static struct {
  int loaded;
  int (*init)(const char *);
  rb_notification *(*notification_new)(const char *, const char *, const char *);
  void (*set_urgency)(rb_notification *, int);
  void (*set_app_name)(rb_notification *, const char *);
  int (*show)(rb_notification *, rb_gerror **);
  void (*object_set)(void *, const char *, ...);
  void (*object_get)(void *, const char *, ...);
  void (*object_unref)(void *);
  void (*error_free)(rb_gerror *);
  int (*get_server_info)(char **, char **, char **, char **);
  rb_list *(*get_server_caps)(void);
  void (*list_free_full)(rb_list *, void (*)(void *));
  void (*free)(void *);
} api;

static int load(char *error, size_t size) {
  if (api.loaded) return api.loaded > 0;
  api.loaded = -1;
  void *handle = dlopen("libnotify.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    snprintf(error, size, "libnotify (Debian package libnotify4) could not be loaded");
    return 0;
  }
  api.init = (int (*)(const char *))dlsym(handle, "notify_init");
  api.notification_new = (rb_notification * (*)(const char *, const char *, const char *))
      dlsym(handle, "notify_notification_new");
  api.set_urgency = (void (*)(rb_notification *, int))dlsym(handle, "notify_notification_set_urgency");
  api.set_app_name =
      (void (*)(rb_notification *, const char *))dlsym(handle, "notify_notification_set_app_name");
  api.show = (int (*)(rb_notification *, rb_gerror **))dlsym(handle, "notify_notification_show");
  api.object_set = (void (*)(void *, const char *, ...))dlsym(handle, "g_object_set");
  api.object_get = (void (*)(void *, const char *, ...))dlsym(handle, "g_object_get");
  api.object_unref = (void (*)(void *))dlsym(handle, "g_object_unref");
  api.error_free = (void (*)(rb_gerror *))dlsym(handle, "g_error_free");
  api.get_server_info = (int (*)(char **, char **, char **, char **))dlsym(handle, "notify_get_server_info");
  api.get_server_caps = (rb_list * (*)(void))dlsym(handle, "notify_get_server_caps");
  api.list_free_full = (void (*)(rb_list *, void (*)(void *)))dlsym(handle, "g_list_free_full");
  api.free = (void (*)(void *))dlsym(handle, "g_free");
  if (!api.init || !api.notification_new || !api.set_urgency || !api.show || !api.object_set ||
      !api.object_get || !api.object_unref || !api.error_free || !api.get_server_info ||
      !api.get_server_caps || !api.list_free_full || !api.free) {
    snprintf(error, size, "libnotify is missing functions rain-bar needs");
    return 0;
  }
  api.loaded = 1;
  return 1;
}

int rb_notify_send(const char *app_name, const char *summary, const char *body, const char *icon,
                   int urgency, unsigned replaces_id, unsigned *id, char *error, size_t error_size) {
  error[0] = 0;
  if (!load(error, error_size)) return 0;
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

int rb_notify_server_info(char *name, char *vendor, char *version, size_t size, char *capabilities,
                          size_t capabilities_size, char *error, size_t error_size) {
  error[0] = 0;
  name[0] = vendor[0] = version[0] = capabilities[0] = 0;
  if (!load(error, error_size)) return 0;
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
