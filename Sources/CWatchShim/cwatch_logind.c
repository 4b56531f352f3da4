// `watch` hears logind's PrepareForSleep(false) (the machine resumed) on the
// system bus, through GIO's GDBus opened with dlopen on a thread of its own,
// so neither the bar runs nor watch's first line wait for GIO or the bus.
#include <cwatch_shim.h>

#include <dynamic_loading.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef void rb_connection;
typedef void rb_context;
typedef void rb_variant;

static struct {
  rb_connection *(*bus_get_sync)(int, void *, rb_gerror **);
  void (*set_exit_on_close)(rb_connection *, int);
  unsigned int (*signal_subscribe)(rb_connection *, const char *, const char *, const char *,
                                   const char *, const char *, int,
                                   void (*)(rb_connection *, const char *, const char *,
                                            const char *, const char *, rb_variant *, void *),
                                   void *, void (*)(void *));
  rb_context *(*context_new)(void);
  void (*push_thread_default)(rb_context *);
  int (*iteration)(rb_context *, int);
  void (*variant_get)(rb_variant *, const char *, ...);
  void (*error_free)(rb_gerror *);
} api;

static const char *const sonames[] = {"libgio-2.0.so.0", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.bus_get_sync, "g_bus_get_sync"),
    RB_SYMBOL(api.set_exit_on_close, "g_dbus_connection_set_exit_on_close"),
    RB_SYMBOL(api.signal_subscribe, "g_dbus_connection_signal_subscribe"),
    RB_SYMBOL(api.context_new, "g_main_context_new"),
    RB_SYMBOL(api.push_thread_default, "g_main_context_push_thread_default"),
    RB_SYMBOL(api.iteration, "g_main_context_iteration"),
    RB_SYMBOL(api.variant_get, "g_variant_get"),
    RB_SYMBOL(api.error_free, "g_error_free"),
    {NULL, NULL},
};
#define NOT_LOADED "GIO could not be loaded"
static rb_library gio = {sonames, symbols, NOT_LOADED, NOT_LOADED, RB_LIBRARY_NOT_TRIED};

static void prepare_for_sleep(rb_connection *connection, const char *sender, const char *path,
                              const char *interface, const char *name, rb_variant *parameters,
                              void *data) {
  (void)connection, (void)sender, (void)path, (void)interface, (void)name;
  int sleeping = 1;
  api.variant_get(parameters, "(b)", &sleeping);
  if (sleeping) return;
  uint64_t one = 1;
  (void)!write((int)(intptr_t)data, &one, sizeof one);
}

/// The thread: connects (a bus that never answers only holds this thread),
/// subscribes, then sleeps in GLib's poll for the rest of the process.
static void *listen_to_logind(void *data) {
  char error[128];
  if (!rb_library_load(&gio, error, sizeof error)) return NULL;
  rb_context *context = api.context_new();
  // Signal callbacks run in the subscribing thread's default context: this one.
  api.push_thread_default(context);
  rb_gerror *failure = NULL;
  rb_connection *bus = api.bus_get_sync(1 /* G_BUS_TYPE_SYSTEM */, NULL, &failure);
  if (!bus) {
    if (failure) api.error_free(failure);
    return NULL;
  }
  // GDBus raises SIGTERM when a bus connection closes: the bus restarting must not end watch.
  api.set_exit_on_close(bus, 0);
  api.signal_subscribe(bus, "org.freedesktop.login1", "org.freedesktop.login1.Manager",
                       "PrepareForSleep", "/org/freedesktop/login1", NULL, 0, prepare_for_sleep,
                       data, NULL);
  for (;;) api.iteration(context, 1);
  return NULL;
}

/// Whether a system bus may be there: GIO (about 17 M instructions to load)
/// is not opened for a socket that does not exist.
static int system_bus_may_exist(void) {
  const char *address = getenv("DBUS_SYSTEM_BUS_ADDRESS");
  if (!address || !*address) return access("/run/dbus/system_bus_socket", F_OK) == 0;
  const char *prefix = "unix:path=";
  if (strncmp(address, prefix, strlen(prefix)) != 0 || strchr(address, ',') || strchr(address, ';'))
    return 1;
  return access(address + strlen(prefix), F_OK) == 0;
}

int rb_watch_logind(int wake) {
  if (!system_bus_may_exist()) return 0;
  pthread_t thread;
  if (pthread_create(&thread, NULL, listen_to_logind, (void *)(intptr_t)wake) != 0) return -1;
  pthread_detach(thread);
  return 0;
}
