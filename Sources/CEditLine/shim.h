#ifndef AGENTSKILL_CEDITLINE_SHIM_H
#define AGENTSKILL_CEDITLINE_SHIM_H

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

/// el_set, el_get and history_w are variadic, which Swift cannot call: these wrap the calls the
/// terminal chat's line editor makes, one fixed signature each.

/// An editor on the process's standard streams (Swift cannot name the C globals stdin/stdout).
static inline EditLine *cedit_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// Makes LC_CTYPE the environment's, or C.UTF-8 when that is not a UTF-8 locale (or is missing),
/// so libedit decodes and measures characters as UTF-8. Returns 1 when the result is UTF-8.
static inline int cedit_use_utf8_ctype(void) {
    const char *chosen = setlocale(LC_CTYPE, "");
    if (chosen == NULL || strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) return 0;
    }
    return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

static inline int cedit_set_prompt(EditLine *el, wchar_t *(*prompt)(EditLine *)) {
    return el_wset(el, EL_PROMPT, prompt);
}

static inline int cedit_set_editor(EditLine *el, const wchar_t *mode) {
    return el_wset(el, EL_EDITOR, mode);
}

static inline int cedit_set_history(EditLine *el, HistoryW *history) {
    return el_wset(el, EL_HIST, history_w, history);
}

static inline int cedit_add_function(
    EditLine *el, const wchar_t *name, const wchar_t *help, unsigned char (*function)(EditLine *, int)) {
    return el_wset(el, EL_ADDFN, name, help, function);
}

static inline int cedit_bind(EditLine *el, const wchar_t *key, const wchar_t *command) {
    return el_wset(el, EL_BIND, key, command, NULL);
}

/// `setty MODE SETTING`: changes the terminal modes libedit uses while editing (`-d`).
static inline int cedit_setty(EditLine *el, const wchar_t *mode, const wchar_t *setting) {
    return el_wset(el, EL_SETTY, mode, setting, NULL);
}

static inline int cedit_set_getc(EditLine *el, el_rfunc_t function) {
    return el_wset(el, EL_GETCFN, function);
}

static inline int cedit_set_client_data(EditLine *el, void *data) {
    return el_wset(el, EL_CLIENTDATA, data);
}

static inline void *cedit_client_data(EditLine *el) {
    void *data = NULL;
    if (el_wget(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

/// Redraws the prompt and the line from where the cursor is now.
static inline void cedit_refresh(EditLine *el) {
    el_wset(el, EL_REFRESH);
}

/// The terminal's width in columns as libedit knows it (80 when unknown).
static inline int cedit_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns, NULL) != 0 || columns <= 0) return 80;
    return columns;
}

static inline int cedit_wcwidth(wchar_t character) {
    return wcwidth(character);
}

static inline int cedit_history_set_size(HistoryW *history, int size) {
    HistEventW event;
    return history_w(history, &event, H_SETSIZE, size);
}

static inline int cedit_history_set_unique(HistoryW *history, int unique) {
    HistEventW event;
    return history_w(history, &event, H_SETUNIQUE, unique);
}

static inline int cedit_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return history_w(history, &event, H_ENTER, line);
}

#endif
