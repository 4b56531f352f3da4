// The only file that talks to GeoClue2, through GIO's GDBus, opened with
// dlopen only for `locations add --here` (GObject start-up costs millions of
// instructions that bar runs must not pay).
#include "cgeoclue_shim.h"

#include <dynamic_loading.h>
#include <run_within.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef void rb_variant;
typedef void rb_connection;

static struct {
  rb_connection *(*bus_get_sync)(int, void *, rb_gerror **);
  rb_variant *(*call_sync)(rb_connection *, const char *, const char *, const char *, const char *,
                           rb_variant *, const void *, int, int, void *, rb_gerror **);
  void (*call)(rb_connection *, const char *, const char *, const char *, const char *, rb_variant *,
               const void *, int, int, void *, void *, void *);
  rb_variant *(*variant_new)(const char *, ...);
  rb_variant *(*variant_new_string)(const char *);
  rb_variant *(*variant_new_uint32)(unsigned int);
  void (*variant_get)(rb_variant *, const char *, ...);
  const char *(*variant_get_string)(rb_variant *, size_t *);
  double (*variant_get_double)(rb_variant *);
  void (*variant_unref)(rb_variant *);
  void (*object_unref)(void *);
  void (*error_free)(rb_gerror *);
} api;

#define BUS_NAME "org.freedesktop.GeoClue2"
#define CLIENT_IFACE "org.freedesktop.GeoClue2.Client"
#define LOCATION_IFACE "org.freedesktop.GeoClue2.Location"
#define PROPS_IFACE "org.freedesktop.DBus.Properties"

static const char *const sonames[] = {"libgio-2.0.so.0", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.bus_get_sync, "g_bus_get_sync"),
    RB_SYMBOL(api.call_sync, "g_dbus_connection_call_sync"),
    RB_SYMBOL(api.call, "g_dbus_connection_call"),
    RB_SYMBOL(api.variant_new, "g_variant_new"),
    RB_SYMBOL(api.variant_new_string, "g_variant_new_string"),
    RB_SYMBOL(api.variant_new_uint32, "g_variant_new_uint32"),
    RB_SYMBOL(api.variant_get, "g_variant_get"),
    RB_SYMBOL(api.variant_get_string, "g_variant_get_string"),
    RB_SYMBOL(api.variant_get_double, "g_variant_get_double"),
    RB_SYMBOL(api.variant_unref, "g_variant_unref"),
    RB_SYMBOL(api.object_unref, "g_object_unref"),
    RB_SYMBOL(api.error_free, "g_error_free"),
    {NULL, NULL},
};
#define NOT_LOADED "GIO (part of the Debian package libglib2.0-0) could not be loaded"
static rb_library gio = {sonames, symbols, NOT_LOADED, NOT_LOADED, RB_LIBRARY_NOT_TRIED};

static rb_geoclue_status classify(rb_gerror *error, rb_geoclue_result *out) {
  const char *text = error && error->message ? error->message : "unknown error";
  snprintf(out->message, sizeof out->message, "%s", text);
  if (strstr(text, "ServiceUnknown") || strstr(text, "NameHasNoOwner")) return RB_GEOCLUE_NOT_RUNNING;
  if (strstr(text, "AccessDenied")) return RB_GEOCLUE_DENIED;
  if (strstr(text, "Timeout") || strstr(text, "NoReply")) return RB_GEOCLUE_TIMEOUT;
  return RB_GEOCLUE_FAILED;
}

/// Calls a method and returns its reply (to unref), or NULL with *error set,
/// waiting at most until `deadline` (monotonic milliseconds).
static rb_variant *call(rb_connection *bus, const char *path, const char *iface, const char *method,
                        rb_variant *args, double deadline, rb_gerror **error) {
  long left = rb_remaining_ms(deadline);
  return api.call_sync(bus, BUS_NAME, path, iface, method, args, NULL, 0, left > 0 ? (int)left : 1,
                       NULL, error);
}

/// Reads a property as a variant (to unref), or NULL.
static rb_variant *property(rb_connection *bus, const char *path, const char *iface,
                            const char *name, double deadline, rb_gerror **error) {
  rb_variant *reply = call(bus, path, PROPS_IFACE, "Get", api.variant_new("(ss)", iface, name),
                           deadline, error);
  if (!reply) return NULL;
  rb_variant *value = NULL;
  api.variant_get(reply, "(v)", &value);
  api.variant_unref(reply);
  return value;
}

/// Asks the client to stop without waiting for the answer (GeoClue also drops
/// a client whose connection closes, as it does when rain-bar exits).
static void stop(rb_connection *bus, const char *client) {
  api.call(bus, BUS_NAME, client, CLIENT_IFACE, "Stop", NULL, NULL, 0, -1, NULL, NULL, NULL);
}

typedef struct {
  char desktop_id[128];
  double deadline;
  long timeout_ms;
  rb_geoclue_status status;
  rb_geoclue_result result;
} locate_job;

