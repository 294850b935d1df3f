/* test_tree.c: a library source tree of the user's own (--library mbedtls@PATH): its identity
 * follows its content, its version comes from its own header, git says its commit and whether
 * it changed; and end to end, a copy of the fetched source builds to the same flash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../src/core/image/tcc_cell.h"
#include "../src/core/base/tcc_file.h"
#include "../src/core/model/tcc_json.h"
#include "../src/core/base/tcc_proc.h"
#include "tc_test.h"
#include "tests.h"

static int tc_sh(const char *command)
{
    char *argv[] = { "sh", "-c", (char *)command, NULL };
    struct tcc_proc_result pr;
    int ok = tcc_proc_run(argv, NULL, 300, &pr) == TCC_OK && pr.exit_code == 0;
    if (!ok)
        fprintf(stderr, "  '%s' said: %s\n", command, pr.output ? pr.output : "");
    tcc_proc_free(&pr);
    return ok;
}

void test_library_tree_identity(void)
{
    char tree[400], command[1500];
    snprintf(tree, sizeof tree, "%s/tree", tc_test_tmpdir());
    snprintf(command, sizeof command,
             "mkdir -p %s/include/mbedtls %s/library %s/.git-not && cd %s && "
             "printf '#define MBEDTLS_VERSION_STRING         \"9.8.7\"\\n' > include/mbedtls/build_info.h && "
             "printf 'int a;\\n' > library/a.c && touch library/error.c && git init -q && git add -A && "
             "git -c user.email=t@t -c user.name=t commit -qm one", tree, tree, tree, tree);
    CHECK(tc_sh(command));
    struct tcc_library_source first, second;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", tree, &first, NULL) == TCC_OK);
    CHECK(strncmp(first.version, "9.8.7-tree-", 11) == 0 && strlen(first.sha256) == 64);
    CHECK(strlen(first.revision) == 12 && !first.dirty && strcmp(first.dir, first.tree) == 0);
    /* An edit is another identity, and the tree is dirty; a file that is not a source is not. */
    snprintf(command, sizeof command, "cd %s && printf 'int a = 1;\\n' > library/a.c && touch NOTES.txt", tree);
    CHECK(tc_sh(command));
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", tree, &second, NULL) == TCC_OK);
    CHECK(strcmp(first.sha256, second.sha256) != 0 && second.dirty);
    CHECK(strcmp(first.revision, second.revision) == 0);
    snprintf(command, sizeof command, "cd %s && printf 'more\\n' >> NOTES.txt", tree);
    CHECK(tc_sh(command));
    struct tcc_library_source third;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", tree, &third, NULL) == TCC_OK);
    CHECK(strcmp(second.sha256, third.sha256) == 0);
    /* A revision of the repository: exported by its tree id, the same identity as the work tree
     * had at that commit, never dirty. */
    snprintf(command, sizeof command, "cd %s && git -c user.email=t@t -c user.name=t commit -qam two", tree);
    CHECK(tc_sh(command));
    char spec[500];
    struct tcc_diag d = { .text = "" };
    snprintf(spec, sizeof spec, "git:%s#HEAD~1", tree);
    struct tcc_library_source old;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", spec, &old, NULL) == TCC_OK);
    CHECK(strcmp(old.sha256, first.sha256) == 0 && strcmp(old.revision, first.revision) == 0 && !old.dirty);
    CHECK(strcmp(old.tree, spec) == 0 && strstr(old.dir, "/trees/mbedtls-") != NULL);
    snprintf(spec, sizeof spec, "git:%s#no-such-rev", tree);
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", spec, &old, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "has no revision 'no-such-rev'") != NULL);
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", "git:nohash", &old, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "is not git:REPO#REV") != NULL);
    /* Not a tree of that library. */
    CHECK(tcc_library_find(tc_test_home(), "wolfssl", tree, &third, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "is not a wolfSSL source tree (it has no wolfssl/version.h)") != NULL);
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", "/nonexistent/tree", &third, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "source tree /nonexistent/tree not found") != NULL);
}

/* A copy of the fetched default Mbed TLS, as a tree of one's own: the same flash, and the
 * result says which tree. */
