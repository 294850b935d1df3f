/* tcc_json_fields.c: the field tables of the result document (see tcc_json_fields.h and
 * docs/result-schema.md). A new field of the model is a row here. */
#include "tcc_json_fields.h"
#include "tcc_result.h"

const struct tcc_field tcc_cell_fields[] = {
    TCC_FIELD(tcc_result, "profile", profile, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "library", library, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "library_version", library_version, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "library_sha256", library_sha256, TCC_F_TEXT),
    TCC_FIELD_OPTIONAL(tcc_result, "library_tree", library_tree, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "library_revision", library_revision, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "library_dirty", library_dirty, TCC_F_BOOL, NULL),
    TCC_FIELD(tcc_result, "config_sha256", config_sha256, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "target", target, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "board", board, TCC_F_TEXT),
    TCC_FIELD_OPTIONAL(tcc_result, "native", native, TCC_F_BOOL, NULL),
    TCC_FIELD(tcc_result, "compiler", compiler, TCC_F_TEXT),
    TCC_FIELD_OPTIONAL(tcc_result, "runner_version", runner_version, TCC_F_TEXT, ""),
    TCC_FIELD(tcc_result, "cflags", cflags, TCC_F_TEXT),
    TCC_FIELD(tcc_result, "scenario", scenario, TCC_F_TEXT),
    TCC_FIELD_OPTIONAL(tcc_result, "user_config", user_config, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "user_config_sha256", user_config_sha256, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "user_config_macros", user_config_macros, TCC_F_TEXT, ""),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_flash_fields[] = {
    TCC_FIELD(tcc_flash, "total", total, TCC_F_U64),
    TCC_FIELD(tcc_flash, "library", group[TCC_GROUP_LIBRARY], TCC_F_U64),
    TCC_FIELD(tcc_flash, "own", group[TCC_GROUP_OWN], TCC_F_U64),
    TCC_FIELD(tcc_flash, "libc", group[TCC_GROUP_LIBC], TCC_F_U64),
    TCC_FIELD(tcc_flash, "text", text, TCC_F_U64),
    TCC_FIELD(tcc_flash, "data", data, TCC_F_U64),
    TCC_FIELD(tcc_flash, "bss", bss, TCC_F_U64),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_object_fields[] = {
    TCC_FIELD(tcc_object_size, "name", name, TCC_F_TEXT),
    TCC_FIELD(tcc_object_size, "group", group, TCC_F_GROUP),
    TCC_FIELD(tcc_object_size, "text", text, TCC_F_U64),
    TCC_FIELD(tcc_object_size, "data", data, TCC_F_U64),
    TCC_FIELD(tcc_object_size, "bss", bss, TCC_F_U64),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_calibration_fields[] = {
    TCC_FIELD(tcc_result, "instr", calib_instr, TCC_F_U64),
    TCC_FIELD(tcc_result, "ticks", calib_ticks, TCC_F_U64),
    TCC_FIELD(tcc_result, "instr_per_tick", instr_per_tick, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_result, "count_unit", count_unit, TCC_F_TEXT, "instr"),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_run_fields[] = {
    TCC_FIELD(tcc_result, "complete", run_complete, TCC_F_BOOL),
    TCC_FIELD(tcc_result, "exit_code", exit_code, TCC_F_INT),
    TCC_FIELD(tcc_result, "suite", suite, TCC_F_TEXT),
    TCC_FIELD_OPTIONAL(tcc_result, "server_library", server_library, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "server_version", server_version, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_result, "client_auth", client_auth, TCC_F_TEXT, "certificate"),
    TCC_FIELD_OPTIONAL(tcc_result, "client_in_len", client_in_len, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_result, "client_out_len", client_out_len, TCC_F_U64, NULL),
    TCC_FIELD(tcc_result, "bytes_to_server", bytes_to_server, TCC_F_U64),
    TCC_FIELD(tcc_result, "bytes_to_client", bytes_to_client, TCC_F_U64),
    TCC_FIELDS_END,
};

/* A side's counts; its steps, operations and data transfers are arrays and maps beside them. */
const struct tcc_field tcc_side_fields[] = {
    TCC_FIELD(tcc_side, "handshake_instr", handshake_instr, TCC_F_U64),
    TCC_FIELD(tcc_side, "stack_max", handshake_stack, TCC_F_U64),
    TCC_FIELD(tcc_side, "data_instr", data_instr, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_side, "resume_instr", resume_instr, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_side, "resume_verifies", resume_verifies, TCC_F_U64, NULL),
    TCC_FIELD(tcc_side, "heap_peak", heap_peak, TCC_F_U64),
    TCC_FIELD(tcc_side, "heap_after_setup", setup.heap_live, TCC_F_U64),
    TCC_FIELD(tcc_side, "heap_after_free", heap_after_free, TCC_F_U64),
    TCC_FIELD(tcc_side, "allocations", allocations, TCC_F_U64),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_step_fields[] = {
    TCC_FIELD(tcc_step, "name", name, TCC_F_TEXT),
    TCC_FIELD(tcc_step, "instr", instr, TCC_F_U64),
    TCC_FIELD(tcc_step, "heap_peak", heap_peak, TCC_F_U64),
    TCC_FIELD(tcc_step, "heap_live", heap_live, TCC_F_U64),
    TCC_FIELD(tcc_step, "stack", stack, TCC_F_U64),
    TCC_FIELD(tcc_step, "calls", calls, TCC_F_UNSIGNED),
    TCC_FIELD(tcc_step, "bytes", bytes, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_step, "est_cycles", est_cycles, TCC_F_U64, NULL),
    TCC_FIELDS_END,
};

/* One operation's cost within a step or a side, under its name in "ops". */
const struct tcc_field tcc_op_fields[] = {
    TCC_FIELD(tcc_op_cost, "instr", instr, TCC_F_U64),
    TCC_FIELD(tcc_op_cost, "count", count, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_op_cost, "est_cycles", est_cycles, TCC_F_U64, NULL),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_failure_fields[] = {
    TCC_FIELD(tcc_failure, "side", side, TCC_F_TEXT),
    TCC_FIELD(tcc_failure, "step", step, TCC_F_TEXT),
    TCC_FIELD(tcc_failure, "code", code, TCC_F_I64),
    TCC_FIELD(tcc_failure, "heap_failures", heap_failures, TCC_F_U64),
    TCC_FIELD(tcc_failure, "heap_failed_size", heap_failed_size, TCC_F_U64),
    TCC_FIELD(tcc_failure, "heap_live", heap_live, TCC_F_U64),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_estimate_fields[] = {
    TCC_FIELD(tcc_estimate, "model", model, TCC_F_TEXT),
    TCC_FIELD(tcc_estimate, "memory", memory, TCC_F_TEXT),
    TCC_FIELD(tcc_estimate, "clock_mhz", clock_mhz, TCC_F_U64),
    TCC_FIELD(tcc_estimate, "handshake_cycles", handshake_cycles, TCC_F_U64),
    TCC_FIELD(tcc_estimate, "handshake_cycles_low", handshake_cycles_low, TCC_F_U64),
    TCC_FIELD(tcc_estimate, "handshake_cycles_high", handshake_cycles_high, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_estimate, "data_cycles", data_cycles, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "resumption_cycles", resumption_cycles, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "supply_mv", supply_mv, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "run_current_ua", run_current_ua, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "current_source", current_source, TCC_F_TEXT, ""),
    TCC_FIELD_OPTIONAL(tcc_estimate, "handshake_energy_uj", handshake_energy_uj, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "data_energy_uj", data_energy_uj, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "resumption_energy_uj", resumption_energy_uj, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "validated_points", validated_points, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "validated_low_permille", validated_low_permille, TCC_F_I64, NULL),
    TCC_FIELD_OPTIONAL(tcc_estimate, "validated_high_permille", validated_high_permille, TCC_F_I64, NULL),
    TCC_FIELDS_END,
};

const struct tcc_field tcc_fault_fields[] = {
    TCC_FIELD(tcc_fault, "side", side, TCC_F_TEXT),
    TCC_FIELD(tcc_fault, "step", step, TCC_F_TEXT),
    TCC_FIELD(tcc_fault, "exception", exception, TCC_F_U64),
    TCC_FIELD(tcc_fault, "pc", pc, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_fault, "lr", lr, TCC_F_U64, NULL),
    TCC_FIELD(tcc_fault, "cfsr", cfsr, TCC_F_U64),
    TCC_FIELD(tcc_fault, "hfsr", hfsr, TCC_F_U64),
    TCC_FIELD_OPTIONAL(tcc_fault, "bfar", bfar, TCC_F_U64, NULL),
    TCC_FIELD_OPTIONAL(tcc_fault, "mmfar", mmfar, TCC_F_U64, NULL),
    TCC_FIELDS_END,
};