/// The whole lookup, bus connection included, every call bounded by the one deadline.
static void locate(void *state) {
  locate_job *job = state;
  rb_geoclue_result *out = &job->result;
  double deadline = job->deadline;
  rb_gerror *error = NULL;
  rb_connection *bus = api.bus_get_sync(1 /* G_BUS_TYPE_SYSTEM */, NULL, &error);
  if (!bus) {
    snprintf(out->message, sizeof out->message, "%s",
             error && error->message ? error->message : "no system bus");
    if (error) api.error_free(error);
    job->status = RB_GEOCLUE_NO_BUS;
    return;
  }
  rb_geoclue_status status = RB_GEOCLUE_OK;
  char client[256] = {0};
  rb_variant *reply = call(bus, "/org/freedesktop/GeoClue2/Manager", "org.freedesktop.GeoClue2.Manager",
                           "GetClient", NULL, deadline, &error);
  if (!reply) goto failed;
  const char *path = NULL;
  api.variant_get(reply, "(&o)", &path);
  snprintf(client, sizeof client, "%s", path);
  api.variant_unref(reply);

  reply = call(bus, client, PROPS_IFACE, "Set",
               api.variant_new("(ssv)", CLIENT_IFACE, "DesktopId", api.variant_new_string(job->desktop_id)),
               deadline, &error);
  if (!reply) goto failed;
  api.variant_unref(reply);
  // 4: city level, enough for a forecast and kinder to privacy than exact.
  reply = call(bus, client, PROPS_IFACE, "Set",
               api.variant_new("(ssv)", CLIENT_IFACE, "RequestedAccuracyLevel", api.variant_new_uint32(4)),
               deadline, &error);
  if (!reply) goto failed;
  api.variant_unref(reply);
  reply = call(bus, client, CLIENT_IFACE, "Start", NULL, deadline, &error);
  if (!reply) goto failed;
  api.variant_unref(reply);

  char location[256] = {0};
  while (1) {
    rb_variant *value = property(bus, client, CLIENT_IFACE, "Location", deadline, &error);
    if (!value) goto failed;
    snprintf(location, sizeof location, "%s", api.variant_get_string(value, NULL));
    api.variant_unref(value);
    if (strcmp(location, "/") != 0) break;
    if (rb_remaining_ms(deadline) <= 0) {
      snprintf(out->message, sizeof out->message, "no position within %ld s",
               (job->timeout_ms + 999) / 1000);
      status = RB_GEOCLUE_TIMEOUT;
      goto done;
    }
    usleep(100000);
  }
  const char *names[] = {"Latitude", "Longitude", "Accuracy", "Description"};
  for (int i = 0; i < 4; i++) {
    rb_variant *value = property(bus, location, LOCATION_IFACE, names[i], deadline, &error);
    if (!value) {
      if (i >= 2) {  // accuracy and description are optional
        if (error) api.error_free(error);
        error = NULL;
        continue;
      }
      goto failed;
    }
    if (i == 0) out->latitude = api.variant_get_double(value);
    if (i == 1) out->longitude = api.variant_get_double(value);
    if (i == 2) out->accuracy = api.variant_get_double(value);
    if (i == 3) snprintf(out->description, sizeof out->description, "%s", api.variant_get_string(value, NULL));
    api.variant_unref(value);
  }
  goto done;
failed:
  status = classify(error, out);
  if (error) api.error_free(error);
done:
  if (client[0]) stop(bus, client);
  api.object_unref(bus);
  job->status = status;
}

// A lookup abandoned at its deadline: none is started beside it.
static int lookups_running;

rb_geoclue_status rb_geoclue_locate(const char *desktop_id, long timeout_ms, rb_geoclue_result *out) {
  memset(out, 0, sizeof *out);
  if (!rb_library_load(&gio, out->message, sizeof out->message)) return RB_GEOCLUE_NO_LIBRARY;
  locate_job *job = calloc(1, sizeof *job);
  if (!job) return RB_GEOCLUE_FAILED;
  snprintf(job->desktop_id, sizeof job->desktop_id, "%s", desktop_id);
  job->timeout_ms = timeout_ms;
  job->deadline = rb_monotonic_ms() + timeout_ms;
  // Connecting has no timeout of its own (a bus that accepts and never answers
  // holds g_bus_get_sync for ever): the whole lookup runs within the deadline.
  if (rb_still_running(&lookups_running)) {
    free(job);
    job = NULL;
  }
  if (!job || !rb_run_within(locate, job, free, timeout_ms, &lookups_running)) {
    snprintf(out->message, sizeof out->message, "no answer from the system bus within %ld s",
             (timeout_ms + 999) / 1000);
    return RB_GEOCLUE_TIMEOUT;
  }
  *out = job->result;
  rb_geoclue_status status = job->status;
  free(job);
  return status;
}
