/* test_probe.c: tlscost probe. The s_client output parsers on small texts; end to end, against
 * loopback servers this test starts and stops: openssl s_server with an RSA-2048 chain three
 * certificates deep and a long SAN list (made here with the openssl command), gnutls-serv
 * echoing a large request, which ignores max fragment length for it, and three ports that are
 * not TLS servers (closed, silent, speaking HTTP). */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../src/core/base/tcc_error.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/base/tcc_loopback.h"
#include "../src/core/base/tcc_netns.h"
#include "../src/core/run/tcc_probe.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

void test_probe_parsers(void)
{
    static struct tcc_server_desc s;
    /* Found by make fuzz: a count too large for its field (UBSan flagged the conversion). The
     * document is a real probe's (of openssl s_server on loopback) with largest_record alone
     * changed, so it is refused for that number and nothing else. */
    struct tcc_diag d = { 0 };
    CHECK(tcc_probe_read("tests/data/probe-openssl-local.json", &s, &d) == TCC_OK && s.largest_record == 474);
    CHECK(tcc_probe_read("tests/data/fuzz-probe-huge-count.json", &s, &d) == TCC_E_INPUT);
    CHECK(strstr(d.text, "field 'largest_record' is not a whole count") != NULL);
    /* Two certificates of 3 and 2 bytes of DER; the second's issuer is not itself. */
    const char *chain = "CONNECTED(00000003)\n---\nCertificate chain\n 0 s:CN = leaf.test\n   i:CN = Mid\n"
                        "   a:PKEY: rsaEncryption, 2048 (bit); sigalg: RSA-SHA256\n   v:NotBefore: x\n"
                        "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n 1 s:CN = Mid\n   i:CN = Root\n"
                        "   a:PKEY: id-ecPublicKey, 256 (bit); sigalg: ecdsa-with-SHA256\n"
                        "-----BEGIN CERTIFICATE-----\nAAA=\n-----END CERTIFICATE-----\n---\nServer certificate\n";
    tcc_probe_parse_chain(chain, &s);
    CHECK_EQ_U(s.chain_len, 2);
    CHECK(strcmp(s.chain[0].subject, "CN = leaf.test") == 0 && strcmp(s.chain[0].issuer, "CN = Mid") == 0);
    CHECK(strcmp(s.chain[0].key, "rsaEncryption") == 0 && s.chain[0].key_bits == 2048 &&
          strcmp(s.chain[0].signature, "RSA-SHA256") == 0);
    CHECK_EQ_U(s.chain[0].der_bytes, 3);
    CHECK_EQ_U(s.chain[1].der_bytes, 2);
    CHECK(strcmp(s.chain[1].key, "id-ecPublicKey") == 0 && s.chain[1].key_bits == 256);
    CHECK_EQ_U(s.links_to_root, 3); /* two sent, and the root the client holds */
    const char *records = ">>> TLS 1.2, RecordHeader [length 0005]\n    16 03 01 01 00\n"
                          "<<< TLS 1.2, RecordHeader [length 0005]\n    16 03 03 00 7a\n"
                          "<<< TLS 1.2, RecordHeader [length 0005]\n    17 03 03 14 67\n"
                          "<<< TLS 1.3, InnerContent [length 0001]\n    17\n";
    CHECK_EQ_U(tcc_probe_largest_record(records), 0x1467);
    CHECK(tcc_probe_ticket_lifetime("    TLS session ticket lifetime hint: 7200 (seconds)\n") == 7200);
    CHECK(tcc_probe_ticket_lifetime("no ticket\n") == -1);
}

static int tc_sh(const char *command)
{
    char *argv[] = { "sh", "-c", (char *)command, NULL };
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, NULL, 120, &pr) == TCC_OK && pr.exit_code == 0;
    if (!ok)
        fprintf(stderr, "  %s failed:\n%s\n", command, pr.output != NULL ? pr.output : "");
    tcc_proc_free(&pr);
    return ok;
}

/* A listening socket on a free loopback port; *port gets the port. */
static int tc_listen(unsigned *port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = 0 };
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t len = sizeof addr;
    if (fd < 0 || bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || listen(fd, 4) != 0 ||
        getsockname(fd, (struct sockaddr *)&addr, &len) != 0)
        return -1;
    *port = ntohs(addr.sin_port);
    return fd;
}

/* The test PKI of a real-looking server: RSA-2048 root, two intermediates and a leaf naming 40
 * hosts besides its own, made with the openssl command in dir. */
