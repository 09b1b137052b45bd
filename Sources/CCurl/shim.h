// libcurl for SkillLLM's HTTP transport. curl_easy_setopt and curl_easy_getinfo are variadic, which
// Swift cannot call, so each kind of argument gets a typed wrapper here.
#ifndef AGENTSKILL_CCURL_SHIM_H
#define AGENTSKILL_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*agentskill_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*agentskill_curl_progress_callback)(
    void *context, curl_off_t download_total, curl_off_t downloaded, curl_off_t upload_total, curl_off_t uploaded);

static inline CURLcode agentskill_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode agentskill_curl_set_large(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode agentskill_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode agentskill_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode agentskill_curl_set_headers(CURL *handle, struct curl_slist *headers) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode agentskill_curl_set_data_callback(
    CURL *handle, CURLoption option, agentskill_curl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode agentskill_curl_set_progress_callback(CURL *handle, agentskill_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline long agentskill_curl_response_code(CURL *handle) {
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

static inline const char *agentskill_curl_content_type(CURL *handle) {
    char *type = NULL;
    curl_easy_getinfo(handle, CURLINFO_CONTENT_TYPE, &type);
    return type;
}

#endif
