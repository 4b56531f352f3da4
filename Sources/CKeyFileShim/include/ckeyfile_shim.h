#ifndef RAIN_BAR_CKEYFILE_SHIM_H
#define RAIN_BAR_CKEYFILE_SHIM_H

// GLib's GKeyFile, opened with dlopen when rain-bar changes its config file
// or reads one its own reader leaves to GLib. The functions mirror GLib's
// (g_key_file_new is rb_key_file_new, ...) with GLib's types by their ABI.

#include <dynamic_loading.h>
#include <stddef.h>

typedef struct rb_key_file rb_key_file;

/// GKeyFileFlags.
enum { RB_KEY_FILE_KEEP_COMMENTS = 1, RB_KEY_FILE_KEEP_TRANSLATIONS = 2 };
/// GFileError's G_FILE_ERROR_NOENT.
enum { RB_G_FILE_ERROR_NOENT = 4 };

/// Opens GLib on the first call. Returns 1 when it is ready; otherwise 0, with
/// a sentence in `error`.
int rb_glib_load(char *error, size_t error_size);

rb_key_file *rb_key_file_new(void);
void rb_key_file_free(rb_key_file *file);
int rb_key_file_load_from_file(rb_key_file *file, const char *path, int flags, rb_gerror **error);
char **rb_key_file_get_groups(rb_key_file *file, size_t *length);
char **rb_key_file_get_keys(rb_key_file *file, const char *group, size_t *length,
                            rb_gerror **error);
char *rb_key_file_get_string(rb_key_file *file, const char *group, const char *key,
                             rb_gerror **error);
void rb_key_file_set_string(rb_key_file *file, const char *group, const char *key,
                            const char *value);
int rb_key_file_remove_key(rb_key_file *file, const char *group, const char *key,
                           rb_gerror **error);
int rb_key_file_remove_group(rb_key_file *file, const char *group, rb_gerror **error);
char *rb_key_file_to_data(rb_key_file *file, size_t *length, rb_gerror **error);
void rb_g_free(void *memory);
void rb_g_strfreev(char **strings);
void rb_g_error_free(rb_gerror *error);
unsigned rb_g_file_error_quark(void);

#endif
