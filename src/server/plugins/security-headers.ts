import type { FastifyInstance } from 'fastify';
import { parseHstsMaxAge } from '../config';

/**
 * The built client and the API docs page load their scripts from this origin only; MUI (and
 * swagger-ui) set inline styles, so styles may be inline, never scripts. Photos taken with the
 * camera are shown as data: or blob: URLs. Nothing may embed the site, plug-ins are off and a
 * <base> tag cannot redirect relative URLs elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No 'unsafe-eval': the forms' validators are compiled at build time (virtual:form-validators),
  // so nothing in the bundle compiles code; inline and foreign scripts stay refused.
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  // Print on a receipt shows the receipt's PDF in a hidden frame, from a blob: URL of this origin
  // (pages/receipts/print-pdf.ts): the signed link itself refuses every frame. Nothing else is
  // framed, and no other origin's page may be ('self' frames stay refused).
  'frame-src blob:',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The client uses the camera (photos) and the position (audit coordinates); nothing else. */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=()';

export type SecurityHeaderOptions = { hstsMaxAge?: number };

/**
 * Headers every answer carries: no MIME sniffing, no framing (clickjacking), no referrer leaking
 * tokens in reset links, a content security policy, API answers never cached by shared caches,
 * and HSTS when the deployment says the site is served over HTTPS. A route that sets its own
 * Content-Security-Policy (a stricter one, for a stored file) keeps it.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = { hstsMaxAge: parseHstsMaxAge(process.env) }) {
  const hsts = options.hstsMaxAge === undefined ? undefined : `max-age=${options.hstsMaxAge}`;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (hsts) reply.header('Strict-Transport-Security', hsts);
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
