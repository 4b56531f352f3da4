// The only file that touches libical. It is opened with dlopen when a calendar
// is configured and one of its files changed, so a bar run without calendars
// never maps it. Recurrences and time zones are libical's
// (icalcomponent_foreach_recurrence, VTIMEZONE and the system's zoneinfo);
// this file only walks the components and copies out what rain-bar needs.
// A call runs on a thread of its own within the caller's deadline
// (rb_run_within): a rule that expands to millions stops costing the run
// when its time is up.
#define _GNU_SOURCE
#include "cical_shim.h"

#include <dynamic_loading.h>
#include <run_within.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// The few libical types used, declared by libical 3's stable ABI so that
// compiling needs no libical headers.
typedef void rb_component;
typedef void rb_property;
typedef void rb_timezone;
typedef struct {
  int year, month, day, hour, minute, second;
  int is_date;
  int is_daylight;
  const rb_timezone *zone;
} rb_icaltime;
typedef struct {
  time_t start;
  time_t end;
  int is_busy;
} rb_icalspan;
typedef struct {
  double lat;
  double lon;
} rb_icalgeo;

// icalcomponent_kind, icalproperty_kind and the enum values of libical 3.
enum {
  RB_ANY_COMPONENT = 1,
  RB_VEVENT_COMPONENT = 4,
  RB_VCALENDAR_COMPONENT = 7,
  RB_CATEGORIES_PROPERTY = 12,
  RB_TZID_PARAMETER = 27,
  RB_GEO_PROPERTY = 39,
  RB_RECURRENCEID_PROPERTY = 66,
  RB_TRANSP_PROPERTY = 80,
  RB_STATUS_CANCELLED = 10905,
  RB_TRANSP_TRANSPARENT = 11003,
  RB_TRANSP_TRANSPARENTNOCONFLICT = 11004,
};

static struct {
  void (*errors_are_fatal)(int);
  rb_component *(*parse_string)(const char *);
  void (*free_component)(rb_component *);
  int (*isa)(const rb_component *);
  rb_component *(*first_component)(rb_component *, int);
  rb_component *(*next_component)(rb_component *, int);
  rb_property *(*first_property)(rb_component *, int);
  rb_property *(*next_property)(rb_component *, int);
  rb_icaltime (*dtstart)(rb_component *);
  rb_icaltime (*recurrenceid)(rb_component *);
  const char *(*uid)(rb_component *);
  const char *(*summary)(rb_component *);
  const char *(*location)(rb_component *);
  int (*status)(rb_component *);
  int (*transp)(const rb_property *);
  const char *(*categories)(const rb_property *);
  rb_icalgeo (*geo)(const rb_property *);
  void (*foreach_recurrence)(rb_component *, rb_icaltime, rb_icaltime,
                             void (*)(rb_component *, rb_icalspan *, void *), void *);
  rb_icaltime (*from_timet)(time_t, int, const rb_timezone *);
  time_t (*as_timet)(rb_icaltime, const rb_timezone *);
  rb_timezone *(*utc)(void);
  int (*is_null)(rb_icaltime);
  void *(*first_parameter)(rb_property *, int);
  const char *(*tzid)(const void *);
  rb_timezone *(*calendar_zone)(rb_component *, const char *);
  rb_timezone *(*builtin_zone)(const char *);
} api;

static const char *const sonames[] = {"libical.so.3", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.errors_are_fatal, "icalerror_set_errors_are_fatal"),
    RB_SYMBOL(api.parse_string, "icalparser_parse_string"),
    RB_SYMBOL(api.free_component, "icalcomponent_free"),
    RB_SYMBOL(api.isa, "icalcomponent_isa"),
    RB_SYMBOL(api.first_component, "icalcomponent_get_first_component"),
    RB_SYMBOL(api.next_component, "icalcomponent_get_next_component"),
    RB_SYMBOL(api.first_property, "icalcomponent_get_first_property"),
    RB_SYMBOL(api.next_property, "icalcomponent_get_next_property"),
    RB_SYMBOL(api.dtstart, "icalcomponent_get_dtstart"),
    RB_SYMBOL(api.recurrenceid, "icalcomponent_get_recurrenceid"),
    RB_SYMBOL(api.uid, "icalcomponent_get_uid"),
    RB_SYMBOL(api.summary, "icalcomponent_get_summary"),
    RB_SYMBOL(api.location, "icalcomponent_get_location"),
    RB_SYMBOL(api.status, "icalcomponent_get_status"),
    RB_SYMBOL(api.transp, "icalproperty_get_transp"),
    RB_SYMBOL(api.categories, "icalproperty_get_categories"),
    RB_SYMBOL(api.geo, "icalproperty_get_geo"),
    RB_SYMBOL(api.foreach_recurrence, "icalcomponent_foreach_recurrence"),
    RB_SYMBOL(api.from_timet, "icaltime_from_timet_with_zone"),
    RB_SYMBOL(api.as_timet, "icaltime_as_timet_with_zone"),
    RB_SYMBOL(api.utc, "icaltimezone_get_utc_timezone"),
    RB_SYMBOL(api.is_null, "icaltime_is_null_time"),
    RB_SYMBOL(api.first_parameter, "icalproperty_get_first_parameter"),
    RB_SYMBOL(api.tzid, "icalparameter_get_tzid"),
    RB_SYMBOL(api.calendar_zone, "icalcomponent_get_timezone"),
    RB_SYMBOL(api.builtin_zone, "icaltimezone_get_builtin_timezone"),
    {NULL, NULL},
};
// Suggested by the Debian package (only a calendar needs it): say what to install.
static rb_library ical = {
    sonames, symbols,
    "libical is not installed (Debian package libical3: sudo apt install libical3)",
    "the installed libical lacks functions rain-bar needs (Debian package libical3 3.0 or later)",
    RB_LIBRARY_NOT_TRIED};

