#ifndef AGENTSKILL_CCIVETWEB_SHIM_H
#define AGENTSKILL_CCIVETWEB_SHIM_H

#include <stddef.h>
#include <civetweb.h>

/// The request headers are a fixed C array, which Swift imports as a 64-element tuple: these
/// read one entry by index instead (index < num_headers).
static inline const char *ccivetweb_header_name(const struct mg_request_info *info, int index) {
    return info->http_headers[index].name;
}

static inline const char *ccivetweb_header_value(const struct mg_request_info *info, int index) {
    return info->http_headers[index].value;
}

#endif
