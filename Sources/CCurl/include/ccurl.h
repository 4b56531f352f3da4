#ifndef RAIN_BAR_CCURL_H
#define RAIN_BAR_CCURL_H

#include <stddef.h>

/// Why a request produced no HTTP response.
typedef enum {
  RB_HTTP_OK = 0,
  RB_HTTP_TIMEOUT = 1,
  RB_HTTP_CONNECT = 2,
  RB_HTTP_RESOLVE = 3,
  RB_HTTP_TOO_LARGE = 4,
  RB_HTTP_OTHER = 5,
  RB_HTTP_NO_LIBRARY = 6,
  RB_HTTP_CUT_OFF = 7,
  RB_HTTP_HEADERS_TOO_LARGE = 8,
} rb_http_failure;

typedef struct {
  long status;
  rb_http_failure failure;
  char *body;
  size_t body_length;
  /// Header lines of the final response, CRLF-separated, as received.
  char *headers;
  size_t headers_length;
  char message[256];
  /// The URL a redirect led to, when the request failed there (empty otherwise).
  char redirected_to[512];
} rb_http_result;

/// Performs one GET with libcurl, loaded on first use. `headers` are full
/// "Name: value" lines. Never throws, never prints; fills `out`.
void rb_http_get(const char *url, const char *const *headers, size_t header_count,
                 long timeout_ms, long max_body_bytes, rb_http_result *out);

void rb_http_result_free(rb_http_result *result);

#endif
