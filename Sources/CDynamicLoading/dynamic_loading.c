#include "dynamic_loading.h"

#include <dlfcn.h>
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

int rb_library_load(rb_library *library, char *error, size_t error_size) {
  if (library->status == RB_LIBRARY_NOT_TRIED) library->status = open_library(library);
  if (library->status == RB_LIBRARY_LOADED) return 1;
  snprintf(error, error_size, "%s",
           library->status == RB_LIBRARY_NOT_FOUND ? library->not_found : library->missing_symbol);
  return 0;
}
