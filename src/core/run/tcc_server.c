/* tcc_server.c: a probed server as a run's scenario (see tcc_server.h). */
#include "tcc_server.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../base/tcc_file.h"
#include "../base/tcc_key.h"
#include "../model/tcc_library.h"
#include "tcc_probe.h"
#include "../base/tcc_proc.h"
#include "tcc_standin.h"
#include "../base/tcc_str.h"

/* The blob file the run image links, written into work: each stand-in file of dir (the folder
 * work becomes) under the name tc_pki.c expects. */
static int tcc_server_blobs(const char *work, const char *dir, const struct tcc_standin *s, const char *endpoint,
                            struct tcc_diag *d)
{
    char text[8192], path[4200];
    snprintf(text, sizeof text,
             "/* server_blobs.S: the stand-in chain of %s (tlscost run --server), written by tlscost for the\n"
             " * harness's \"server\" scenario (harness/tc_pki.c). */\n"
             ".macro tc_blob name, file\n"
             "    .section .rodata.tc_blob_\\name, \"a\"\n"
             "    .global tc_blob_\\name\n"
             "    .global tc_blob_\\name\\()_end\n"
             "tc_blob_\\name:\n"
             "    .incbin \"\\file\"\n"
             "tc_blob_\\name\\()_end:\n"
             ".endm\n\n"
             "tc_blob server_root, \"%s/root.der\"\n"
             "tc_blob server_key, \"%s/leaf.key.der\"\n",
             endpoint, dir, dir);
    for (unsigned i = 0; i < s->count; i++)
        tcc_appendf(text, sizeof text, "tc_blob server_chain%u, \"%s/chain-%u.der\"\n", i + 1, dir, i + 1);
    tcc_appendf(text, sizeof text, "\n#if defined(__linux__)\n.section .note.GNU-stack, \"\", %%progbits\n#endif\n");
    snprintf(path, sizeof path, "%s/server_blobs.S", work);
    return tcc_file_write(path, text, d);
}

/* Make the stand-in in a folder of its own, then move it into place: two runs making the same
 * one at once both end with one whole folder. */
static int tcc_server_make(const char *dir, const struct tcc_server_desc *desc, const char *endpoint,
                           struct tcc_diag *d)
{
    char work[4200];
    snprintf(work, sizeof work, "%s.tmp%ld", dir, (long)getpid());
    const char *pems[TCC_PROBE_CHAIN_MAX];
    for (unsigned i = 0; i < desc->chain_len; i++)
        pems[i] = desc->chain[i].pem;
    struct tcc_standin standin;
    int err = tcc_mkdirs(work) == TCC_OK ? tcc_standin_make(pems, desc->chain_len, &standin, d) : TCC_E_IO;
    if (err == TCC_OK) {
        char path[4300];
        err = tcc_standin_write(&standin, work, d);
        snprintf(path, sizeof path, "%s/assumed.txt", work);
        if (err == TCC_OK)
            err = tcc_file_write(path, standin.assumed, d);
        if (err == TCC_OK)
            err = tcc_server_blobs(work, dir, &standin, endpoint, d);
        tcc_standin_free(&standin);
    }
    if (err == TCC_OK && rename(work, dir) != 0 && errno != ENOTEMPTY && errno != EEXIST)
        err = TCC_E_IO;
    char *rm[] = { "rm", "-rf", work, NULL };
    struct tcc_proc_result pr;
    tcc_proc_run(rm, NULL, 60, &pr);
    tcc_proc_free(&pr);
    if (err == TCC_E_IO && d != NULL && d->text[0] == '\0')
        tcc_diagf(d, "cannot write the stand-in chain into %s", dir);
    return err;
}

/* The leaf's common name from its subject ("CN = probe.test" or "CN=probe.test"). */
static void tcc_common_name(const char *subject, char *out, size_t size)
{
    const char *cn = strstr(subject, "CN = ");
    const char *start = cn != NULL ? cn + 5 : (cn = strstr(subject, "CN=")) != NULL ? cn + 3 : NULL;
    out[0] = '\0';
    if (start != NULL)
        snprintf(out, size, "%.*s", (int)strcspn(start, ",/"), start);
}

