/* tc_flights.c: flight counting and the flight names (see tc_flights.h). */
#include "tc_flights.h"
#include "tls.h"

#define TC_FLIGHT_NAME(id, name, what) name,
static const char *const tc_flight_names[TC_FLIGHT_COUNT] = { TC_FLIGHT_NAMES(TC_FLIGHT_NAME) };
#undef TC_FLIGHT_NAME

const char *tc_flight_name(int state)
{
    if (state < 0 || state >= TC_FLIGHT_COUNT)
        return "UNKNOWN";
    return tc_flight_names[state];
}

void tc_flight_start(struct tc_flight_counter *fc, enum tc_flight first, enum tc_flight last)
{
    fc->first = first;
    fc->last = last;
    fc->now = first;
    fc->carried_before = 0;
}

static uint64_t tc_flight_carried(const struct tc_wire_pipe *tx, const struct tc_wire_pipe *rx)
{
    return tx->carried + rx->carried;
}

void tc_flight_before(struct tc_flight_counter *fc, const struct tc_wire_pipe *tx, const struct tc_wire_pipe *rx)
{
    fc->carried_before = tc_flight_carried(tx, rx);
}

int tc_flight_after(struct tc_flight_counter *fc, const struct tc_wire_pipe *tx, const struct tc_wire_pipe *rx)
{
    if (tc_flight_carried(tx, rx) == fc->carried_before)
        return TC_TLS_WANT;
    if (fc->now < fc->last)
        fc->now++;
    return 0;
}