static int calls_running;

int rb_ical_available(char *error, size_t error_size) {
  return rb_library_load(&ical, error, error_size);
}

/// An instance a RECURRENCE-ID component replaces: the event's UID and the
/// original start, as foreach_recurrence gives it.
typedef struct {
  const char *uid;
  long long start;
} rb_override;

typedef struct {
  char *text;
  long long from, to;
  size_t limit;
  rb_ical_result *result;
  size_t capacity;
  rb_override *overrides;
  size_t override_count;
  /// The component being expanded and what it shares among its occurrences.
  rb_component *event;
  int master;
  int floating, all_day, cancelled, transparent, has_geo;
  rb_icalgeo geo;
  char categories[512];
  int ok;
  int not_icalendar;
  char error[256];
} ical_job;

static char *copy(const char *text) { return strdup(text ? text : ""); }

static void free_events(rb_ical_result *result) {
  if (!result) return;
  for (size_t index = 0; index < result->count; index++) {
    rb_ical_event *event = &result->events[index];
    free(event->uid);
    free(event->summary);
    free(event->location);
    free(event->categories);
  }
  free(result->events);
  free(result);
}

void rb_ical_result_free(rb_ical_result *result) { free_events(result); }

static void ical_release(void *state) {
  ical_job *job = state;
  free(job->text);
  free(job->overrides);
  free_events(job->result);
  free(job);
}

static int overridden(ical_job *job, const char *uid, long long start) {
  for (size_t index = 0; index < job->override_count; index++) {
    if (job->overrides[index].start == start && strcmp(job->overrides[index].uid, uid) == 0) {
      return 1;
    }
  }
  return 0;
}

static void occurrence(rb_component *component, rb_icalspan *span, void *data) {
  ical_job *job = data;
  rb_ical_result *result = job->result;
  if (result->truncated) return;
  const char *uid = api.uid(component);
  if (job->master && overridden(job, uid ? uid : "", (long long)span->start)) return;
  if ((long long)span->end <= job->from && (long long)span->start != (long long)span->end) return;
  if ((long long)span->start >= job->to) return;
  if (result->count == job->limit) {
    result->truncated = 1;
    return;
  }
  if (result->count == job->capacity) {
    size_t capacity = job->capacity ? job->capacity * 2 : 16;
    rb_ical_event *events = realloc(result->events, capacity * sizeof *events);
    if (!events) {
      result->truncated = 1;
      return;
    }
    result->events = events;
    job->capacity = capacity;
  }
  rb_ical_event *event = &result->events[result->count++];
  event->start = (long long)span->start;
  event->end = (long long)span->end;
  event->floating = job->floating;
  event->all_day = job->all_day;
  event->cancelled = job->cancelled;
  event->transparent = job->transparent;
  event->has_geo = job->has_geo;
  event->latitude = job->geo.lat;
  event->longitude = job->geo.lon;
  event->uid = copy(uid);
  event->summary = copy(api.summary(component));
  event->location = copy(api.location(component));
  event->categories = copy(job->categories);
}

/// What an event's occurrences share: its kind of start, status, transparency, place, categories.
static void describe(ical_job *job, rb_component *event) {
  rb_icaltime start = api.dtstart(event);
  job->all_day = start.is_date;
  job->floating = !start.is_date && start.zone == NULL;
  job->cancelled = api.status(event) == RB_STATUS_CANCELLED;
  rb_property *transp = api.first_property(event, RB_TRANSP_PROPERTY);
  int value = transp ? api.transp(transp) : 0;
  job->transparent = value == RB_TRANSP_TRANSPARENT || value == RB_TRANSP_TRANSPARENTNOCONFLICT;
  rb_property *geo = api.first_property(event, RB_GEO_PROPERTY);
  job->has_geo = geo != NULL;
  job->geo = geo ? api.geo(geo) : (rb_icalgeo){0, 0};
  job->categories[0] = '\0';
  size_t used = 0;
  for (rb_property *property = api.first_property(event, RB_CATEGORIES_PROPERTY); property;
       property = api.next_property(event, RB_CATEGORIES_PROPERTY)) {
    const char *value = api.categories(property);
    if (!value) continue;
    int written = snprintf(job->categories + used, sizeof job->categories - used, "%s%s",
                           used ? "," : "", value);
    if (written < 0 || (size_t)written >= sizeof job->categories - used) break;
    used += (size_t)written;
  }
}