void test_e2e_library_tree(void)
{
    struct tcc_library_source fetched;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", NULL, &fetched, NULL) == TCC_OK);
    char tree[400], command[9000], tree_json[500], fetched_json[500];
    snprintf(tree, sizeof tree, "%s/mbedtls-copy", tc_test_tmpdir());
    snprintf(command, sizeof command, "cp -r %s %s", fetched.dir, tree);
    CHECK(tc_sh(command));
    snprintf(tree_json, sizeof tree_json, "%s/tree.json", tc_test_tmpdir());
    snprintf(fetched_json, sizeof fetched_json, "%s/fetched.json", tc_test_tmpdir());
    char library[500];
    snprintf(library, sizeof library, "mbedtls@%s", tree);
    tc_expect(0, (const char *[]){ "run", "--quiet", "--library", library, "--json", tree_json, NULL },
              (const char *[]){ "source tree ", "-tree-", NULL });
    tc_expect(0, (const char *[]){ "run", "--quiet", "--json", fetched_json, NULL }, (const char *[]){ "profile min", NULL });
    static struct tcc_result a, b;
    CHECK(tcc_json_read_result(tree_json, &a, NULL) == TCC_OK && tcc_json_read_result(fetched_json, &b, NULL) == TCC_OK);
    CHECK(strstr(a.library_tree, "mbedtls-copy") != NULL && b.library_tree[0] == '\0');
    CHECK(strncmp(a.library_version, b.library_version, strlen(b.library_version)) == 0);
    CHECK_EQ_U(a.flash.total, b.flash.total);
    /* The same code: the handshake within a tick per step (the build folder's path length moves
     * QEMU's start, and with it the SysTick phase). */
    uint64_t gap = a.client.handshake_instr > b.client.handshake_instr ? a.client.handshake_instr - b.client.handshake_instr
                                                                          : b.client.handshake_instr - a.client.handshake_instr;
    CHECK(gap <= 40u * a.client.step_count);
    tc_expect(2, (const char *[]){ "run", "--library", "mbedtls@/nonexistent/tree", NULL },
              (const char *[]){ "source tree /nonexistent/tree not found", NULL });
}

/* A history of three commits over the fetched Mbed TLS, the second slowing a bignum loop down:
 * bisect names it, shows the function it slowed, and leaves the repository's checkout as it was. */
/* A git history of Mbed TLS's source in repo: the release, a commit that slows
 * mbedtls_mpi_core_cond_assign, and one that changes no code. 1 when made. */
static int tc_history(const char *repo)
{
    struct tcc_library_source fetched;
    if (tcc_library_find(tc_test_home(), "mbedtls", NULL, &fetched, NULL) != TCC_OK)
        return 0;
    char command[9000];
    snprintf(command, sizeof command,
             "cp -r %s %s && cd %s && git init -q && git add -A && git -c user.email=t@t -c user.name=t commit -qm base && "
             "sed -i 's/^\\( *\\)X\\[i\\] = mbedtls_ct_mpi_uint_if(assign, A\\[i\\], X\\[i\\]);/&\\n\\1tc_slower++;/' "
             "library/bignum_core.c && sed -i '1i static volatile int tc_slower;' library/bignum_core.c && "
             "grep -q 'tc_slower++' library/bignum_core.c && "
             "git -c user.email=t@t -c user.name=t commit -qam 'slower cond_assign' && echo note >> README.md && "
             "git -c user.email=t@t -c user.name=t commit -qam 'a note'", fetched.dir, repo, repo);
    return tc_sh(command);
}

