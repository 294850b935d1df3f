/* tcc_netns.c: a network namespace with only loopback, for the real servers (see tcc_netns.h). */
#include "tcc_netns.h"
#include <errno.h>
#include <fcntl.h>
#include <net/if.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tcc_interrupt.h"

static int tcc_write_proc(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = write(fd, text, strlen(text));
    close(fd);
    return n == (ssize_t)strlen(text) ? 0 : -1;
}

/* Inside a new user namespace: the caller's own uid and gid mapped to themselves, so files it
 * writes keep their owner. */
static int tcc_map_self(void)
{
    char map[64];
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)geteuid(), (unsigned)geteuid());
    if (tcc_write_proc("/proc/self/uid_map", map) != 0)
        return -1;
    if (tcc_write_proc("/proc/self/setgroups", "deny\n") != 0 && errno != ENOENT)
        return -1;
    snprintf(map, sizeof map, "%u %u 1\n", (unsigned)getegid(), (unsigned)getegid());
    return tcc_write_proc("/proc/self/gid_map", map);
}

static int tcc_loopback_up(void)
{
    int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    struct ifreq ifr;
    memset(&ifr, 0, sizeof ifr);
    snprintf(ifr.ifr_name, sizeof ifr.ifr_name, "lo");
    int ok = fd >= 0 && ioctl(fd, SIOCGIFFLAGS, &ifr) == 0;
    ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
    ok = ok && ioctl(fd, SIOCSIFFLAGS, &ifr) == 0;
    if (fd >= 0)
        close(fd);
    return ok ? 0 : -1;
}

int tcc_netns_enter(struct tcc_diag *d)
{
    const char *forced = getenv("TLSCOST_NETNS");
    if (forced != NULL && strcmp(forced, "refuse") == 0) {
        tcc_diagf(d, "a network namespace is refused (TLSCOST_NETNS=refuse); unset it to run these servers");
        return TCC_E_SETUP;
    }
    int as_root = unshare(CLONE_NEWNET) == 0;
    int root_errno = errno;
    if (!as_root && (unshare(CLONE_NEWUSER | CLONE_NEWNET) != 0 || tcc_map_self() != 0)) {
        tcc_diagf(d, "this machine refuses a network namespace (unshare: %s, and as a user namespace: %s); run as "
                  "root, or allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1)",
                  strerror(root_errno), strerror(errno));
        return TCC_E_SETUP;
    }
    if (tcc_loopback_up() != 0) {
        tcc_diagf(d, "cannot bring up the loopback interface of tlscost's network namespace: %s", strerror(errno));
        return TCC_E_SETUP;
    }
    return TCC_OK;
}

/* What the child hands back: fn's value and its diagnostic, then fn's data. */
struct tcc_netns_page {
    int entered;
    int rc;
    char why[sizeof ((struct tcc_diag *)0)->text];
};

int tcc_netns_run(int (*fn)(void *arg, void *shared, struct tcc_diag *d), void *arg, void *shared,
                  size_t shared_size, struct tcc_diag *d)
{
    size_t size = sizeof(struct tcc_netns_page) + shared_size;
    struct tcc_netns_page *page = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (page == MAP_FAILED) {
        tcc_diagf(d, "cannot map memory for the loopback servers' child: %s", strerror(errno));
        return TCC_E_IO;
    }
    memset(page, 0, sizeof *page);
    memcpy(page + 1, shared, shared_size);
    page->rc = TCC_E_RUN;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        tcc_interrupt_reset();
        struct tcc_diag own = { .text = "", .progress = d != NULL ? d->progress : NULL,
                                .progress_ctx = d != NULL ? d->progress_ctx : NULL };
        int rc = tcc_netns_enter(&own);
        page->entered = rc == TCC_OK;
        if (rc == TCC_OK)
            rc = fn(arg, page + 1, &own);
        snprintf(page->why, sizeof page->why, "%s", own.text);
        page->rc = rc;
        fflush(NULL);
        _exit(0);
    }
    if (pid < 0) {
        tcc_diagf(d, "cannot fork the loopback servers' child: %s", strerror(errno));
        munmap(page, size);
        return TCC_E_IO;
    }
    tcc_interrupt_track_worker(pid);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    tcc_interrupt_forget(pid);
    int rc = page->rc;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        tcc_diagf(d, "the loopback servers' child ended with status %d", status);
        rc = TCC_E_RUN;
    } else {
        if (page->why[0] != '\0')
            tcc_diagf(d, "%s", page->why);
        if (page->entered)
            memcpy(shared, page + 1, shared_size);
    }
    munmap(page, size);
    return rc;
}
