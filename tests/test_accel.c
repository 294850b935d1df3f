/* test_accel.c: accelerator files and projections: a projection adds up (its steps sum to its
 * total, what no device takes is unchanged), and a bad file is named with its field. */
#include <stdio.h>
#include <string.h>
#include "../src/core/estimate/tcc_accel.h"
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
    r.client.steps[1].ops[TCC_OP_ECDSA_VERIFY] = (struct tcc_op_cost){ .instr = 30240000, .count = 1 };
    snprintf(r.client.steps[2].name, sizeof r.client.steps[2].name, "KEX");
    r.client.steps[2].instr = 16800000;                /* 100 ms: an ECDH and an RSA public the device cannot do */
    r.client.steps[2].ops[TCC_OP_ECDH_SHARED] = (struct tcc_op_cost){ .instr = 8400000, .count = 1 };
    r.client.steps[2].ops[TCC_OP_RSA_PUBLIC] = (struct tcc_op_cost){ .instr = 1680000, .count = 1 };
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

/* The data phase with a record-protection block: the measured phase less its record protection,
 * plus the device's cycles per byte and per record. */
void test_accel_data_projection(void)
{
    static struct tcc_result r;
    memset(&r, 0, sizeof r);
    r.client.data_count = 2;
    r.client.data[0].bytes = 37;
    r.client.data[1].bytes = 1000;
    r.client.data_instr = 200000;                      /* 2 ms at 100 MHz */
    struct tcc_accel device;
    char why[300];
    CHECK(tcc_accel_parse("title = block\nsource = made up\naes_gcm_cycles_per_byte = 2\n"
                          "aes_gcm_cycles_per_record = 300\n", &device, why, sizeof why) == TCC_OK);
    CHECK(!tcc_accel_takes_operations(&device, 1) && tcc_accel_record_device(&device, 1) == &device);
    struct tcc_data_projection d;
    tcc_accel_project_data(&r, 180000, 2, &device, 100, &d);
    CHECK_EQ_U(d.bytes, 1037);
    CHECK(d.measured_ms > 1.9999 && d.measured_ms < 2.0001);
    /* 20,000 instructions kept (0.2 ms) + (2 x 1,037 + 2 x 300) cycles (0.02674 ms) */
    CHECK(d.projected_ms > 0.22673 && d.projected_ms < 0.22675);
    /* More record protection than the phase (a profiler run that differs): never below nothing kept. */
    tcc_accel_project_data(&r, 250000, 2, &device, 100, &d);
    CHECK_EQ_U(d.cipher_instr, 200000);
    CHECK(d.projected_ms > 0.02673 && d.projected_ms < 0.02675);
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
    CHECK(tcc_accel_parse("title = x\nsource = y\naes_gcm_cycles_per_bite = 3\n", &a, why, sizeof why) == TCC_E_INPUT);
    CHECK(strstr(why, "line 3: unknown field 'aes_gcm_cycles_per_bite'") != NULL &&
          strstr(why, "aes_gcm_cycles_per_byte") != NULL);
    const char *names[] = { "atecc608a", "pka", "aes-gcm" };
    for (int i = 0; i < 3; i++)
        CHECK(tcc_accel_load(tc_test_home(), names[i], &a, NULL) == TCC_OK);
    struct tcc_diag d = { .text = "" };
    CHECK(tcc_accel_load(tc_test_home(), "warp-drive", &a, &d) == TCC_E_USAGE && strstr(d.text, "unknown") != NULL);
}

void test_e2e_run_accel(void)
{
    tc_expect(0, (const char *[]){ "run", "--quiet", "--accel", "atecc608a", NULL },
              (const char *[]){ "Projection of the client handshake with atecc608a", "a projection, not a measurement",
                                "ECDSA verify x2", "source: wolfSSL's ESP32 benchmark page",
                                "flash, measured: ", "with MBEDTLS_ECDSA_VERIFY_ALT", "behind one-call stubs (-", NULL });
    tc_expect(0, (const char *[]){ "run", "--quiet", "--accel", "aes-gcm", NULL },
              (const char *[]){ "Projection of the client's data phase with aes-gcm", "a projection, not a measurement",
                                "of which record protection ", "2 records", "for 1037 bytes",
                                "B with MBEDTLS_AES_ALT MBEDTLS_GCM_ALT behind one-call stubs (-", NULL });
    /* wolfSSL's hooks are its PK callbacks: measured, whatever the sign. */
    tc_expect(0, (const char *[]){ "run", "--quiet", "--library", "wolfssl", "--accel", "atecc608a", NULL },
              (const char *[]){ "Projection of the client handshake with atecc608a", "flash, measured: ",
                                "with TC_WOLFSSL_PK_VERIFY TC_WOLFSSL_PK_SIGN TC_WOLFSSL_PK_KEYGEN TC_WOLFSSL_PK_SHARED",
                                NULL });
    tc_expect(2, (const char *[]){ "run", "--accel", "warp-drive", NULL },
              (const char *[]){ "accelerator 'warp-drive' unknown", NULL });
}
