// The only file that touches libnotify. It is opened with dlopen when a
// notification is actually sent, so a bar run that sends nothing never pays
// for GObject's start-up (about 3.4 M instructions). Every call runs within
// the caller's deadline (rb_run_within): libnotify waits 25 s for each method
// and lets no caller choose.
#define _GNU_SOURCE
#include "cnotify_shim.h"

#include <dynamic_loading.h>
#include <fcntl.h>
#include <pthread.h>
#include <run_within.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
  void (*add_action)(rb_notification *, const char *, const char *,
                     void (*)(rb_notification *, char *, void *), void *, void (*)(void *));
  unsigned long (*signal_connect_data)(void *, const char *, void (*)(void), void *,
                                       void (*)(void *, void *), int);
  void *(*main_loop_new)(void *, int);
  void (*main_loop_run)(void *);
  unsigned (*idle_add)(int (*)(void *), void *);
  unsigned (*log_set_handler)(const char *, int,
                              void (*)(const char *, int, const char *, void *), void *);
  void (*log_default_handler)(const char *, int, const char *, void *);
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
    RB_SYMBOL(api.add_action, "notify_notification_add_action"),
    RB_SYMBOL(api.signal_connect_data, "g_signal_connect_data"),
    RB_SYMBOL(api.main_loop_new, "g_main_loop_new"),
    RB_SYMBOL(api.main_loop_run, "g_main_loop_run"),
    RB_SYMBOL(api.idle_add, "g_idle_add"),
    RB_SYMBOL(api.log_set_handler, "g_log_set_handler"),
    RB_SYMBOL(api.log_default_handler, "g_log_default_handler"),
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
  /// Key, label, key, label...; NULL when none.
  char **actions;
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
  for (char **item = job->actions; item && *item; item++) free(*item);
  free(job->actions);
  free(job);
}

// Actions. libnotify calls an action's callback from the GLib main context
// its D-Bus proxy delivers signals to (the global default one, as the calls
// run on threads without one of their own), and only while the notification
// object lives. So a notification with actions is kept (at most `kept_max`,
// the oldest let go first; until the server says it closed, or another
// replaces it), one thread runs that main context from the first such
// notification on, and each action picked is written as "id key\n" to a pipe
// the caller polls (rb_notify_actions_fd). Nothing of this runs, and no
// thread is made, until a notification with actions is sent.
enum { kept_max = 8 };
static struct {
  pthread_mutex_t lock;
  unsigned ids[kept_max];
  rb_notification *notifications[kept_max];
  int count;
  int pipe[2];
} actions = {PTHREAD_MUTEX_INITIALIZER, {0}, {NULL}, 0, {-1, -1}};
static pthread_once_t actions_started = PTHREAD_ONCE_INIT;

/// Let go of on the main context's thread, between its dispatches: never
/// while that thread runs one of the object's signal handlers.
static int release_later(void *notification) {
  api.object_unref(notification);
  return 0;
}

/// Takes `notification` out of the kept ones (under the lock); whether it was there.
static int forget_locked(rb_notification *notification) {
  for (int index = 0; index < actions.count; index++) {
    if (actions.notifications[index] != notification) continue;
    actions.count--;
    memmove(&actions.ids[index], &actions.ids[index + 1],
            (size_t)(actions.count - index) * sizeof actions.ids[0]);
    memmove(&actions.notifications[index], &actions.notifications[index + 1],
            (size_t)(actions.count - index) * sizeof actions.notifications[0]);
    return 1;
  }
  return 0;
}

static void action_invoked(rb_notification *notification, char *key, void *data) {
  (void)data;
  pthread_mutex_lock(&actions.lock);
  unsigned id = 0;
  for (int index = 0; index < actions.count; index++) {
    if (actions.notifications[index] == notification) id = actions.ids[index];
  }
  pthread_mutex_unlock(&actions.lock);
  // A replaced notification answers no more (the one that replaced it does).
  if (!id || !key || strlen(key) > 64) return;
  char line[96];
  int length = snprintf(line, sizeof line, "%u %s\n", id, key);
  if (length > 0) (void)!write(actions.pipe[1], line, (size_t)length);
}

static void closed(void *notification, void *data) {
  (void)data;
  pthread_mutex_lock(&actions.lock);
  int kept = forget_locked(notification);
  pthread_mutex_unlock(&actions.lock);
  if (kept) api.idle_add(release_later, notification);
}

static void keep(rb_notification *notification, unsigned id, unsigned replaces_id) {
  api.signal_connect_data(notification, "closed", (void (*)(void))closed, NULL, NULL, 0);
  rb_notification *gone[2] = {NULL, NULL};
  pthread_mutex_lock(&actions.lock);
  for (int index = 0; index < actions.count; index++) {
    if (replaces_id && actions.ids[index] == replaces_id) {
      gone[0] = actions.notifications[index];
      forget_locked(gone[0]);
      break;
    }
  }
  if (actions.count == kept_max) {
    gone[1] = actions.notifications[0];
    forget_locked(gone[1]);
  }
  actions.ids[actions.count] = id;
  actions.notifications[actions.count] = notification;
  actions.count++;
  pthread_mutex_unlock(&actions.lock);
  for (int index = 0; index < 2; index++) {
    if (gone[index]) api.idle_add(release_later, gone[index]);
  }
}

/// libnotify's warning for an action it did not offer carries the server's
/// key, whatever it is, to stderr (the bar's log): such an action is dropped
/// without a word; libnotify's other messages go out as GLib prints them.
static void log_message(const char *domain, int level, const char *message, void *data) {
  if (message && strncmp(message, "Received unknown action", 23) == 0) return;
  api.log_default_handler(domain, level, message, data);
}

static void *run_main_loop(void *unused) {
  (void)unused;
  api.main_loop_run(api.main_loop_new(NULL, 0));
  return NULL;
}

static void start_actions(void) {
  // G_LOG_LEVEL_MASK | G_LOG_FLAG_FATAL | G_LOG_FLAG_RECURSION: every level.
  api.log_set_handler("libnotify", ~0, log_message, NULL);
  if (pipe2(actions.pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
    actions.pipe[0] = actions.pipe[1] = -1;
    return;
  }
  // The thread takes no signal: watch reads them from a signalfd.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  pthread_t thread;
  if (pthread_create(&thread, NULL, run_main_loop, NULL) == 0) pthread_detach(thread);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}

int rb_notify_actions_fd(void) { return actions.pipe[0]; }

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
  for (char **item = job->actions; item && item[0] && item[1]; item += 2) {
    api.add_action(notification, item[0], item[1], action_invoked, NULL, NULL);
  }
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
  if (job->ok && job->actions) {
    keep(notification, job->id, job->replaces_id);
  } else {
    api.object_unref(notification);
  }
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
                                const char *const *actions_offered, long timeout_ms, unsigned *id,
                                char *error, size_t error_size) {
  error[0] = 0;
  if (!rb_library_load(&notify, error, error_size)) return RB_NOTIFY_FAILED;
  send_job *job = calloc(1, sizeof *job);
  if (!job) return RB_NOTIFY_FAILED;
  if (actions_offered && actions_offered[0]) {
    pthread_once(&actions_started, start_actions);
    size_t count = 0;
    while (actions_offered[count]) count++;
    job->actions = actions.pipe[0] >= 0 ? calloc(count + 1, sizeof *job->actions) : NULL;
    for (size_t index = 0; job->actions && index < count; index++) {
      job->actions[index] = copy(actions_offered[index]);
    }
  }
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