static int tc_make_rsa_chain(const char *dir)
{
    char command[4096];
    snprintf(command, sizeof command,
             "cd %s && printf 'basicConstraints=critical,CA:true\\nkeyUsage=critical,keyCertSign,cRLSign\\n' > ca.ext && "
             "openssl req -x509 -newkey rsa:2048 -nodes -keyout root.key -out root.crt -subj '/CN=Probe Root' -days 3650 "
             "-addext basicConstraints=critical,CA:true && "
             "openssl req -newkey rsa:2048 -nodes -keyout int1.key -out int1.csr -subj '/CN=Probe Intermediate 1' && "
             "openssl x509 -req -in int1.csr -CA root.crt -CAkey root.key -CAcreateserial -out int1.crt -days 3650 "
             "-extfile ca.ext && "
             "openssl req -newkey rsa:2048 -nodes -keyout int2.key -out int2.csr -subj '/CN=Probe Intermediate 2' && "
             "openssl x509 -req -in int2.csr -CA int1.crt -CAkey int1.key -CAcreateserial -out int2.crt -days 3650 "
             "-extfile ca.ext && "
             "(printf 'subjectAltName='; i=1; while [ $i -le 40 ]; do printf 'DNS:host%%02d.probe.test,' $i; "
             "i=$((i+1)); done; printf 'DNS:probe.test\\n') > leaf.ext && "
             "openssl req -newkey rsa:2048 -nodes -keyout leaf.key -out leaf.csr -subj '/CN=probe.test' && "
             "openssl x509 -req -in leaf.csr -CA int2.crt -CAkey int2.key -CAcreateserial -out leaf.crt -days 3650 "
             "-extfile leaf.ext && cat int2.crt int1.crt > intermediates.pem && cat leaf.crt int2.crt int1.crt > "
             "chain.pem && openssl x509 -in leaf.crt -outform DER -out leaf.der && printf 'GET / HTTP/1.0\\r\\n\\r\\n' > "
             "get.txt",
             dir);
    return tc_sh(command);
}

static long tc_file_size(const char *path)
{
    long n = -1;
    FILE *f = fopen(path, "rb");
    if (f != NULL && fseek(f, 0, SEEK_END) == 0)
        n = ftell(f);
    if (f != NULL)
        fclose(f);
    return n;
}

void test_e2e_probe_servers(void)
{
    /* gnutls-serv binds every address: this test's process (a runner child of its own) moves
     * into a namespace of loopback alone first, as tlscost does for its servers. */
    struct tcc_diag why = { .text = "" };
    CHECK(tcc_netns_enter(&why) == TCC_OK);
    if (why.text[0] != '\0') {
        fprintf(stderr, "  %s\n", why.text);
        return;
    }
    char dir[400], port_text[16], target[64], json[500], path[500];
    snprintf(dir, sizeof dir, "%s/probe", tc_test_tmpdir());
    CHECK(tcc_mkdirs(dir) == TCC_OK);
    if (!tc_make_rsa_chain(dir))
        return;
    /* openssl s_server: the chain, the 40 names, MFL honoured, the web page's record. */
    unsigned port = tcc_loopback_free_port();
    snprintf(port_text, sizeof port_text, "127.0.0.1:%u", port);
    char cert[500], key[500], inter[500];
    snprintf(cert, sizeof cert, "%s/leaf.crt", dir);
    snprintf(key, sizeof key, "%s/leaf.key", dir);
    snprintf(inter, sizeof inter, "%s/intermediates.pem", dir);
    char *openssl[] = { "timeout", "120", "openssl", "s_server", "-accept", port_text, "-cert", cert, "-key", key,
                        "-cert_chain", inter, "-www", "-quiet", NULL };
    struct tcc_background bg;
    CHECK(tcc_proc_start(openssl, &bg) == TCC_OK);
    CHECK(tcc_loopback_wait(port, 10000) == 0);
    snprintf(target, sizeof target, "127.0.0.1:%u", port);
    snprintf(json, sizeof json, "%s/openssl.json", dir);
    snprintf(path, sizeof path, "%s/get.txt", dir);
    tc_expect(0, (const char *[]){ "probe", "--quiet", target, "--sni", "probe.test", "--request", path, "--json", json,
                                   NULL },
              (const char *[]){ "chain sent (3 certificates; 4 signatures to verify up to a root)",
                                "rsaEncryption 2048 bit, signed RSA-SHA256, 41 names", "512 honoured", NULL });
    tcc_proc_stop(&bg);
    char *doc = tcc_file_read(json, NULL);
    char leaf_bytes[64];
    snprintf(path, sizeof path, "%s/leaf.der", dir);
    snprintf(leaf_bytes, sizeof leaf_bytes, "\"der_bytes\":\t%ld,", tc_file_size(path));
    CHECK(doc != NULL && strstr(doc, "\"schema\":\t\"tlscost-server/1\"") != NULL);
    CHECK(doc != NULL && strstr(doc, leaf_bytes) != NULL); /* the leaf's size, byte for byte */
    CHECK(doc != NULL && strstr(doc, "\"links_to_root\":\t4") != NULL);
    CHECK(doc != NULL && strstr(doc, "\"name\":\t\"ECDHE-ECDSA-AES128-GCM-SHA256\",\n\t\t\t\"protocol\":\t\"tls1.2\",\n"
                                     "\t\t\t\"accepted\":\tfalse") != NULL);
    CHECK(doc != NULL && strstr(doc, "\"name\":\t\"ECDHE-RSA-AES128-GCM-SHA256\",\n\t\t\t\"protocol\":\t\"tls1.2\",\n"
                                     "\t\t\t\"accepted\":\ttrue") != NULL);
    CHECK(doc != NULL && strstr(doc, "\"session_ticket_lifetime_s\":\t7200") != NULL);
    free(doc);
    /* The stand-in of that chain, field by field (test_standin.c). */
    tc_check_standin(dir, json);
    /* gnutls-serv echoing an 8000-byte request: one record past any fragment length asked for. */
    port = tcc_loopback_free_port();
    snprintf(port_text, sizeof port_text, "%u", port);
    char chain[500];
    snprintf(chain, sizeof chain, "%s/chain.pem", dir);
    char *gnutls[] = { "timeout", "120", "gnutls-serv", "--echo", "-p", port_text, "--x509certfile", chain,
                       "--x509keyfile", key, "-q", NULL };
    CHECK(tcc_proc_start(gnutls, &bg) == TCC_OK);
    CHECK(tcc_loopback_wait(port, 10000) == 0);
    snprintf(target, sizeof target, "127.0.0.1:%u", port);
    static char big[8001];
    memset(big, 'a', 7999);
    big[7999] = '\n';
    snprintf(path, sizeof path, "%s/big.txt", dir);
    tcc_file_write(path, big, NULL);
    char gnutls_json[500];
    snprintf(gnutls_json, sizeof gnutls_json, "%s/gnutls.json", dir);
    tc_expect(0, (const char *[]){ "probe", "--quiet", target, "--request", path, "--timeout", "3", "--json", gnutls_json,
                                   NULL },
              (const char *[]){ "512 ignored", "largest record sent: 8,0", NULL });
    tcc_proc_stop(&bg);
    /* Each description as a run's server (test_run_server.c). */
    snprintf(json, sizeof json, "%s/openssl.json", dir);
    tc_check_run_server(json, gnutls_json);
    tc_check_fit_server(dir, json, gnutls_json);
    tc_check_report_server(dir, json);
}

