/* tcc_signals.h: the command line's handlers for SIGINT and SIGTERM (see tcc_signals.c). */
#ifndef TCC_SIGNALS_H
#define TCC_SIGNALS_H

/* Install them; call once, before any child is started. */
void tcc_signals_install(void);

#endif
