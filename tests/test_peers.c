/* test_peers.c: tlscost peers against real servers over loopback: the pitfall table's rows for
 * each library, and while the servers run, none of them listening where anything but loopback
 * can reach it (a listener on a non-loopback address is allowed only inside a network namespace
 * whose one interface is lo); none left after the run. */
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

#define TC_SOCKETS_MAX 64

/* 1 when one line of text holds all four words. */
static int tc_line_with(const char *text, const char *a, const char *b, const char *c, const char *d)
{
    for (const char *line = text; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        char copy[1024];
        snprintf(copy, sizeof copy, "%.*s", (int)strcspn(line, "\n"), line);
        if (strstr(copy, a) && strstr(copy, b) && strstr(copy, c) && strstr(copy, d))
            return 1;
    }
    return 0;
}

/* Each row of rows (server, cert, MFL, outcome) is a line of out; a missing one is shown. */
static void tc_check_rows(const char *out, const char *const rows[][4], size_t count)
{
    for (size_t i = 0; i < count; i++) {
        int found = out != NULL && tc_line_with(out, rows[i][0], rows[i][1], rows[i][2], rows[i][3]);
        CHECK(found);
        if (!found)
            fprintf(stderr, "  no row %s|%s|%s|%s in:\n%s\n", rows[i][0], rows[i][1], rows[i][2], rows[i][3],
                    out ? out : "");
    }
}

/* The socket inodes process pid holds open. */
static unsigned tc_socket_inodes(long pid, unsigned long *inodes, unsigned max)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%ld/fd", pid);
    DIR *fds = opendir(path);
    unsigned n = 0;
    for (struct dirent *e = fds ? readdir(fds) : NULL; e != NULL && n < max; e = readdir(fds)) {
        char link[128], target[128];
        snprintf(link, sizeof link, "%s/%s", path, e->d_name);
        ssize_t len = readlink(link, target, sizeof target - 1);
        target[len > 0 ? len : 0] = '\0';
        unsigned long inode;
        if (sscanf(target, "socket:[%lu]", &inode) == 1)
            inodes[n++] = inode;
    }
    if (fds != NULL)
        closedir(fds);
    return n;
}

/* An address of /proc/net/tcp (8 hex digits, little-endian) or tcp6 (32) in 127.0.0.0/8 or ::1. */
static int tc_loopback_address(const char *hex)
{
    size_t len = strcspn(hex, ":");
    if (len == 8)
        return strncasecmp(hex + 6, "7F", 2) == 0;
    if (len == 32)
        return strncmp(hex, "00000000000000000000000001000000", 32) == 0 ||
               (strncasecmp(hex, "0000000000000000FFFF0000", 24) == 0 && strncasecmp(hex + 30, "7F", 2) == 0);
    return 0;
}

/* 1 when pid's network namespace is not the test's and has no interface but lo, 0 when it is
 * not, -1 when pid ended before both could be read (a server that stops as it is watched). */
static int tc_isolated(long pid)
{
    char mine[64] = "", theirs[64] = "", path[64];
    snprintf(path, sizeof path, "/proc/%ld/ns/net", pid);
    ssize_t a = readlink("/proc/self/ns/net", mine, sizeof mine - 1), b = readlink(path, theirs, sizeof theirs - 1);
    if (a <= 0 || b <= 0)
        return -1;
    mine[a] = theirs[b] = '\0';
    snprintf(path, sizeof path, "/proc/%ld/net/dev", pid);
    char *dev = tcc_file_read(path, NULL);
    if (dev == NULL)
        return -1;
    int only_lo = 1;
    for (const char *line = dev; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        char name[64];
        if (strchr(line, '|') == NULL && sscanf(line, " %63[^:]:", name) == 1 && strcmp(name, "lo") != 0)
            only_lo = 0;
    }
    free(dev);
    return strcmp(mine, theirs) != 0 && only_lo;
}

struct tc_listen_seen {
    unsigned listeners;   /* listening sockets of the servers seen */
    unsigned wildcard;    /* of them, on an address beyond loopback inside an isolated namespace */
    unsigned exposed;     /* on an address beyond loopback where others can reach it */
};

