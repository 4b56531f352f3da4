// The only file that touches libcurl. It is opened with dlopen on the first
// request so that a bar run served from the cache never loads libcurl and the
// TLS, HTTP/2 and LDAP libraries behind it (about 14 M instructions of start-up).
#include "ccurl.h"

#include <curl/curl.h>
#include <dynamic_loading.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef CURL *(*easy_init_fn)(void);
typedef CURLcode (*easy_setopt_fn)(CURL *, CURLoption, ...);
typedef CURLcode (*easy_perform_fn)(CURL *);
typedef CURLcode (*easy_getinfo_fn)(CURL *, CURLINFO, ...);
typedef void (*easy_cleanup_fn)(CURL *);
typedef const char *(*easy_strerror_fn)(CURLcode);
typedef struct curl_slist *(*slist_append_fn)(struct curl_slist *, const char *);
typedef void (*slist_free_all_fn)(struct curl_slist *);

static struct {
  easy_init_fn easy_init;
  easy_setopt_fn easy_setopt;
  easy_perform_fn easy_perform;
  easy_getinfo_fn easy_getinfo;
  easy_cleanup_fn easy_cleanup;
  easy_strerror_fn easy_strerror;
  slist_append_fn slist_append;
  slist_free_all_fn slist_free_all;
} api;

static const char *const sonames[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.easy_init, "curl_easy_init"),
    RB_SYMBOL(api.easy_setopt, "curl_easy_setopt"),
    RB_SYMBOL(api.easy_perform, "curl_easy_perform"),
    RB_SYMBOL(api.easy_getinfo, "curl_easy_getinfo"),
    RB_SYMBOL(api.easy_cleanup, "curl_easy_cleanup"),
    RB_SYMBOL(api.easy_strerror, "curl_easy_strerror"),
    RB_SYMBOL(api.slist_append, "curl_slist_append"),
    RB_SYMBOL(api.slist_free_all, "curl_slist_free_all"),
    {NULL, NULL},
};
// Installed as a Recommends of the Debian package, so it may be missing: say what to install.
static rb_library curl = {
    sonames, symbols,
    "libcurl is not installed (Debian package libcurl4: sudo apt install libcurl4)",
    "the installed libcurl lacks functions rain-bar needs (Debian package libcurl4 7.85 or later)",
    RB_LIBRARY_NOT_TRIED};

typedef struct {
  char *data;
  size_t length;
  size_t limit;
  int overflow;
  // Headers: the blank line that ends them has come.
  int complete;
} buffer;

static size_t append(buffer *b, const char *data, size_t n) {
  if (b->length + n > b->limit) {
    b->overflow = 1;
    return 0;  // makes libcurl stop with CURLE_WRITE_ERROR
  }
  char *grown = realloc(b->data, b->length + n + 1);
  if (!grown) return 0;
  b->data = grown;
  memcpy(b->data + b->length, data, n);
  b->length += n;
  b->data[b->length] = 0;
  return n;
}

static size_t on_body(char *data, size_t size, size_t count, void *context) {
  return append(context, data, size * count);
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
  buffer *b = context;
  size_t n = size * count;
  // A new status line starts a new response (after a redirect or a 100 Continue).
  if (n >= 5 && memcmp(data, "HTTP/", 5) == 0) {
    b->length = 0;
    b->complete = 0;
  }
  if (n <= 2 && n > 0 && (data[0] == '\r' || data[0] == '\n')) b->complete = 1;
  return append(b, data, n);
}

static void set_message(rb_http_result *out, const char *text) {
  strncpy(out->message, text, sizeof out->message - 1);
  out->message[sizeof out->message - 1] = 0;
}

