/* test_run_server.c: tlscost run --server against the probed loopback servers of test_probe.c:
 * an RSA chain refused before any firmware runs for a client that cannot verify RSA; the
 * certificate step and heap peak of an RSA-capable client against the stand-in chain beside the
 * test PKI's, and its security checks on the stand-in chain; a server that ignores max fragment
 * length refused for a client that relies on it, and a receive buffer smaller than its records;
 * a file that is not a description. report --server: min refused, rsa measured, in each of its
 * documents. And fit --server: jobs that cannot talk to the server refused in one line, the
 * ECDHE-RSA job fitted against the stand-in chain. */
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/base/tcc_file.h"
#include "tc_test.h"
#include "tests.h"

/* The number after the first occurrence of label in text (digits and thousands commas), or 0. */
static unsigned long tc_figure_after(const char *text, const char *label)
{
    const char *at = text != NULL ? strstr(text, label) : NULL;
    if (at == NULL)
        return 0;
    at += strlen(label);
    while (*at == ' ')
        at++;
    unsigned long n = 0;
    for (; (*at >= '0' && *at <= '9') || *at == ','; at++)
        if (*at != ',')
            n = n * 10 + (unsigned long)(*at - '0');
    return n;
}

void tc_check_run_server(const char *openssl_json, const char *gnutls_json)
{
    tc_expect(2, (const char *[]){ "run", "--quiet", "--server", "Makefile", NULL },
              (const char *[]){ "Makefile is not a server description", NULL });
    tc_expect(2, (const char *[]){ "run", "--quiet", "--server", openssl_json, NULL },
              (const char *[]){ "sends an RSA chain (leaf rsaEncryption 2048 bit) and this configuration cannot verify RSA",
                                "-0x7780", NULL });
    char *server = NULL, *test_pki = NULL;
    CHECK(tc_test_tool(&server, (const char *[]){ "run", "--quiet", "--profile", "rsa", "--server", openssl_json,
                                                  "--security-checks", NULL }) == 0);
    CHECK(tc_test_tool(&test_pki, (const char *[]){ "run", "--quiet", "--profile", "rsa", "--cert", "rsa1", NULL }) == 0);
    CHECK(server != NULL && strstr(server, "cert=server") != NULL && strstr(server, "host=probe.test") != NULL);
    /* Checked on the stand-in chain: an RSA root that did not sign it, another name. */
    CHECK(server != NULL && strstr(server, "unknown root rejected, wrong host name rejected") != NULL);
    /* Three RSA links and a leaf of 41 names against the test PKI's two links and short leaf. */
    unsigned long step = tc_figure_after(server, "SERVER_CERTIFICATE"),
                  step_pki = tc_figure_after(test_pki, "SERVER_CERTIFICATE");
    unsigned long peak = tc_figure_after(server, ", peak"), peak_pki = tc_figure_after(test_pki, ", peak");
    printf("  certificate step %lu against the test PKI's %lu instructions; heap peak %lu against %lu B\n", step,
           step_pki, peak, peak_pki);
    CHECK(step_pki > 0 && step > step_pki);
    CHECK(peak_pki > 0 && peak > peak_pki);
    CHECK(tc_figure_after(server, "RSA public             x") == 4); /* three links and the key exchange */
    free(server);
    free(test_pki);
    tc_expect(2, (const char *[]){ "run", "--quiet", "--profile", "rsa", "--mfl", "4096", "--server", gnutls_json, NULL },
              (const char *[]){ "ignores max fragment length: a client asking for 4096-byte records", "-0x7100", NULL });
    tc_expect(2, (const char *[]){ "run", "--quiet", "--profile", "rsa", "--in-len", "4096", "--server", gnutls_json, NULL },
              (const char *[]){ "a 4096-byte receive buffer breaks on the first one", NULL });
    /* A receive buffer that holds its 8 KB echo: the run completes, reading that record. */
    tc_expect(0, (const char *[]){ "run", "--quiet", "--profile", "rsa", "--in-len", "8192", "--server", gnutls_json, NULL },
              (const char *[]){ "cert=server mfl=0 req=37 resp=80", "host=probe.test", "READ_RESPONSE", NULL });
}