/* Every listening socket of process pid, as its own namespace's tables show it. */
static void tc_check_listeners(long pid, struct tc_listen_seen *seen)
{
    unsigned long inodes[TC_SOCKETS_MAX];
    unsigned n = tc_socket_inodes(pid, inodes, TC_SOCKETS_MAX);
    /* The namespace is read first: a process gone by then is not looked at, and one that ends
     * after it leaves no tables to read. */
    int isolated = n > 0 ? tc_isolated(pid) : -1;
    if (isolated < 0)
        return;
    static const char *const tables[] = { "tcp", "tcp6" };
    for (size_t t = 0; t < 2; t++) {
        char path[64];
        snprintf(path, sizeof path, "/proc/%ld/net/%s", pid, tables[t]);
        char *text = tcc_file_read(path, NULL);
        for (const char *line = text; line != NULL && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
            char local[80], state[8];
            unsigned long inode = 0;
            if (sscanf(line, " %*s %79s %*s %7s %*s %*s %*s %*s %*s %lu", local, state, &inode) != 3 ||
                strcmp(state, "0A") != 0)
                continue;
            for (unsigned i = 0; i < n; i++) {
                if (inodes[i] != inode)
                    continue;
                seen->listeners++;
                if (tc_loopback_address(local))
                    continue;
                if (isolated) {
                    seen->wildcard++;
                } else {
                    seen->exposed++;
                    fprintf(stderr, "  pid %ld listens on %s (/proc/%ld/net/%s) outside loopback\n", pid, local, pid,
                            tables[t]);
                }
            }
        }
        free(text);
    }
}

/* Read what is waiting on fd into *out (grown as needed). */
static void tc_drain(int fd, char **out, size_t *len)
{
    char buf[4096];
    struct pollfd pfd = { fd, POLLIN, 0 };
    while (poll(&pfd, 1, 0) > 0) {
        ssize_t got = read(fd, buf, sizeof buf);
        if (got <= 0)
            break;
        char *grown = realloc(*out, *len + (size_t)got + 1);
        if (grown == NULL)
            break;
        memcpy(grown + *len, buf, (size_t)got);
        *len += (size_t)got;
        grown[*len] = '\0';
        *out = grown;
    }
}

static const char *const tc_server_names[] = { "gnutls-serv", "s_server", "peer.elf" };

