/* tcc_commands.h: the subcommands, one file each (cmd_<name>.c), registered in main.c. */
#ifndef TCC_COMMANDS_H
#define TCC_COMMANDS_H

/* Each returns an error value from tcc_error.h (0 on success). home: the tlscost tree. */
int tcc_cmd_run(int argc, char **argv, const char *home);
int tcc_cmd_report(int argc, char **argv, const char *home);
int tcc_cmd_compare(int argc, char **argv, const char *home);
int tcc_cmd_heap_fit(int argc, char **argv, const char *home);
int tcc_cmd_fit(int argc, char **argv, const char *home);
int tcc_cmd_peers(int argc, char **argv, const char *home);
int tcc_cmd_bench(int argc, char **argv, const char *home);
int tcc_cmd_calls(int argc, char **argv, const char *home);

#endif
