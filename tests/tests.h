/* tests.h: every test function, for the table in tests/main.c. */
#ifndef TESTS_H
#define TESTS_H

void test_e2e_usage_errors(void);
void test_e2e_min_m4(void);
void test_e2e_deterministic(void);
void test_e2e_check_config_error(void);
void test_e2e_heap_exhausted(void);
void test_e2e_fault(void);
void test_e2e_hang(void);
void test_e2e_json_unwritable(void);
void test_e2e_missing_tools(void);
void test_e2e_leak_reported(void);
void test_e2e_config_change_invalidates(void);
void test_e2e_heap_fit(void);
void test_e2e_valgrind_clean(void);
void test_e2e_bad_input_everywhere(void);
void test_e2e_security_checks(void);
void test_e2e_small_receive_buffer_warns(void);
void test_e2e_resumption(void);
void test_heap_counts_per_side(void);
void test_heap_rejects_overflow(void);
void test_heap_limit(void);
void test_args_lookup(void);
void test_wire_pipe(void);
void test_json_round_trip(void);
void test_json_rejects_foreign(void);
void test_linkmap_real_map(void);
void test_linkmap_rejects_foreign(void);
void test_records_golden_log(void);
void test_records_truncated(void);
void test_records_fault(void);
void test_tls_error_names(void);
void test_fmt_count(void);
void test_budget_parse(void);
void test_e2e_report(void);
void test_e2e_compare(void);
void test_e2e_user_config(void);
void test_e2e_fit_infeasible(void);
void test_e2e_peers(void);

#endif