/* Run peers in the background and watch its servers' listening sockets until it ends. */
static int tc_watch_peers(struct tc_listen_seen *seen, unsigned *gnutls_listeners, char **out)
{
    char *argv[] = { (char *)tc_test_tool_path(), "peers", "--quiet", NULL };
    struct tcc_background bg;
    size_t len = 0;
    *out = NULL;
    if (tcc_proc_start(argv, &bg) != 0)
        return -1;
    int status = 0;
    for (int polls = 0; polls < 60000; polls++) {
        tc_drain(bg.out_fd, out, &len);
        if (waitpid(bg.pid, &status, WNOHANG) == bg.pid)
            break;
        for (size_t s = 0; s < sizeof tc_server_names / sizeof tc_server_names[0]; s++) {
            long pids[16];
            unsigned n = tc_test_descendants(tc_server_names[s], pids, 16);
            for (unsigned i = 0; i < n && i < 16; i++) {
                unsigned before = seen->listeners;
                tc_check_listeners(pids[i], seen);
                if (s == 0)
                    *gnutls_listeners += seen->listeners - before;
            }
        }
        struct timespec pause = { 0, 5 * 1000 * 1000 };
        nanosleep(&pause, NULL);
    }
    tc_drain(bg.out_fd, out, &len);
    bg.pid = -1;
    tcc_proc_stop(&bg);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* Real servers on loopback: the receive-buffer and suite pitfalls, nothing reachable from
 * outside while they run, and no server left behind. */
void test_e2e_peers(void)
{
    struct tc_listen_seen seen = { 0, 0, 0 };
    unsigned gnutls_listeners = 0;
    char *out = NULL;
    int code = tc_watch_peers(&seen, &gnutls_listeners, &out);
    CHECK_EQ_U(code, 0);
    const char *rows[][4] = {
        { "Mbed TLS 3.6", " ec0 ", " none ", " -0x7100 " }, { "Mbed TLS 3.6", " ec0 ", " 4096 ", " ok " },
        { "openssl s_server", " ec0 ", " none ", " -0x7100 " }, { "openssl s_server", " ec0 ", " 4096 ", " ok " },
        { "gnutls-serv", " ec0 ", " none ", " -0x7100 " }, { "openssl s_server", " rsa0 ", " none ", " -0x7780 " },
    };
    tc_check_rows(out, rows, sizeof rows / sizeof rows[0]);
    CHECK(out != NULL && strstr(out, "Suites that would have matched: ECDHE-RSA-AES128-GCM-SHA256") != NULL);
    free(out);
    /* gnutls-serv was seen listening, on every address (it binds no other way), but inside a
     * namespace of loopback alone; nothing listened beyond loopback where others could reach it. */
    CHECK(gnutls_listeners > 0);
    CHECK(seen.wildcard > 0);
    CHECK_EQ_U(seen.exposed, 0);
    /* Every server was stopped. */
    for (size_t s = 0; s < sizeof tc_server_names / sizeof tc_server_names[0]; s++)
        CHECK_EQ_U(tc_test_descendants(tc_server_names[s], NULL, 0), 0);
}

/* Where the machine refuses a namespace, gnutls-serv is not started and its rows say why; the
 * servers that bind 127.0.0.1 still run. */
void test_e2e_peers_without_namespace(void)
{
    setenv("TLSCOST_NETNS", "refuse", 1);
    tc_expect(0, (const char *[]){ "peers", "--quiet", NULL },
              (const char *[]){ "not started: gnutls-serv listens on every address, and a network namespace is refused",
                                " 4096   ok ", NULL });
    unsetenv("TLSCOST_NETNS");
}

/* peers for wolfSSL and BearSSL: their own servers, built by tlscost, and the real ones, each
 * refusal under the library's own error name; their buffers are their own, so --in-len is refused. */
void test_e2e_peers_libraries(void)
{
    char *out = NULL;
    CHECK_EQ_U(tc_test_tool(&out, (const char *[]){ "peers", "--library", "wolfssl", "--quiet", NULL }), 0);
    const char *wolfssl_rows[][4] = {
        { "wolfSSL 5.7", " ec0 ", " none ", " ok " }, { "wolfSSL 5.7", " ec0 ", " 4096 ", " ok " },
        { "openssl s_server", " ec0 ", " none ", " ok " }, { "openssl s_server", " rsa0 ", " none ", " -313 " },
        { "gnutls-serv", " ec0 ", " 4096 ", " -341 " },
    };
    tc_check_rows(out, wolfssl_rows, sizeof wolfssl_rows / sizeof wolfssl_rows[0]);
    CHECK(out != NULL && strstr(out, "client: wolfSSL, profile min, receive buffer 16384 B") != NULL);
    CHECK(out != NULL && strstr(out, "wolfSSL reports FATAL_ERROR). Suites that would have matched") != NULL);
    CHECK(out != NULL && strstr(out, "wolfSSL holds the server to the fragment length and reports LENGTH_ERROR") != NULL);
    free(out);
    out = NULL;
    /* BearSSL's 4 KB buffer: gnutls-serv's 8000-byte record does not fit, under BearSSL's own name. */
    CHECK_EQ_U(tc_test_tool(&out, (const char *[]){ "peers", "--library", "bearssl", "--profile", "mono4k", "--quiet",
                                                    NULL }), 0);
    const char *bearssl_rows[][4] = {
        { "BearSSL 0.6", " ec0 ", " none ", " ok " }, { "openssl s_server", " ec0 ", " 4096 ", " ok " },
        { "gnutls-serv", " ec0 ", " none ", " -6 " }, { "openssl s_server", " rsa0 ", " none ", " -296 " },
    };
    tc_check_rows(out, bearssl_rows, sizeof bearssl_rows / sizeof bearssl_rows[0]);
    CHECK(out != NULL && strstr(out, "BearSSL reports BR_ERR_RECV_FATAL_ALERT+40") != NULL);
    CHECK(out != NULL && strstr(out, "receive buffer; BearSSL reports BR_ERR_TOO_LARGE") != NULL);
    CHECK(out != NULL && strstr(out, "ok: the server split the 8000-byte message into records that fit the client's "
                                     "4096-byte receive buffer") != NULL);
    free(out);
    tc_expect(2, (const char *[]){ "peers", "--library", "bearssl", "--in-len", "4096", NULL },
              (const char *[]){ "bearssl sizes its own record buffers in its configuration", NULL });
    tc_expect(2, (const char *[]){ "peers", "--library", "gnutls", NULL },
              (const char *[]){ "library 'gnutls' unknown; known: mbedtls", NULL });
    for (size_t s = 0; s < sizeof tc_server_names / sizeof tc_server_names[0]; s++)
        CHECK_EQ_U(tc_test_descendants(tc_server_names[s], NULL, 0), 0);
}
