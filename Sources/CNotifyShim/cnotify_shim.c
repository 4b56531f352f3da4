// The only file that touches libnotify. It is opened with dlopen when a
// notification is actually sent, so a bar run that sends nothing never pays
// for GObject's start-up (about 3.4 M instructions). Every call runs within
// the caller's deadline (rb_run_within): libnotify waits 25 s for each method
// and lets no caller choose.
#include "cnotify_shim.h"

#include <dynamic_loading.h>
#include <run_within.h>
#include <stdio.h>
#include <stdlib.h>
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

// After a call ran out of time the server is taken as hung while that call
// still runs (libnotify gives up after 25 s): no second call waits for it, nor
// runs beside the abandoned one, and a long-running watch gathers no threads.
static int calls_running;

typedef struct {
  char *app_name, *summary, *body, *icon;
  int urgency;
  unsigned replaces_id;
  unsigned id;
  int ok;
  char error[512];
} send_job;

static void send_release(void *state) {
  send_job *job = state;
  free(job->app_name);
  free(job->summary);
  free(job->body);
  free(job->icon);
  free(job);
}

static void send_work(void *state) {
  send_job *job = state;
  if (!api.init(job->app_name)) {
    snprintf(job->error, sizeof job->error, "libnotify could not start");
    return;
  }
  rb_notification *notification = api.notification_new(job->summary, job->body, job->icon);
  if (!notification) {
    snprintf(job->error, sizeof job->error, "libnotify could not make a notification");
    return;
  }
  api.set_urgency(notification, job->urgency);
  if (job->replaces_id) api.object_set(notification, "id", (int)job->replaces_id, NULL);
  rb_gerror *gerror = NULL;
  job->ok = api.show(notification, &gerror);
  if (job->ok) {
    int shown = 0;
    api.object_get(notification, "id", &shown, NULL);
    job->id = (unsigned)shown;
  } else {
    snprintf(job->error, sizeof job->error, "%s",
             gerror && gerror->message ? gerror->message : "the notification server did not answer");
  }
  if (gerror) api.error_free(gerror);
  api.object_unref(notification);
}

/// Runs `work` on `job` within `timeout_ms`; RB_NOTIFY_TIMEOUT when it did not finish.
static rb_notify_status run_job(void (*work)(void *), void *job, void (*release)(void *),
                                long timeout_ms) {
  if (rb_still_running(&calls_running)) {
    release(job);
    return RB_NOTIFY_TIMEOUT;
  }
  if (!rb_run_within(work, job, release, timeout_ms, &calls_running)) return RB_NOTIFY_TIMEOUT;
  return RB_NOTIFY_OK;
}

static char *copy(const char *text) { return strdup(text ? text : ""); }

typedef struct {
  unsigned id;
  int ok;
  char error[512];
} close_job;

static void close_work(void *state) {
  close_job *job = state;
  if (!api.init("rain-bar")) {
    snprintf(job->error, sizeof job->error, "libnotify could not start");
    return;
  }
  rb_notification *notification = api.notification_new("", NULL, NULL);
  if (!notification) {
    snprintf(job->error, sizeof job->error, "libnotify could not make a notification");
    return;
  }
  api.object_set(notification, "id", (int)job->id, NULL);
  rb_gerror *gerror = NULL;
  job->ok = api.close(notification, &gerror);
  if (!job->ok) {
    snprintf(job->error, sizeof job->error, "%s",
             gerror && gerror->message ? gerror->message : "the notification server did not answer");
  }
  if (gerror) api.error_free(gerror);
  api.object_unref(notification);
}

rb_notify_status rb_notify_close(unsigned id, long timeout_ms, char *error, size_t error_size) {
  error[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return RB_NOTIFY_FAILED;
  close_job *job = calloc(1, sizeof *job);
  if (!job) return RB_NOTIFY_FAILED;
  job->id = id;
  rb_notify_status status = run_job(close_work, job, free, timeout_ms);
  if (status != RB_NOTIFY_OK) return status;
  snprintf(error, error_size, "%s", job->error);
  status = job->ok ? RB_NOTIFY_OK : RB_NOTIFY_FAILED;
  free(job);
  return status;
}

rb_notify_status rb_notify_send(const char *app_name, const char *summary, const char *body,
                                const char *icon, int urgency, unsigned replaces_id,
                                long timeout_ms, unsigned *id, char *error, size_t error_size) {
  error[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return RB_NOTIFY_FAILED;
  send_job *job = calloc(1, sizeof *job);
  if (!job) return RB_NOTIFY_FAILED;
  job->app_name = copy(app_name);
  job->summary = copy(summary);
  job->body = copy(body);
  job->icon = copy(icon);
  job->urgency = urgency;
  job->replaces_id = replaces_id;
  rb_notify_status status = run_job(send_work, job, send_release, timeout_ms);
  if (status != RB_NOTIFY_OK) return status;
  *id = job->id;
  snprintf(error, error_size, "%s", job->error);
  status = job->ok ? RB_NOTIFY_OK : RB_NOTIFY_FAILED;
  send_release(job);
  return status;
}

typedef struct {
  int ok;
  char name[128], vendor[128], version[128];
  char capabilities[1024];
  char error[512];
} info_job;

static void info_work(void *state) {
  info_job *job = state;
  if (!api.init("rain-bar")) {
    snprintf(job->error, sizeof job->error, "libnotify could not start");
    return;
  }
  char *n = NULL, *v = NULL, *ver = NULL, *spec = NULL;
  if (!api.get_server_info(&n, &v, &ver, &spec)) {
    snprintf(job->error, sizeof job->error, "no notification server answered on the session bus");
    return;
  }
  snprintf(job->name, sizeof job->name, "%s", n ? n : "");
  snprintf(job->vendor, sizeof job->vendor, "%s", v ? v : "");
  snprintf(job->version, sizeof job->version, "%s", ver ? ver : "");
  api.free(n);
  api.free(v);
  api.free(ver);
  api.free(spec);
  rb_list *caps = api.get_server_caps();
  size_t used = 0;
  size_t size = sizeof job->capabilities;
  for (rb_list *item = caps; item; item = item->next) {
    int written = snprintf(job->capabilities + used, size - used, "%s%s", used ? "," : "",
                           (const char *)item->data);
    if (written < 0 || (size_t)written >= size - used) break;
    used += (size_t)written;
  }
  if (caps) api.list_free_full(caps, api.free);
  job->ok = 1;
}

rb_notify_status rb_notify_server_info(char *name, char *vendor, char *version, size_t size,
                                       char *capabilities, size_t capabilities_size,
                                       long timeout_ms, char *error, size_t error_size) {
  error[0] = 0;
  name[0] = vendor[0] = version[0] = capabilities[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return RB_NOTIFY_FAILED;
  info_job *job = calloc(1, sizeof *job);
  if (!job) return RB_NOTIFY_FAILED;
  rb_notify_status status = run_job(info_work, job, free, timeout_ms);
  if (status != RB_NOTIFY_OK) return status;
  snprintf(name, size, "%s", job->name);
  snprintf(vendor, size, "%s", job->vendor);
  snprintf(version, size, "%s", job->version);
  snprintf(capabilities, capabilities_size, "%s", job->capabilities);
  snprintf(error, error_size, "%s", job->error);
  status = job->ok ? RB_NOTIFY_OK : RB_NOTIFY_FAILED;
  free(job);
  return status;
}
