/* mbedtls_socket.c: the Mbed TLS client and server over a connected socket instead of the
 * memory wire, for tlscost peers (host only: two processes, loopback). */
#include <errno.h>
#include <sys/socket.h>
#include "mbedtls/net_sockets.h"
#include "mbedtls/ssl.h"
#include "mbedtls_common.h"
#include "tls.h"

static int tc_socket_send(void *ctx, const unsigned char *buf, size_t len)
{
    int fd = *(int *)ctx;
    ssize_t n = send(fd, buf, len, MSG_NOSIGNAL);
    if (n < 0)
        return errno == EPIPE || errno == ECONNRESET ? MBEDTLS_ERR_NET_CONN_RESET : MBEDTLS_ERR_NET_SEND_FAILED;
    return (int)n;
}

static int tc_socket_recv(void *ctx, unsigned char *buf, size_t len)
{
    int fd = *(int *)ctx;
    ssize_t n = recv(fd, buf, len, 0);
    if (n < 0)
        return errno == ECONNRESET ? MBEDTLS_ERR_NET_CONN_RESET : MBEDTLS_ERR_NET_RECV_FAILED;
    return (int)n; /* 0: the peer closed the connection */
}

static int tc_client_fd = -1, tc_server_fd = -1;

int tc_tls_client_use_socket(int fd)
{
    tc_client_fd = fd;
    mbedtls_ssl_set_bio(tc_mbedtls_client_ssl(), &tc_client_fd, tc_socket_send, tc_socket_recv, NULL);
    return 0;
}

int tc_tls_server_use_socket(int fd)
{
    tc_server_fd = fd;
    mbedtls_ssl_set_bio(tc_mbedtls_server_ssl(), &tc_server_fd, tc_socket_send, tc_socket_recv, NULL);
    return 0;
}
