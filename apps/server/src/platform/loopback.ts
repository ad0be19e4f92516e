import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** True for a loopback address: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK.test(address);

/**
 * A request made from this machine itself: the socket's peer is a loopback address and no proxy forwarded
 * it. The socket is read rather than `request.ip`, which TRUST_PROXY lets a client choose through
 * X-Forwarded-For; a request that came through a proxy (even one on this machine) carries forwarding
 * headers and so does not count as local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}