void test_e2e_bisect(void)
{
    char repo[400], command[9000];
    snprintf(repo, sizeof repo, "%s/history", tc_test_tmpdir());
    CHECK(tc_history(repo));
    char *out = NULL;
    int code = tc_test_tool(&out, (const char *[]){ "bisect", "--quiet", "--repo", repo, "--good", "HEAD~2", "--bad",
                                                    "HEAD", NULL });
    CHECK_EQ_U(code, 0);
    CHECK(out != NULL && strstr(out, "first bad commit: ") != NULL && strstr(out, " slower cond_assign") != NULL);
    /* Function by function, the change's parent against it: the slowed function leads. */
    const char *functions = out != NULL ? strstr(out, "per function, ") : NULL;
    CHECK(functions != NULL && strstr(functions, "exclusive instructions") != NULL);
    const char *first_row = functions != NULL ? strstr(functions, "\nmbedtls_") : NULL;
    CHECK(first_row != NULL && strncmp(first_row + 1, "mbedtls_mpi_core_cond_assign ", 29) == 0);
    if (code != 0 || first_row == NULL || strncmp(first_row + 1, "mbedtls_mpi_core_cond_assign ", 29) != 0)
        fprintf(stderr, "  bisect said:\n%s\n", out ? out : "");
    free(out);
    /* The user's checkout did not move and no work tree is left. */
    snprintf(command, sizeof command, "cd %s && test \"$(git log -1 --format=%%s)\" = 'a note' && "
             "test \"$(git worktree list | wc -l)\" = 1 && git diff --quiet", repo);
    CHECK(tc_sh(command));
    tc_expect(2, (const char *[]){ "bisect", "--repo", repo, "--good", "HEAD~2", "--bad", "HEAD~2", NULL },
              (const char *[]){ "nothing to bisect", NULL });
    tc_expect(2, (const char *[]){ "bisect", "--repo", repo, "--good", "v0.0.0-none", "--bad", "HEAD", NULL },
              (const char *[]){ "has no revision 'v0.0.0-none'", NULL });
    tc_expect(2, (const char *[]){ "bisect", "--repo", repo, "--good", "HEAD~2", "--bad", "HEAD", "--metric", "speed", NULL },
              (const char *[]){ "--metric 'speed' unknown; give run:FIGURE", NULL });
}

/* Mbed TLS 4.x trees (CI has none, so these are made-up trees with the parts the checks look
 * at): a 4.x tree given as mbedtls is sent to mbedtls4; a tree without its submodules, or whose
 * generated sources cannot be made, gets one line saying what to do; mbedtls4 without a tree
 * says where 4.x comes from. */
void test_library_tree_mbedtls4(void)
{
    const char *tmp = tc_test_tmpdir();
    char tree[400], command[2000];
    snprintf(tree, sizeof tree, "%s/four", tmp);
    snprintf(command, sizeof command,
             "mkdir -p %s/include/mbedtls %s/library %s/tf-psa-crypto/core && cd %s && "
             "printf '#define MBEDTLS_VERSION_STRING         \"4.0.0\"\\n' > include/mbedtls/build_info.h",
             tree, tree, tree, tree);
    CHECK(tc_sh(command));
    struct tcc_library_source src;
    struct tcc_diag d = { .text = "" };
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", tree, &src, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "is a Mbed TLS 4.x tree (it has tf-psa-crypto/); measure it as --library mbedtls4@") != NULL);
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", tree, &src, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "lacks tf-psa-crypto/core/psa_crypto.c: a 4.x tree has it in its tf-psa-crypto submodule") != NULL);
    snprintf(command, sizeof command, "touch %s/tf-psa-crypto/core/psa_crypto.c", tree);
    CHECK(tc_sh(command));
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", tree, &src, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "lacks framework/exported.make: a 4.x tree has it in its framework submodule") != NULL);
    /* Its generated sources: the tree's own make target, which this made-up tree lacks. */
    snprintf(command, sizeof command, "mkdir -p %s/framework && touch %s/framework/exported.make", tree, tree);
    CHECK(tc_sh(command));
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", tree, &src, &d) == TCC_E_SETUP);
    CHECK(strstr(d.text, "cannot make the generated sources of ") != NULL &&
          strstr(d.text, "(make -C library generated_files failed); it needs perl and python3 with jinja2") != NULL);
    /* A make target that makes them is run once, and the tree then measures. */
    snprintf(command, sizeof command,
             "printf 'generated_files:\\n\\techo \"int generated;\" > error.c\\n' > %s/library/Makefile", tree);
    CHECK(tc_sh(command));
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", tree, &src, &d) == TCC_OK);
    CHECK(strncmp(src.version, "4.0.0-tree-", 11) == 0);
    snprintf(command, sizeof command, "test -f %s/library/error.c", tree);
    CHECK(tc_sh(command));
    /* A 3.x tree is not a 4.x one; 4.x without a tree. */
    snprintf(command, sizeof command, "rm -rf %s/tf-psa-crypto", tree);
    CHECK(tc_sh(command));
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", tree, &src, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "a 3.x tree is --library mbedtls@PATH") != NULL);
    CHECK(tcc_library_find(tc_test_home(), "mbedtls4", NULL, &src, &d) == TCC_E_USAGE);
    CHECK(strstr(d.text, "Debian packages no Mbed TLS 4.x; give a 4.x tree with its submodules") != NULL);
    tc_expect(2, (const char *[]){ "run", "--library", "mbedtls4", NULL },
              (const char *[]){ "Debian packages no Mbed TLS 4.x", NULL });
}