void rb_http_get(const char *url, const char *const *headers, size_t header_count,
                 long timeout_ms, long max_body_bytes, rb_http_result *out) {
  memset(out, 0, sizeof *out);
  if (!rb_library_load(&curl, out->message, sizeof out->message)) {
    out->failure = RB_HTTP_NO_LIBRARY;
    return;
  }
  CURL *curl = api.easy_init();
  if (!curl) {
    out->failure = RB_HTTP_OTHER;
    set_message(out, "libcurl could not start a request");
    return;
  }
  struct curl_slist *list = NULL;
  for (size_t i = 0; i < header_count; i++) list = api.slist_append(list, headers[i]);

  buffer body = {NULL, 0, (size_t)max_body_bytes, 0, 0};
  buffer head = {NULL, 0, 64 * 1024, 0, 0};
  char error[CURL_ERROR_SIZE] = {0};

  api.easy_setopt(curl, CURLOPT_URL, url);
  api.easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  api.easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  api.easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
  api.easy_setopt(curl, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
  api.easy_setopt(curl, CURLOPT_FOLLOWLOCATION, 1L);
  api.easy_setopt(curl, CURLOPT_MAXREDIRS, 3L);
  api.easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
  api.easy_setopt(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
  api.easy_setopt(curl, CURLOPT_ACCEPT_ENCODING, "");
  api.easy_setopt(curl, CURLOPT_WRITEFUNCTION, on_body);
  api.easy_setopt(curl, CURLOPT_WRITEDATA, &body);
  api.easy_setopt(curl, CURLOPT_HEADERFUNCTION, on_header);
  api.easy_setopt(curl, CURLOPT_HEADERDATA, &head);
  api.easy_setopt(curl, CURLOPT_ERRORBUFFER, error);

  CURLcode code = api.easy_perform(curl);
  long proxy_status = 0;
  api.easy_getinfo(curl, CURLINFO_HTTP_CONNECTCODE, &proxy_status);
  switch (code) {
    case CURLE_OK:
      api.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &out->status);
      out->failure = RB_HTTP_OK;
      break;
    case CURLE_OPERATION_TIMEDOUT:
      out->failure = RB_HTTP_TIMEOUT;
      break;
    case CURLE_COULDNT_CONNECT:
      out->failure = RB_HTTP_CONNECT;
      break;
    case CURLE_PARTIAL_FILE:
    case CURLE_RECV_ERROR:
    case CURLE_GOT_NOTHING:
      out->failure = RB_HTTP_CUT_OFF;
      break;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
      out->failure = RB_HTTP_RESOLVE;
      break;
    default:
      out->failure = body.overflow ? RB_HTTP_TOO_LARGE : RB_HTTP_OTHER;
      break;
  }
  // Headers past our buffer, or past libcurl's own limit for one header (it
  // says "Out of memory"), before the blank line that ends them.
  if (code != CURLE_OK &&
      (head.overflow || (code == CURLE_OUT_OF_MEMORY && head.length > 0 && !head.complete)))
    out->failure = RB_HTTP_HEADERS_TOO_LARGE;
  long redirects = 0;
  char *effective = NULL;
  api.easy_getinfo(curl, CURLINFO_REDIRECT_COUNT, &redirects);
  if (code != CURLE_OK && redirects > 0 &&
      api.easy_getinfo(curl, CURLINFO_EFFECTIVE_URL, &effective) == CURLE_OK && effective) {
    strncpy(out->redirected_to, effective, sizeof out->redirected_to - 1);
    out->redirected_to[sizeof out->redirected_to - 1] = 0;
  }
  if (out->failure != RB_HTTP_OK && proxy_status >= 300) {
    // An HTTPS proxy (https_proxy, all_proxy) that refused the tunnel: its answer, not a cut-off.
    out->failure = RB_HTTP_OTHER;
    snprintf(out->message, sizeof out->message, "the proxy refused the tunnel (HTTP %ld)",
             proxy_status);
    free(body.data);
    free(head.data);
  } else if (out->failure != RB_HTTP_OK) {
    set_message(out, error[0] ? error : api.easy_strerror(code));
    free(body.data);
    free(head.data);
  } else {
    out->body = body.data;
    out->body_length = body.length;
    out->headers = head.data;
    out->headers_length = head.length;
  }
  api.slist_free_all(list);
  api.easy_cleanup(curl);
}

void rb_http_result_free(rb_http_result *result) {
  free(result->body);
  free(result->headers);
  result->body = NULL;
  result->headers = NULL;
}
