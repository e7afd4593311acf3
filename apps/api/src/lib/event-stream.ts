import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Takes the response over as a Server-Sent Events stream (no buffering by a proxy, no caching) and
 * returns it, or null for a HEAD request, which gets the stream's headers and ends at once rather
 * than being held open like a GET.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): ServerResponse | null {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  if (request.method === 'HEAD') {
    res.end();
    return null;
  }
  return res;
}
