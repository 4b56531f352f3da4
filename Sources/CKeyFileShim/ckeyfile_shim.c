// The only file that touches GLib. It is opened with dlopen when the config
// file is changed, or read in a form rain-bar's own reader leaves to GLib
// (escapes, translations, odd spacing), so that a bar run does not load GLib
// and PCRE2 at start-up (about 0.3 M instructions and 1 MB of memory).
#include "ckeyfile_shim.h"

#include <dynamic_loading.h>

static struct {
  rb_key_file *(*key_file_new)(void);
  void (*key_file_free)(rb_key_file *);
  int (*key_file_load_from_file)(rb_key_file *, const char *, int, rb_gerror **);
  char **(*key_file_get_groups)(rb_key_file *, size_t *);
  char **(*key_file_get_keys)(rb_key_file *, const char *, size_t *, rb_gerror **);
  char *(*key_file_get_string)(rb_key_file *, const char *, const char *, rb_gerror **);
  void (*key_file_set_string)(rb_key_file *, const char *, const char *, const char *);
  int (*key_file_remove_key)(rb_key_file *, const char *, const char *, rb_gerror **);
  int (*key_file_remove_group)(rb_key_file *, const char *, rb_gerror **);
  char *(*key_file_to_data)(rb_key_file *, size_t *, rb_gerror **);
  void (*free)(void *);
  void (*strfreev)(char **);
  void (*error_free)(rb_gerror *);
  unsigned (*file_error_quark)(void);
} api;

static const char *const sonames[] = {"libglib-2.0.so.0", NULL};
static const rb_library_symbol symbols[] = {
    RB_SYMBOL(api.key_file_new, "g_key_file_new"),
    RB_SYMBOL(api.key_file_free, "g_key_file_free"),
    RB_SYMBOL(api.key_file_load_from_file, "g_key_file_load_from_file"),
    RB_SYMBOL(api.key_file_get_groups, "g_key_file_get_groups"),
    RB_SYMBOL(api.key_file_get_keys, "g_key_file_get_keys"),
    RB_SYMBOL(api.key_file_get_string, "g_key_file_get_string"),
    RB_SYMBOL(api.key_file_set_string, "g_key_file_set_string"),
    RB_SYMBOL(api.key_file_remove_key, "g_key_file_remove_key"),
    RB_SYMBOL(api.key_file_remove_group, "g_key_file_remove_group"),
    RB_SYMBOL(api.key_file_to_data, "g_key_file_to_data"),
    RB_SYMBOL(api.free, "g_free"),
    RB_SYMBOL(api.strfreev, "g_strfreev"),
    RB_SYMBOL(api.error_free, "g_error_free"),
    RB_SYMBOL(api.file_error_quark, "g_file_error_quark"),
    {NULL, NULL},
};
static rb_library glib = {sonames, symbols,
                          "GLib is not installed (Debian package libglib2.0-0: sudo apt install libglib2.0-0)",
                          "GLib is missing functions rain-bar needs", RB_LIBRARY_NOT_TRIED};

int rb_glib_load(char *error, size_t error_size) {
  error[0] = 0;
  return rb_library_load(&glib, error, error_size);
}

// Called only after rb_glib_load returned 1.
rb_key_file *rb_key_file_new(void) { return api.key_file_new(); }
void rb_key_file_free(rb_key_file *file) { api.key_file_free(file); }
int rb_key_file_load_from_file(rb_key_file *file, const char *path, int flags, rb_gerror **error) {
  return api.key_file_load_from_file(file, path, flags, error);
}
char **rb_key_file_get_groups(rb_key_file *file, size_t *length) {
  return api.key_file_get_groups(file, length);
}
char **rb_key_file_get_keys(rb_key_file *file, const char *group, size_t *length,
                            rb_gerror **error) {
  return api.key_file_get_keys(file, group, length, error);
}
char *rb_key_file_get_string(rb_key_file *file, const char *group, const char *key,
                             rb_gerror **error) {
  return api.key_file_get_string(file, group, key, error);
}
void rb_key_file_set_string(rb_key_file *file, const char *group, const char *key,
                            const char *value) {
  api.key_file_set_string(file, group, key, value);
}
int rb_key_file_remove_key(rb_key_file *file, const char *group, const char *key,
                           rb_gerror **error) {
  return api.key_file_remove_key(file, group, key, error);
}
int rb_key_file_remove_group(rb_key_file *file, const char *group, rb_gerror **error) {
  return api.key_file_remove_group(file, group, error);
}
char *rb_key_file_to_data(rb_key_file *file, size_t *length, rb_gerror **error) {
  return api.key_file_to_data(file, length, error);
}
void rb_g_free(void *memory) { api.free(memory); }
void rb_g_strfreev(char **strings) { api.strfreev(strings); }
void rb_g_error_free(rb_gerror *error) { api.error_free(error); }
unsigned rb_g_file_error_quark(void) { return api.file_error_quark(); }
