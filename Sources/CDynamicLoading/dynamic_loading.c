#include "dynamic_loading.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static rb_library_status open_library(const rb_library *library) {
  void *handle = NULL;
  // RTLD_LAZY: the library's own calls are bound when first made, not all at
  // once (libcurl and the 30 libraries behind it bind thousands, about 2.6 M
  // instructions, of which a request uses a few hundred). The functions the
  // shim calls are still all looked up here, so a missing one is still found
  // at once; libraries linked with -z now bind everything all the same.
  for (const char *const *name = library->sonames; *name && !handle; name++) {
    handle = dlopen(*name, RTLD_LAZY | RTLD_LOCAL);
  }
  if (!handle) return RB_LIBRARY_NOT_FOUND;
  rb_library_status status = RB_LIBRARY_LOADED;
  for (const rb_library_symbol *symbol = library->symbols; symbol->name; symbol++) {
    *symbol->address = dlsym(handle, symbol->name);
    if (!*symbol->address) status = RB_LIBRARY_MISSING_SYMBOL;
  }
  return status;
}

/// One load at a time: watch's background threads (the forecast's and the
/// warnings' renewals) may both make their first request at once.
static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;

int rb_library_load(rb_library *library, char *error, size_t error_size) {
  pthread_mutex_lock(&loading);
  if (library->status == RB_LIBRARY_NOT_TRIED) library->status = open_library(library);
  rb_library_status status = library->status;
  pthread_mutex_unlock(&loading);
  if (status == RB_LIBRARY_LOADED) return 1;
  snprintf(error, error_size, "%s",
           status == RB_LIBRARY_NOT_FOUND ? library->not_found : library->missing_symbol);
  return 0;
}