/* A listener that accepts and, in a child, either stays silent or answers in HTTP. */
static pid_t tc_not_tls(int fd, int speak)
{
    pid_t pid = fork();
    if (pid != 0)
        return pid;
    for (int i = 0; i < 8; i++) {
        int c = accept(fd, NULL, NULL);
        if (c < 0)
            break;
        if (speak) {
            static const char answer[] = "HTTP/1.0 400 Bad Request\r\n\r\n";
            (void)!write(c, answer, sizeof answer - 1);
            close(c);
        }
    }
    sleep(30);
    _exit(0);
}

void test_e2e_probe_bad_input(void)
{
    char target[64];
    unsigned port = tcc_loopback_free_port();
    snprintf(target, sizeof target, "127.0.0.1:%u", port);
    tc_expect(1, (const char *[]){ "probe", "--quiet", target, "--json", "/tmp/tlscost-probe-none.json", NULL },
              (const char *[]){ "refused the connection or cannot be reached", NULL });
    CHECK(!tcc_path_exists("/tmp/tlscost-probe-none.json")); /* nothing half written */
    tc_expect(2, (const char *[]){ "probe", "nohostport", NULL }, (const char *[]){ "is not HOST:PORT", NULL });
    tc_expect(2, (const char *[]){ "probe", "127.0.0.1:99999", NULL }, (const char *[]){ "is not HOST:PORT", NULL });
    tc_expect(2, (const char *[]){ "probe", "127.0.0.1:1", "--request", "/nonexistent/req", NULL },
              (const char *[]){ "cannot read the request /nonexistent/req", NULL });
    for (int speak = 0; speak < 2; speak++) {
        int fd = tc_listen(&port);
        CHECK(fd >= 0);
        pid_t child = tc_not_tls(fd, speak);
        snprintf(target, sizeof target, "127.0.0.1:%u", port);
        tc_expect(1, (const char *[]){ "probe", "--quiet", target, "--timeout", "2", "--json", "/tmp/tlscost-probe-none.json",
                                       NULL },
                  (const char *[]){ "answers but does not complete a TLS handshake",
                                    speak ? ":" : "within the time limit", NULL });
        kill(child, SIGKILL);
        waitpid(child, NULL, 0);
        close(fd);
    }
}