/* A patched copy of 3.6.6 against the pristine one: a constant-time helper forced out of line is
 * slower in the A/B, and calls counts the calls it leaves where -O2 inlined them all. */
void test_e2e_tree_ab_calls(void)
{
    struct tcc_library_source pristine;
    CHECK(tcc_library_find(tc_test_home(), "mbedtls", "3.6.6", &pristine, NULL) == TCC_OK);
    char tree[400], command[9000];
    snprintf(tree, sizeof tree, "%s/mbedtls-outofline", tc_test_tmpdir());
    snprintf(command, sizeof command,
             "cp -r %s %s && sed -i 's/^static inline mbedtls_mpi_uint mbedtls_ct_mpi_uint_if(/"
             "static __attribute__((noinline)) mbedtls_mpi_uint mbedtls_ct_mpi_uint_if(/' %s/library/constant_time_impl.h "
             "&& grep -q 'noinline)) mbedtls_mpi_uint mbedtls_ct_mpi_uint_if' %s/library/constant_time_impl.h",
             pristine.dir, tree, tree, tree);
    CHECK(tc_sh(command));
    char side_b[500];
    snprintf(side_b, sizeof side_b, "version=%s", tree);
    char *out = NULL;
    CHECK_EQ_U(tc_test_tool(&out, (const char *[]){ "bench", "--quiet", "--batches", "1", "--ab", "version=3.6.6", side_b,
                                                     NULL }),
               0);
    const char *row = out != NULL ? strstr(out, "ECDSA verify P-256") : NULL;
    CHECK(row != NULL && strstr(row, "B slower") != NULL && strstr(row, "B slower") < strchr(row, '\n'));
    free(out);
    /* -O2 inlines every helper of the pristine bignum code's hot loop; the patched tree calls it. */
    unsigned long calls[2] = { 0, 0 };
    const char *libraries[2] = { "mbedtls@3.6.6", NULL };
    char patched[500];
    snprintf(patched, sizeof patched, "mbedtls@%s", tree);
    libraries[1] = patched;
    for (int i = 0; i < 2; i++) {
        out = NULL;
        CHECK_EQ_U(tc_test_tool(&out, (const char *[]){ "calls", "--quiet", "--library", libraries[i], "--targets", "m4",
                                                         "--opts", "O2", "--functions", "mbedtls_mpi_core_cond_assign",
                                                         NULL }),
                   0);
        row = out != NULL ? strstr(out, "mbedtls_mpi_core_cond_assign") : NULL;
        CHECK(row != NULL);
        if (row != NULL)
            calls[i] = strtoul(row + strlen("mbedtls_mpi_core_cond_assign"), NULL, 10);
        free(out);
    }
    CHECK_EQ_U(calls[0], 0);
    CHECK(calls[1] > 0);
}

/* A history made of three releases, 2.28.3, 3.6.6 and 3.6.7, one commit each: bisect on a bench
 * primitive names the release that made it slower (3.6.6's P-256 inverse, which 3.6.7 kept),
 * and says when the bad end is not worse (3.6.7 won back 3.6.6's ECDSA verify). */
