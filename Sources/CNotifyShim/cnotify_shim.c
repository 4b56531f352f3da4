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
  if (!api.init || !api.notification_new || !api.set_urgency || !api.show || !api.object_set ||
      !api.object_get || !api.object_unref || !api.error_free) {
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
