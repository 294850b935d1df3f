/* tcc_loopback.h: ports on 127.0.0.1 for the servers tlscost and its tests start (peers, probe). */
#ifndef TCC_LOOPBACK_H
#define TCC_LOOPBACK_H

/* A port on 127.0.0.1 that is free now (for servers that cannot pick their own); 0 when none. */
unsigned tcc_loopback_free_port(void);
/* Wait until something accepts connections on 127.0.0.1:port; 0, or -1 after timeout_ms. */
int tcc_loopback_wait(unsigned port, unsigned timeout_ms);

#endif
