import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * Outside addresses the pages may embed by name: the video players (the office map is the site's own).
 * Outside pictures (in rich text, map tiles) fall under `img-src https:`; a video's still is our own copy.
 */
const embeddedFrames = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const originOf = (address: string | undefined): string[] => (address ? [new URL(address).origin] : []);

/**
 * The payment providers' addresses a page needs, from the configured ones: Midtrans Snap opens its pay
 * window in a frame of its own origin; PayPal's SDK loads from its origin and, when that is PayPal's own,
 * draws its buttons from frames, scripts and pictures across paypal.com and paypalobjects.com (PayPal's
 * documented list).
 */
function providerSources(config: Config): string[] {
  const sources = [...originOf(config.payments.midtrans?.snapUrl)];
  const paypal = config.payments.paypal?.sdkUrl;
  if (paypal) {
    sources.push(...originOf(paypal));
    const host = new URL(paypal).hostname;
    if (host === 'paypal.com' || host.endsWith('.paypal.com')) {
      sources.push('https://*.paypal.com', 'https://*.paypalobjects.com');
    }
  }
  return [...new Set(sources)];
}

const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`)
    .join('; ');

/**
 * The Content-Security-Policy of the apps' pages and of the server's own pages. Scripts come from this
 * server, from the payment providers by name, or carry the response's nonce; nothing inline without it,
 * no plugins, no other base, no framing. Styles allow inline ones: Ant Design injects its CSS-in-JS as
 * style elements and the server-rendered site writes style attributes, neither of which can carry a nonce.
 */
export function pagePolicy(config: Config): (nonce: string) => string {
  const providers = providerSources(config);
  const map = originOf(config.mapStyleUrl);
  return (nonce) =>
    policy({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'nonce-${nonce}'`, ...providers],
      'style-src': ["'self'", "'unsafe-inline'", ...providers],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...map, ...providers],
      // MapLibre's worker is a built asset; blob: is its fallback when a worker cannot load from a URL.
      'worker-src': ["'self'", 'blob:'],
      'frame-src': [...embeddedFrames, ...providers],
      'object-src': [],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': [],
    });
}

/** The interactive API documentation (Swagger UI): its own scripts and styles, nothing from outside. */
export const docsPolicy = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': [],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': [],
});

/**
 * Browser features no page of Rimba uses are switched off, also for anything a page embeds. The admin's
 * map input finds the device's location; payment requests are left to the configured providers' frames.
 * Autoplay and the motion sensors stay as browsers have them: the video players ask for them.
 */
export function permissionsPolicy(config: Config): string {
  const providers = providerSources(config).filter((source) => !source.includes('*'));
  const payment = providers.length > 0 ? `(self ${providers.map((p) => `"${p}"`).join(' ')})` : '()';
  return [
    'bluetooth=()',
    'camera=()',
    'display-capture=()',
    'geolocation=(self)',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'serial=()',
    'usb=()',
    'browsing-topics=()',
  ].join(', ');
}

const nonces = new WeakMap<FastifyRequest, string>();

/** The nonce of a request's answer, made when first asked for: the page's scripts carry it. */
export function cspNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/** Every `<script` element of a page, given the request's nonce. */
export const withNonce = (html: string, request: FastifyRequest) =>
  html.replace(/<script\b/g, `<script nonce="${cspNonce(request)}"`);

/**
 * Headers of every answer. An HTML answer that set no policy of its own gets the pages' policy with the
 * request's nonce. Over HTTPS (as the request or a trusted proxy says) browsers are told to keep to it.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const page = pagePolicy(config);
  const permissions = permissionsPolicy(config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', permissions);
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', page(cspNonce(request)));
    }
  });
}
