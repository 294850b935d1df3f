/* tcc_accel.c: accelerator files and projections (see tcc_accel.h). */
#include "tcc_accel.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../model/tcc_records.h"
#include "../base/tcc_file.h"
#include "../base/tcc_lines.h"

int tcc_accel_parse(const char *text, struct tcc_accel *accel, char *why, size_t size)
{
    for (int op = 0; op < TCC_OP_COUNT; op++)
        accel->op_us[op] = accel->op_cycles[op] = -1;
    accel->gcm_cycles_per_byte = accel->gcm_cycles_per_record = -1;
    accel->title[0] = accel->source[0] = '\0';
    unsigned line_no = 0;
    int any = 0, got;
    char buf[1000], *key, *value;
    for (const char *p = text; (got = tcc_next_setting(&p, buf, sizeof buf, &line_no, &key, &value)) != 0;) {
        if (got < 0) {
            snprintf(why, size, "line %u is not 'field = value'", line_no);
            return TCC_E_INPUT;
        }
        if (strcmp(key, "title") == 0) {
            snprintf(accel->title, sizeof accel->title, "%s", value);
            continue;
        }
        if (strcmp(key, "source") == 0) {
            snprintf(accel->source, sizeof accel->source, "%s", value);
            continue;
        }
        char *stop;
        double number = strtod(value, &stop);
        int is_number = *value != '\0' && *stop == '\0' && number >= 0;
        /* the record protection's rates */
        double *rate = strcmp(key, "aes_gcm_cycles_per_byte") == 0     ? &accel->gcm_cycles_per_byte
                       : strcmp(key, "aes_gcm_cycles_per_record") == 0 ? &accel->gcm_cycles_per_record
                                                                        : NULL;
        if (rate != NULL && is_number) {
            *rate = number;
            any = 1;
            continue;
        }
        /* <operation>_us or <operation>_cycles */
        size_t key_len = strlen(key);
        int in_cycles = key_len > 7 && strcmp(key + key_len - 7, "_cycles") == 0;
        int in_us = key_len > 3 && strcmp(key + key_len - 3, "_us") == 0;
        int op = -1;
        for (int o = 0; (in_us || in_cycles) && o < TCC_OP_COUNT; o++)
            if (strlen(tcc_op_names[o]) == key_len - (in_cycles ? 7 : 3) &&
                strncmp(key, tcc_op_names[o], key_len - (in_cycles ? 7 : 3)) == 0)
                op = o;
        if (op < 0 && rate == NULL) {
            snprintf(why, size, "line %u: unknown field '%s' (fields: title, source, OPERATION_us or "
                     "OPERATION_cycles for an operation of: ecdsa_verify, ecdsa_sign, ecdh_keygen, ecdh_shared, "
                     "rsa_public, rsa_private, and aes_gcm_cycles_per_byte, aes_gcm_cycles_per_record)", line_no, key);
            return TCC_E_INPUT;
        }
        if (!is_number) {
            snprintf(why, size, "line %u: %s must be a number, not '%s'", line_no, key, value);
            return TCC_E_INPUT;
        }
        *(in_cycles ? &accel->op_cycles[op] : &accel->op_us[op]) = number;
        any = 1;
    }
    if (accel->title[0] == '\0' || accel->source[0] == '\0') {
        snprintf(why, size, "it has no '%s': every accelerator file says what it is and where its figures come from",
                 accel->title[0] == '\0' ? "title" : "source");
        return TCC_E_INPUT;
    }
    if (!any) {
        snprintf(why, size, "it takes no operation (no OPERATION_us, OPERATION_cycles or aes_gcm_cycles_per_byte field)");
        return TCC_E_INPUT;
    }
    return TCC_OK;
}

int tcc_accel_load(const char *home, const char *name, struct tcc_accel *accel, struct tcc_diag *d)
{
    char path[4400], why[400];
    snprintf(path, sizeof path, "%s/accel/%s.accel", home, name);
    char *text = strchr(name, '/') == NULL && name[0] != '.' ? tcc_file_read(path, NULL) : NULL;
    if (text == NULL) {
        tcc_diagf(d, "accelerator '%s' unknown; known: the files of %s/accel/ (atecc608a, pka, ...)", name, home);
        return TCC_E_USAGE;
    }
    snprintf(accel->name, sizeof accel->name, "%s", name);
    int err = tcc_accel_parse(text, accel, why, sizeof why);
    free(text);
    if (err != TCC_OK)
        tcc_diagf(d, "%s: %s", path, why);
    return err;
}

