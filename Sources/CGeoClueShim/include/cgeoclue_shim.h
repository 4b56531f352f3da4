#ifndef RAIN_BAR_CGEOCLUE_SHIM_H
#define RAIN_BAR_CGEOCLUE_SHIM_H

#include <stddef.h>

/// Why no position came back.
typedef enum {
  RB_GEOCLUE_OK = 0,
  RB_GEOCLUE_NO_LIBRARY = 1,
  RB_GEOCLUE_NO_BUS = 2,
  RB_GEOCLUE_NOT_RUNNING = 3,
  RB_GEOCLUE_DENIED = 4,
  RB_GEOCLUE_TIMEOUT = 5,
  RB_GEOCLUE_FAILED = 6,
} rb_geoclue_status;

typedef struct {
  double latitude;
  double longitude;
  double accuracy;
  char description[128];
  char message[256];
} rb_geoclue_result;

/// Asks GeoClue2 on the system bus for the current position, waiting at most
/// `timeout_ms` for the whole lookup (connecting to the bus included). GIO is
/// opened with dlopen on first use.
rb_geoclue_status rb_geoclue_locate(const char *desktop_id, long timeout_ms, rb_geoclue_result *out);

#endif