/* tcc_server_load with the description read into desc. */
static int tcc_server_load_into(const char *home, const char *path, struct tcc_server_scenario *out,
                                struct tcc_server_desc *desc, struct tcc_diag *d)
{
    int err = tcc_probe_read(path, desc, d);
    if (err != TCC_OK)
        return err;
    snprintf(out->endpoint, sizeof out->endpoint, "%s:%u", desc->host, desc->port);
    if (desc->chain_len > TCC_SERVER_CHAIN_MAX) {
        tcc_diagf(d, "%s sends %u certificates; the in-image server presents at most %d", out->endpoint,
                  desc->chain_len, TCC_SERVER_CHAIN_MAX);
        return TCC_E_USAGE;
    }
    if (desc->sni[0] != '\0')
        snprintf(out->host, sizeof out->host, "%s", desc->sni);
    else
        tcc_common_name(desc->chain[0].subject, out->host, sizeof out->host);
    if (out->host[0] == '\0' || strspn(out->host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-*") !=
                                    strlen(out->host)) {
        tcc_diagf(d, "%s: no host name to check its certificate against (probe it again with --sni NAME)", path);
        return TCC_E_INPUT;
    }
    out->chain_len = desc->chain_len;
    snprintf(out->leaf_key, sizeof out->leaf_key, "%s", desc->chain[0].key);
    out->leaf_bits = desc->chain[0].key_bits;
    out->needs_rsa = strstr(desc->chain[0].key, "rsa") != NULL;
    for (unsigned i = 0; i < desc->chain_len; i++)
        out->needs_rsa |= strstr(desc->chain[i].signature, "RSA") != NULL;
    out->largest_record = desc->largest_record;
    out->ignores_mfl = 1;
    for (unsigned i = 0; i < TCC_PROBE_MFLS; i++)
        out->ignores_mfl &= desc->mfl[i] == 0;
    /* One folder per chain, named by the chain's certificates. */
    struct tcc_key key;
    char hash[65];
    tcc_key_begin(&key);
    for (unsigned i = 0; i < desc->chain_len; i++)
        tcc_key_text(&key, desc->chain[i].pem);
    tcc_key_end(&key, hash);
    snprintf(out->dir, sizeof out->dir, "%s/build/servers/%.16s", home, hash);
    snprintf(out->blobs, sizeof out->blobs, "%s/server_blobs.S", out->dir);
    char parent[4200];
    snprintf(parent, sizeof parent, "%s/build/servers", home);
    if (!tcc_path_exists(out->blobs) &&
        (err = tcc_mkdirs(parent) == TCC_OK ? tcc_server_make(out->dir, desc, out->endpoint, d) : TCC_E_IO) != TCC_OK)
        return err;
    char assumed_path[4300];
    snprintf(assumed_path, sizeof assumed_path, "%s/assumed.txt", out->dir);
    char *assumed = tcc_file_read(assumed_path, NULL);
    snprintf(out->assumed, sizeof out->assumed, "%s", assumed != NULL ? assumed : "");
    free(assumed);
    return TCC_OK;
}

int tcc_server_load(const char *home, const char *path, struct tcc_server_scenario *out, struct tcc_diag *d)
{
    memset(out, 0, sizeof *out);
    struct tcc_server_desc *desc = calloc(1, sizeof *desc); /* too large for the stack */
    if (desc == NULL) {
        tcc_diagf(d, "out of memory reading %s", path);
        return TCC_E_IO;
    }
    int err = tcc_server_load_into(home, path, out, desc, d);
    free(desc);
    return err;
}

unsigned tcc_server_response(const struct tcc_server_scenario *s)
{
    if (s->largest_record == 0)
        return TCC_CELL_RESPONSE_DEFAULT;
    return s->largest_record < 16384 ? s->largest_record : 16384;
}

/* 1 when the image's symbol table (objdump -t) names one of the space-separated functions. */
static int tcc_image_has_any(const char *objdump, const char *elf, const char *names)
{
    char *argv[] = { (char *)objdump, "-t", (char *)elf, NULL };
    struct tcc_proc_result pr;
    int found = 0;
    if (tcc_proc_run(argv, "/dev/null", 60, &pr) == TCC_OK && pr.exit_code == 0 && pr.output != NULL)
        for (const char *n = names; *n && !found; n += strcspn(n, " "), n += strspn(n, " ")) {
            char word[128], pattern[140];
            snprintf(word, sizeof word, "%.*s", (int)strcspn(n, " "), n);
            snprintf(pattern, sizeof pattern, " %s\n", word);
            found = strstr(pr.output, pattern) != NULL;
        }
    tcc_proc_free(&pr);
    return found;
}

int tcc_server_pitfalls(const struct tcc_cell *cell, const struct tcc_prepared *p, struct tcc_diag *d)
{
    const struct tcc_server_scenario *s = cell->scenario.server;
    const struct tcc_library *lib = cell->build.library;
    char elf[4300];
    snprintf(elf, sizeof elf, "%s/%s.elf", p->dir, p->image);
    if (s->needs_rsa && lib != NULL && lib->rsa_verify_symbols != NULL &&
        !tcc_image_has_any(p->target.objdump, elf, lib->rsa_verify_symbols)) {
        tcc_diagf(d, "%s sends an RSA chain (leaf %s %u bit) and this configuration cannot verify RSA (its image has "
                  "none of %s): its suites do not cover the server's key, and the server would end the handshake "
                  "(Mbed TLS reports -0x7780); give a configuration with RSA, such as mbedtls's profile rsa",
                  s->endpoint, s->leaf_key, s->leaf_bits, lib->rsa_verify_symbols);
        return TCC_E_USAGE;
    }
    if (s->ignores_mfl && cell->scenario.mfl > 0 && s->largest_record > cell->scenario.mfl) {
        tcc_diagf(d, "%s ignores max fragment length: a client asking for %u-byte records gets its %u-byte records "
                  "and fails (Mbed TLS reports -0x7100); give --in-len %u or more instead of --mfl", s->endpoint,
                  cell->scenario.mfl, s->largest_record, s->largest_record);
        return TCC_E_USAGE;
    }
    /* A receive buffer smaller than the server's records, with no fragment length it honours. */
    int fragments_honoured = cell->scenario.mfl > 0 && !s->ignores_mfl;
    if (cell->build.in_len > 0 && s->largest_record > cell->build.in_len && !fragments_honoured) {
        tcc_diagf(d, "%s sends %u-byte records%s: a %u-byte receive buffer breaks on the first one (Mbed TLS reports "
                  "-0x7100); give --in-len %u or more%s", s->endpoint, s->largest_record,
                  s->ignores_mfl ? " and ignores max fragment length" : "", cell->build.in_len, s->largest_record,
                  s->ignores_mfl ? "" : ", or --mfl");
        return TCC_E_USAGE;
    }
    return TCC_OK;
}
