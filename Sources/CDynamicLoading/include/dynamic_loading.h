#ifndef RAIN_BAR_DYNAMIC_LOADING_H
#define RAIN_BAR_DYNAMIC_LOADING_H

// How the C shims open the libraries a cache-hit bar run must not pay for:
// with dlopen on first use, trying sonames in order, resolving every function
// the shim calls at once, and failing with the shim's one sentence.

#include <stddef.h>

/// A function the shim calls: its name, and where its address goes.
typedef struct {
  const char *name;
  void **address;
} rb_library_symbol;

/// An entry of a symbol table: `RB_SYMBOL(api.easy_init, "curl_easy_init")`.
#define RB_SYMBOL(field, symbol) {(symbol), (void **)&(field)}

typedef enum {
  RB_LIBRARY_NOT_TRIED = 0,
  RB_LIBRARY_LOADED = 1,
  RB_LIBRARY_NOT_FOUND = 2,
  RB_LIBRARY_MISSING_SYMBOL = 3,
} rb_library_status;

/// One library, kept in a static by the shim that opens it.
typedef struct {
  /// Tried in order until one opens; ends with NULL.
  const char *const *sonames;
  /// Ends with an entry whose name is NULL.
  const rb_library_symbol *symbols;
  /// The messages for when no soname opens, and when a function is missing.
  const char *not_found;
  const char *missing_symbol;
  rb_library_status status;
} rb_library;

/// Opens `library` on the first call; later calls give the same answer.
/// Returns 1 when every symbol is resolved; otherwise 0, with the library's
/// message in `error`.
int rb_library_load(rb_library *library, char *error, size_t error_size);

/// GLib's GError, declared by its stable ABI so that the shims compile
/// without GLib's headers.
typedef struct {
  unsigned int domain;
  int code;
  char *message;
} rb_gerror;

#endif
