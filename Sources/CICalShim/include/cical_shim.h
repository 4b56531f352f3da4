#ifndef RAIN_BAR_CICAL_SHIM_H
#define RAIN_BAR_CICAL_SHIM_H

#include <stddef.h>

/// One occurrence of an event, as libical expanded it.
typedef struct {
  /// Unix seconds; for a floating time (no zone), the wall clock read as if in UTC.
  long long start;
  long long end;
  int floating;
  int all_day;
  int cancelled;
  int transparent;
  int has_geo;
  double latitude;
  double longitude;
  /// Owned by the result; never NULL (empty when the event has none).
  char *uid;
  char *summary;
  char *location;
  /// The CATEGORIES values, comma-separated.
  char *categories;
} rb_ical_event;

typedef struct {
  rb_ical_event *events;
  size_t count;
  /// More occurrences fell in the window than `limit`: the first ones are kept.
  int truncated;
  /// VEVENTs that were skipped because they have no start libical could read.
  int unreadable;
} rb_ical_result;

typedef enum {
  RB_ICAL_FAILED = 0,
  RB_ICAL_OK = 1,
  /// The work did not finish within the time given (the thread is left to end by itself).
  RB_ICAL_TIMEOUT = 2,
  /// libical found no VCALENDAR (nor VEVENT) in the text.
  RB_ICAL_NOT_ICALENDAR = 3,
} rb_ical_status;

/// Parses `length` bytes of iCalendar text with libical (opened with dlopen on
/// first use) and expands every VEVENT's occurrences that overlap
/// [from, to) (Unix seconds; floating times compared as if in UTC) with
/// icalcomponent_foreach_recurrence (RRULE, RDATE, EXDATE), an instance that a
/// RECURRENCE-ID component overrides replaced by it. At most `limit`
/// occurrences; within `timeout_ms`. On RB_ICAL_OK `*result` is set (free it
/// with rb_ical_result_free); otherwise `error` says why in one sentence
/// that never quotes the text.
rb_ical_status rb_ical_events(const char *text, size_t length, long long from, long long to,
                              size_t limit, long timeout_ms, rb_ical_result **result, char *error,
                              size_t error_size);

void rb_ical_result_free(rb_ical_result *result);

/// Whether libical can be opened (for `doctor`); when not, `error` names its package.
int rb_ical_available(char *error, size_t error_size);

#endif