void test_e2e_bisect_versions(void)
{
    const char *versions[] = { "2.28.3", "3.6.6", "3.6.7" };
    char repo[400], command[12000];
    snprintf(repo, sizeof repo, "%s/releases", tc_test_tmpdir());
    snprintf(command, sizeof command, "mkdir -p %s && cd %s && git init -q", repo, repo);
    for (int i = 0; i < 3; i++) {
        struct tcc_library_source src;
        CHECK(tcc_library_find(tc_test_home(), "mbedtls", versions[i], &src, NULL) == TCC_OK);
        snprintf(command + strlen(command), sizeof command - strlen(command),
                 " && git rm -rq --ignore-unmatch . && cp -r %s/. . && git add -A && "
                 "git -c user.email=t@t -c user.name=t commit -qm 'Mbed TLS %s'", src.dir, versions[i]);
    }
    CHECK(tc_sh(command));
    char library[500];
    snprintf(library, sizeof library, "mbedtls@git:%s", repo);
    char *out = NULL;
    int code = tc_test_tool(&out, (const char *[]){ "bisect", "--quiet", "--library", library, "--good", "HEAD~2", "--bad",
                                                    "HEAD", "--metric", "bench:mpi_inv_p256", "--threshold", "+5%", NULL });
    CHECK_EQ_U(code, 0);
    CHECK(out != NULL && strstr(out, "first bad commit: ") != NULL && strstr(out, " Mbed TLS 3.6.6") != NULL);
    CHECK(out != NULL && strstr(out, "bench mpi_inv_p256 per operation: good HEAD~2 ") != NULL);
    if (code != 0)
        fprintf(stderr, "  bisect said:\n%s\n", out ? out : "");
    free(out);
    /* ECDSA verify: +18 % at 3.6.6, and 3.6.7 faster than 2.28.3 again. */
    tc_expect(0, (const char *[]){ "bisect", "--quiet", "--library", library, "--good", "HEAD~2", "--bad", "HEAD~1",
                                   "--metric", "bench:ecdsa_verify", "--threshold", "+5%", NULL },
              (const char *[]){ " Mbed TLS 3.6.6", NULL });
    tc_expect(2, (const char *[]){ "bisect", "--quiet", "--library", library, "--good", "HEAD~2", "--bad", "HEAD",
                                   "--metric", "bench:ecdsa_verify", "--threshold", "+5%", NULL },
              (const char *[]){ "HEAD is not worse than HEAD~2 by more than 5.0 % in bench ecdsa_verify per operation",
                                "nothing to bisect", NULL });
    tc_expect(2, (const char *[]){ "bisect", "--quiet", "--library", library, "--good", "HEAD~2", "--bad", "HEAD",
                                   "--metric", "bench:no_such_primitive", NULL },
              (const char *[]){ "has no primitive 'no_such_primitive'; it has ecdsa_verify", NULL });
}

/* plan bisect: every revision a line; run through GNU parallel, merge names the same first bad
 * commit as bisect; merge before the lines ran, and a range with nothing in it, say so. */
void test_e2e_plan_bisect(void)
{
    char repo[400], dir[400], lines[400], command[1400];
    snprintf(repo, sizeof repo, "%s/history", tc_test_tmpdir());
    snprintf(dir, sizeof dir, "%s/planned", tc_test_tmpdir());
    snprintf(lines, sizeof lines, "%s/lines.txt", tc_test_tmpdir());
    CHECK(tc_history(repo) && tcc_mkdirs(dir) == TCC_OK);
    char *out = NULL;
    CHECK(tc_test_tool(&out, (const char *[]){ "plan", "bisect", "--quiet", "--dir", dir, "--repo", repo, "--good",
                                               "HEAD~2", "--bad", "HEAD", NULL }) == 0);
    unsigned n_lines = 0;
    for (const char *c = out; c != NULL && *c; c++)
        n_lines += *c == '\n';
    CHECK(n_lines == 3 && strstr(out, " bisect-step ") != NULL);
    CHECK(out != NULL && tcc_file_write(lines, out, NULL) == TCC_OK);
    free(out);
    tc_expect(2, (const char *[]){ "merge", dir, NULL }, (const char *[]){ "3 revisions of the plan have no step output yet", NULL });
    snprintf(command, sizeof command, "parallel --will-cite -j 2 < %s", lines);
    CHECK(tc_sh(command));
    tc_expect(0, (const char *[]){ "merge", dir, NULL },
              (const char *[]){ "3 measured, 0 could not be", "first bad commit: ", " slower cond_assign\n", NULL });
    tc_expect(2, (const char *[]){ "plan", "bisect", "--dir", dir, "--repo", repo, "--good", "HEAD", "--bad", "HEAD", NULL },
              (const char *[]){ "nothing to bisect", NULL });
}