void tc_check_report_server(const char *dir, const char *openssl_json)
{
    tc_expect(0, (const char *[]){ "report", "--quiet", "--only", "min,rsa", "--no-peers", "--no-profile", "--server",
                                   openssl_json, "--out", dir, NULL },
              (const char *[]){ NULL });
    char path[600];
    snprintf(path, sizeof path, "%s/report.md", dir);
    char *md = tcc_file_read(path, NULL);
    CHECK(md != NULL && strstr(md, "## Against your server: 127.0.0.1:") != NULL);
    CHECK(md != NULL && strstr(md, "| min | Mbed TLS | 127.0.0.1:") != NULL && strstr(md, "cannot verify RSA") != NULL);
    CHECK(md != NULL && strstr(md, "| rsa (test PKI: ec0) | Mbed TLS | ok |") != NULL);
    free(md);
    cJSON *doc = tc_test_json(dir, "report.json");
    const cJSON *cells = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(doc, "server"), "cells");
    CHECK(cJSON_GetArraySize(cells) == 2);
    const cJSON *rsa = cJSON_GetArrayItem(cells, 1);
    CHECK(cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(rsa, "measured")));
    CHECK(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(rsa, "certificate_step_instr")) > 1e6);
    cJSON_Delete(doc);
    snprintf(path, sizeof path, "%s/report.html", dir);
    char *text = tcc_file_read(path, NULL);
    CHECK(text != NULL && strstr(text, "<h2>Against your server: 127.0.0.1:") != NULL);
    free(text);
}

void tc_check_fit_server(const char *dir, const char *openssl_json, const char *gnutls_json)
{
    /* Jobs that cannot talk to the server, refused before anything is built. */
    tc_expect(2, (const char *[]){ "fit", "--quiet", "--server", openssl_json, "--out", dir, NULL },
              (const char *[]){ "sends an RSA chain", "job's client cannot verify RSA",
                                "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify", NULL });
    tc_expect(2, (const char *[]){ "fit", "--quiet", "--need", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,mfl",
                                   "--server", gnutls_json, "--out", dir, NULL },
              (const char *[]){ "ignores max fragment length, so mfl in --need cannot be met", NULL });
    /* The ECDHE-RSA job fitted against the openssl server's stand-in chain: its candidates pass
     * the checks on that chain, and the answer names the server. */
    char *out = NULL, path[600];
    CHECK(tc_test_tool(&out, (const char *[]){ "fit", "--quiet", "--need", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,sni",
                                               "--server", openssl_json, "--max-candidates", "2", "--out", dir, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "Answer fit-") != NULL);
    CHECK(out != NULL && strstr(out, "checked as probe.test; receive buffer of at least 5") != NULL);
    CHECK(out != NULL && strstr(out, "meets the requirement") != NULL);
    free(out);
    snprintf(path, sizeof path, "%s/fit.json", dir);
    char *doc = tcc_file_read(path, NULL);
    CHECK(doc != NULL && strstr(doc, "\"server\":\t\"127.0.0.1:") != NULL);
    free(doc);
    /* Against gnutls-serv without mfl: its 8 KB records leave only the 16 KB receive buffer. */
    CHECK(tc_test_tool(&out, (const char *[]){ "fit", "--quiet", "--need", "tls1.2,ECDHE-RSA-AES128-GCM-SHA256,p256,verify,sni",
                                               "--server", gnutls_json, "--max-candidates", "1", "--out", dir, NULL }) == 0);
    CHECK(out != NULL && strstr(out, "receive buffer of at least 80") != NULL && strstr(out, "meets the requirement") != NULL);
    free(out);
}
