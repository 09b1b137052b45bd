#ifndef AGENTSKILL_CSQLITE_SHIM_H
#define AGENTSKILL_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer, which Swift cannot import:
/// binding text or blobs with it makes SQLite copy the bytes before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
