#ifndef AGENTSKILL_CCIVETWEB_SHIM_H
#define AGENTSKILL_CCIVETWEB_SHIM_H

#include <stddef.h>
#include <civetweb.h>

#ifdef __linux__
#include <arpa/inet.h>
#include <dirent.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#ifndef POLLRDHUP
#define POLLRDHUP 0x2000
#endif
#endif

/// The request headers are a fixed C array, which Swift imports as a 64-element tuple: these
/// read one entry by index instead (index < num_headers).
static inline const char *ccivetweb_header_name(const struct mg_request_info *info, int index) {
    return info->http_headers[index].name;
}

static inline const char *ccivetweb_header_value(const struct mg_request_info *info, int index) {
    return info->http_headers[index].value;
}

/// The client's address as civetweb wrote it ("127.0.0.1", "::1").
static inline const char *ccivetweb_remote_addr(const struct mg_request_info *info) {
    return info->remote_addr;
}

#ifdef __linux__
/// The port and printed address of a socket address; 0 for other families.
static inline int ccivetweb_address(const struct sockaddr_storage *address, char *text, size_t size) {
    if (address->ss_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
        if (inet_ntop(AF_INET, &v4->sin_addr, text, (socklen_t)size) == NULL) return 0;
        return ntohs(v4->sin_port);
    }
    if (address->ss_family == AF_INET6) {
        const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
        if (inet_ntop(AF_INET6, &v6->sin6_addr, text, (socklen_t)size) == NULL) return 0;
        return ntohs(v6->sin6_port);
    }
    return 0;
}
#endif

/// The descriptor of the socket that carries this request, found among the process's open
/// descriptors by its two ends (civetweb does not hand it out); -1 when not found or not on Linux.
/// Only read from, never closed or written: civetweb owns it.
static inline int ccivetweb_request_socket(const struct mg_request_info *info) {
#ifdef __linux__
    DIR *directory = opendir("/proc/self/fd");
    if (directory == NULL) return -1;
    int found = -1;
    struct dirent *entry;
    while (found < 0 && (entry = readdir(directory)) != NULL) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9') continue;
        int fd = atoi(entry->d_name);
        if (fd == dirfd(directory)) continue;
        struct stat status;
        if (fstat(fd, &status) != 0 || !S_ISSOCK(status.st_mode)) continue;
        struct sockaddr_storage local, peer;
        socklen_t localSize = sizeof local, peerSize = sizeof peer;
        if (getsockname(fd, (struct sockaddr *)&local, &localSize) != 0) continue;
        if (getpeername(fd, (struct sockaddr *)&peer, &peerSize) != 0) continue;
        char localText[64], peerText[64];
        if (ccivetweb_address(&local, localText, sizeof localText) != info->server_port) continue;
        if (ccivetweb_address(&peer, peerText, sizeof peerText) != info->remote_port) continue;
        if (strcmp(peerText, info->remote_addr) != 0) continue;
        found = fd;
    }
    closedir(directory);
    return found;
#else
    (void)info;
    return -1;
#endif
}

/// 1 when the client closed its end of `fd` (or the socket failed), 0 while it is open. Never
/// blocks and never consumes data: a pending byte is only peeked at.
static inline int ccivetweb_peer_closed(int fd) {
#ifdef __linux__
    if (fd < 0) return 0;
    struct pollfd watch = {.fd = fd, .events = POLLIN | POLLRDHUP, .revents = 0};
    if (poll(&watch, 1, 0) <= 0) return 0;
    if (watch.revents & (POLLHUP | POLLERR | POLLRDHUP | POLLNVAL)) return 1;
    if (watch.revents & POLLIN) {
        char byte;
        return recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0 ? 1 : 0;
    }
    return 0;
#else
    (void)fd;
    return 0;
#endif
}

#endif
