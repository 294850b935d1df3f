/* tc_out.c: line-buffered record emitter with its own integer formatting (see tc_out.h). */
#include "tc_out.h"
#include "tc_platform.h"

#define TC_LINE_MAX 400

static char tc_line[TC_LINE_MAX + 2];
static unsigned tc_line_len;
static const char *tc_where_side = "setup";
static const char *tc_where_step = "-";

static void tc_put_char(char c)
{
    if (tc_line_len < TC_LINE_MAX)
        tc_line[tc_line_len++] = c;
}

static void tc_put_text(const char *text)
{
    while (*text)
        tc_put_char(*text++);
}

static void tc_put_u64(uint64_t value)
{
    char digits[21];
    int n = 0;
    do {
        digits[n++] = (char)('0' + value % 10u);
        value /= 10u;
    } while (value);
    while (n)
        tc_put_char(digits[--n]);
}

void tc_out_start(const char *kind)
{
    tc_line_len = 0;
    tc_put_text("TC ");
    tc_put_text(kind);
}

void tc_out_str(const char *key, const char *value)
{
    tc_put_char(' ');
    tc_put_text(key);
    tc_put_char('=');
    tc_put_text(value);
}

void tc_out_u64(const char *key, uint64_t value)
{
    tc_put_char(' ');
    tc_put_text(key);
    tc_put_char('=');
    tc_put_u64(value);
}

void tc_out_i32(const char *key, int32_t value)
{
    tc_put_char(' ');
    tc_put_text(key);
    tc_put_char('=');
    if (value < 0) {
        tc_put_char('-');
        tc_put_u64((uint64_t)(-(int64_t)value));
    } else {
        tc_put_u64((uint64_t)value);
    }
}

void tc_out_end(void)
{
    tc_line[tc_line_len++] = '\n';
    tc_line[tc_line_len] = '\0';
    tc_plat_write(tc_line);
    tc_line_len = 0;
}

void tc_out_set_where(const char *side, const char *step)
{
    tc_where_side = side;
    tc_where_step = step;
}

void tc_out_fault(uint32_t exception, uint32_t pc, uint32_t lr, uint32_t cfsr, uint32_t hfsr,
                  uint32_t bfar, uint32_t mmfar, uint32_t exc_return)
{
    tc_out_start("fault");
    tc_out_u64("exception", exception);
    tc_out_str("side", tc_where_side);
    tc_out_str("step", tc_where_step);
    tc_out_u64("pc", pc);
    tc_out_u64("lr", lr);
    tc_out_u64("cfsr", cfsr);
    tc_out_u64("hfsr", hfsr);
    tc_out_u64("bfar", bfar);
    tc_out_u64("mmfar", mmfar);
    tc_out_u64("exc_return", exc_return);
    tc_out_end();
    tc_out_start("end");
    tc_out_u64("code", 3);
    tc_out_end();
}