/// The VEVENTs of a parsed text: those of a VCALENDAR, or the text itself when it is one.
static rb_component *first_event(rb_component *root) {
  if (api.isa(root) == RB_VEVENT_COMPONENT) return root;
  return api.first_component(root, RB_VEVENT_COMPONENT);
}

static rb_component *next_event(rb_component *root, rb_component *event) {
  if (event == root) return NULL;
  return api.next_component(root, RB_VEVENT_COMPONENT);
}

static void ical_work(void *state) {
  ical_job *job = state;
  api.errors_are_fatal(0);
  rb_component *root = api.parse_string(job->text);
  int kind = root ? api.isa(root) : 0;
  if (kind != RB_VCALENDAR_COMPONENT && kind != RB_VEVENT_COMPONENT) {
    if (root) api.free_component(root);
    job->not_icalendar = 1;
    snprintf(job->error, sizeof job->error, "it is not iCalendar text");
    return;
  }
  job->result = calloc(1, sizeof *job->result);
  if (!job->result) {
    api.free_component(root);
    snprintf(job->error, sizeof job->error, "out of memory");
    return;
  }
  // The instances that RECURRENCE-ID components replace.
  size_t overrides = 0;
  for (rb_component *event = first_event(root); event; event = next_event(root, event)) {
    if (api.first_property(event, RB_RECURRENCEID_PROPERTY)) overrides++;
  }
  job->overrides = overrides ? calloc(overrides, sizeof *job->overrides) : NULL;
  rb_timezone *utc = api.utc();
  for (rb_component *event = first_event(root); event && job->overrides;
       event = next_event(root, event)) {
    if (!api.first_property(event, RB_RECURRENCEID_PROPERTY)) continue;
    rb_icaltime id = api.recurrenceid(event);
    // libical gives a RECURRENCE-ID no zone: its TZID is looked up as DTSTART's
    // is (the calendar's VTIMEZONE, else the system's zone of that name).
    void *parameter = api.first_parameter(api.first_property(event, RB_RECURRENCEID_PROPERTY),
                                          RB_TZID_PARAMETER);
    const char *tzid = parameter ? api.tzid(parameter) : NULL;
    if (tzid && !id.zone) {
      id.zone = kind == RB_VCALENDAR_COMPONENT ? api.calendar_zone(root, tzid) : NULL;
      if (!id.zone) id.zone = api.builtin_zone(tzid);
    }
    const char *uid = api.uid(event);
    job->overrides[job->override_count].uid = uid ? uid : "";
    job->overrides[job->override_count].start =
        (long long)api.as_timet(id, id.zone ? id.zone : utc);
    job->override_count++;
  }
  rb_icaltime from = api.from_timet((time_t)job->from, 0, utc);
  rb_icaltime to = api.from_timet((time_t)job->to, 0, utc);
  for (rb_component *event = first_event(root); event; event = next_event(root, event)) {
    if (api.is_null(api.dtstart(event))) {
      job->result->unreadable++;
      continue;
    }
    describe(job, event);
    job->master = api.first_property(event, RB_RECURRENCEID_PROPERTY) == NULL;
    api.foreach_recurrence(event, from, to, occurrence, job);
  }
  api.free_component(root);
  job->ok = 1;
}

rb_ical_status rb_ical_events(const char *text, size_t length, long long from, long long to,
                              size_t limit, long timeout_ms, rb_ical_result **result, char *error,
                              size_t error_size) {
  *result = NULL;
  if (!rb_library_load(&ical, error, error_size)) return RB_ICAL_FAILED;
  if (rb_still_running(&calls_running)) {
    snprintf(error, error_size, "an earlier calendar is still being read");
    return RB_ICAL_TIMEOUT;
  }
  ical_job *job = calloc(1, sizeof *job);
  if (!job) {
    snprintf(error, error_size, "out of memory");
    return RB_ICAL_FAILED;
  }
  job->text = malloc(length + 1);
  if (!job->text) {
    free(job);
    snprintf(error, error_size, "out of memory");
    return RB_ICAL_FAILED;
  }
  memcpy(job->text, text, length);
  job->text[length] = '\0';
  job->from = from;
  job->to = to;
  job->limit = limit;
  if (!rb_run_within(ical_work, job, ical_release, timeout_ms, &calls_running)) {
    snprintf(error, error_size, "reading it took longer than the time left");
    return RB_ICAL_TIMEOUT;
  }
  rb_ical_status status = RB_ICAL_FAILED;
  if (job->ok) {
    *result = job->result;
    job->result = NULL;
    status = RB_ICAL_OK;
  } else {
    snprintf(error, error_size, "%s", job->error);
    if (job->not_icalendar) status = RB_ICAL_NOT_ICALENDAR;
  }
  ical_release(job);
  return status;
}
