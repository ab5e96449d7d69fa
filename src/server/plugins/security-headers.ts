import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing, no framing (clickjacking), no referrer leaking
 * tokens in reset links, and API answers never cached by shared caches.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