/* The time of one operation on the first accelerator that takes it, or -1. */
static double tcc_accel_ms(const struct tcc_accel *accels, size_t n, int op, unsigned mhz)
{
    for (size_t i = 0; i < n; i++) {
        if (accels[i].op_us[op] >= 0)
            return accels[i].op_us[op] / 1000.0;
        if (accels[i].op_cycles[op] >= 0)
            return accels[i].op_cycles[op] / (mhz * 1000.0);
    }
    return -1;
}

void tcc_accel_project(const struct tcc_result *r, const struct tcc_accel *accels, size_t n, unsigned mhz,
                       struct tcc_projection *out)
{
    memset(out, 0, sizeof *out);
    out->mhz = mhz;
    out->cycles_per_instr = r->estimate.present && r->client.handshake_instr > 0
                                ? (double)r->estimate.handshake_cycles / (double)r->client.handshake_instr
                                : 1.0;
    double ms_per_instr = out->cycles_per_instr / (mhz * 1000.0);
    for (unsigned i = 0; i < r->client.step_count && i < TCC_STEPS_MAX; i++) {
        const struct tcc_step *s = &r->client.steps[i];
        struct tcc_projection_step *p = &out->steps[out->step_count++];
        snprintf(p->name, sizeof p->name, "%s", s->name);
        p->measured_ms = (double)s->instr * ms_per_instr;
        uint64_t kept = s->instr;
        double device = 0;
        for (int op = 0; op < TCC_OP_COUNT; op++) {
            double ms = tcc_accel_ms(accels, n, op, mhz);
            if (ms < 0 || s->ops[op].count == 0)
                continue;
            kept -= s->ops[op].instr <= kept ? s->ops[op].instr : kept;
            device += (double)s->ops[op].count * ms;
            p->replaced += (unsigned)s->ops[op].count;
            out->replaced[op] += (unsigned)s->ops[op].count;
        }
        p->projected_ms = (double)kept * ms_per_instr + device;
        out->measured_ms += p->measured_ms;
        out->projected_ms += p->projected_ms;
    }
}

int tcc_accel_takes_operations(const struct tcc_accel *accels, size_t n)
{
    for (size_t i = 0; i < n; i++)
        for (int op = 0; op < TCC_OP_COUNT; op++)
            if (accels[i].op_us[op] >= 0 || accels[i].op_cycles[op] >= 0)
                return 1;
    return 0;
}

const struct tcc_accel *tcc_accel_record_device(const struct tcc_accel *accels, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (accels[i].gcm_cycles_per_byte >= 0)
            return &accels[i];
    return NULL;
}

void tcc_accel_project_data(const struct tcc_result *r, uint64_t cipher_instr, uint64_t records,
                            const struct tcc_accel *device, unsigned mhz, struct tcc_data_projection *out)
{
    memset(out, 0, sizeof *out);
    out->mhz = mhz;
    out->device = device;
    out->cycles_per_instr = r->estimate.present && r->client.handshake_instr > 0
                                ? (double)r->estimate.handshake_cycles / (double)r->client.handshake_instr
                                : 1.0;
    out->data_instr = r->client.data_instr;
    out->cipher_instr = cipher_instr <= out->data_instr ? cipher_instr : out->data_instr;
    out->records = records;
    out->bytes += tcc_side_data_bytes(&r->client);
    double ms_per_instr = out->cycles_per_instr / (mhz * 1000.0);
    out->measured_ms = (double)out->data_instr * ms_per_instr;
    double device_cycles = (double)out->bytes * device->gcm_cycles_per_byte +
                           (device->gcm_cycles_per_record > 0 ? (double)records * device->gcm_cycles_per_record : 0);
    out->projected_ms = (double)(out->data_instr - out->cipher_instr) * ms_per_instr + device_cycles / (mhz * 1000.0);
}
