/* test_accel.c: accelerator files and projections: a projection adds up (its steps sum to its
 * total, what no device takes is unchanged), and a bad file is named with its field. */
#include <stdio.h>
#include <string.h>
#include "../src/core/tcc_accel.h"
#include "tc_test.h"
#include "tests.h"

void test_accel_projection_adds_up(void)
{
    static struct tcc_result r;
    memset(&r, 0, sizeof r);
    r.client.step_count = 3;
    snprintf(r.client.steps[0].name, sizeof r.client.steps[0].name, "HELLO");
    r.client.steps[0].instr = 1680000;                 /* 10 ms at 168 MHz, no operation */
    snprintf(r.client.steps[1].name, sizeof r.client.steps[1].name, "CERT");
    r.client.steps[1].instr = 33600000;                /* 200 ms, of which a verify of 30,240,000 */
    r.client.steps[1].ops[TCC_OP_ECDSA_VERIFY] = (struct tcc_op_cost){ 30240000, 1 };
    snprintf(r.client.steps[2].name, sizeof r.client.steps[2].name, "KEX");
    r.client.steps[2].instr = 16800000;                /* 100 ms: an ECDH and an RSA public the device cannot do */
    r.client.steps[2].ops[TCC_OP_ECDH_SHARED] = (struct tcc_op_cost){ 8400000, 1 };
    r.client.steps[2].ops[TCC_OP_RSA_PUBLIC] = (struct tcc_op_cost){ 1680000, 1 };
    r.client.handshake_instr = 1680000 + 33600000 + 16800000;
    struct tcc_accel device;
    char why[300];
    CHECK(tcc_accel_parse("title = test device\nsource = made up for the test\necdsa_verify_us = 5000\n"
                          "ecdh_shared_cycles = 168000\n", &device, why, sizeof why) == TCC_OK);
    static struct tcc_projection p;
    tcc_accel_project(&r, &device, 1, 168, &p);
    CHECK(p.cycles_per_instr == 1.0 && p.step_count == 3);
    double sum = 0;
    for (unsigned i = 0; i < p.step_count; i++)
        sum += p.steps[i].projected_ms;
    CHECK(sum > p.projected_ms - 1e-6 && sum < p.projected_ms + 1e-6);
    CHECK(p.steps[0].projected_ms > 9.999 && p.steps[0].projected_ms < 10.001);   /* untouched */
    CHECK(p.steps[1].projected_ms > 24.999 && p.steps[1].projected_ms < 25.001);  /* 20 ms left + 5 ms device */
    CHECK(p.steps[2].projected_ms > 50.999 && p.steps[2].projected_ms < 51.001);  /* 50 left (RSA stays) + 1 */
    CHECK(p.replaced[TCC_OP_ECDSA_VERIFY] == 1 && p.replaced[TCC_OP_ECDH_SHARED] == 1 &&
          p.replaced[TCC_OP_RSA_PUBLIC] == 0);
    CHECK(p.measured_ms > 309.999 && p.measured_ms < 310.001);
    /* With a cycle estimate, both sides run at its cycles per instruction. */
    r.estimate.present = 1;
    r.estimate.handshake_cycles = r.client.handshake_instr * 3 / 2;
    tcc_accel_project(&r, &device, 1, 168, &p);
    CHECK(p.cycles_per_instr > 1.499 && p.cycles_per_instr < 1.501 && p.measured_ms > 464.999 && p.measured_ms < 465.001);
}

void test_accel_files(void)
{
    struct tcc_accel a;
    char why[400];
    CHECK(tcc_accel_parse("title = x\nsource = y\necdsa_verfy_us = 3\n", &a, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "line 3: unknown field 'ecdsa_verfy_us'") != NULL);
    CHECK(tcc_accel_parse("title = x\necdsa_verify_us = 3\n", &a, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "no 'source'") != NULL);
    CHECK(tcc_accel_parse("title = x\nsource = y\necdsa_verify_us = fast\n", &a, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "must be a number") != NULL);
    const char *names[] = { "atecc608a", "pka" };
    for (int i = 0; i < 2; i++)
        CHECK(tcc_accel_load(tc_test_home(), names[i], &a, NULL) == TCC_OK);
    struct tcc_diag d = { "", NULL, NULL };
    CHECK(tcc_accel_load(tc_test_home(), "warp-drive", &a, &d) == TCC_E_USAGE && strstr(d.text, "unknown") != NULL);
}

void test_e2e_run_accel(void)
{
    tc_expect(0, (const char *[]){ "run", "--quiet", "--accel", "atecc608a", NULL },
              (const char *[]){ "Projection of the client handshake with atecc608a", "a projection, not a measurement",
                                "ECDSA verify x2", "source: wolfSSL's ESP32 benchmark page",
                                "flash, measured: ", "with MBEDTLS_ECDSA_VERIFY_ALT", "behind one-call stubs (-", NULL });
    tc_expect(2, (const char *[]){ "run", "--accel", "warp-drive", NULL },
              (const char *[]){ "accelerator 'warp-drive' unknown", NULL });
}
