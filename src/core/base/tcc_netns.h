/* tcc_netns.h: servers that only loopback can reach. gnutls-serv binds every address and has no
 * option to bind one, so tlscost runs its real servers, and the clients that talk to them, inside
 * a network namespace of its own in which the loopback interface is the only one: whatever
 * listens there cannot be reached from outside the machine, and two runs at once cannot take
 * each other's ports. As root the namespace is made directly; otherwise inside a user namespace
 * of the caller's own (unprivileged user namespaces). */
#ifndef TCC_NETNS_H
#define TCC_NETNS_H

#include <stddef.h>
#include "tcc_error.h"

/* Move the calling process (and every child it starts from now on) into a new network namespace
 * with only lo, and bring lo up; 0, or TCC_E_SETUP with why the machine refused (d says what to
 * run instead). The process cannot come back: call it in a child of its own (tcc_netns_run). */
int tcc_netns_enter(struct tcc_diag *d);

/* Run fn(arg, shared) in a forked child that has entered a namespace of its own; shared
 * (shared_size bytes) is what fn fills, copied in before and back after. Returns fn's value
 * (which is never TCC_E_SETUP, so that a caller can tell a refusal), or
 * TCC_E_SETUP when the namespace was refused (d says why; shared is left as it was: fn never ran), or
 * TCC_E_RUN when the child died. */
int tcc_netns_run(int (*fn)(void *arg, void *shared, struct tcc_diag *d), void *arg, void *shared,
                  size_t shared_size, struct tcc_diag *d);

#endif
