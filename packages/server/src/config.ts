import { isIP } from 'node:net';
import path from 'node:path';

/** The server's settings, all from environment variables, checked at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl?: string;
  /** Use an in-memory PGlite database (tests and benchmarks). */
  memoryDb?: boolean;
  adminPassword?: string;
  viewerPassword?: string;
  tokenTtlHours: number;
  /** How long a looked-up token is trusted without asking the database again. */
  authCacheSeconds: number;
  /** How long an instance keeps a public API answer; 0 keeps none. */
  publicCacheSeconds: number;
  /** How long an instance keeps a dashboard answer for the same caller's view; 0 keeps none. */
  dashboardCacheSeconds: number;
  uploadMaxMb: number;
  /** Uploads one user may start per minute, and the megabytes their stored uploads may take. */
  uploadRateLimit: number;
  uploadQuotaMb: number;
  /**
   * How long an instance holds the lease of a periodic job (payment reconciliation, the sweeps) unless it
   * renews it: after a crash, another instance takes the job over within this time.
   */
  jobLeaseSeconds: number;
  /** How often stored files no record uses are looked for, and how old they must be to be removed. */
  uploadSweepSeconds: number;
  uploadUnattachedHours: number;
  storage: StorageConfig;
  /** Where the server fetches a saved video's still from (see features/video-gallery/thumbnail.ts). */
  videoThumbnails: VideoThumbnailConfig;
  /** Largest spreadsheet accepted by an import, and the most data rows it may hold. */
  importMaxMb: number;
  importMaxRows: number;
  loginRateLimit: number;
  /** Failed logins per quarter hour from one address, whatever the usernames tried. */
  loginAddressLimit: number;
  /**
   * Failed logins per quarter hour on one account, from any address: past half of it each further attempt
   * waits a little longer, at it the account is locked until the quarter hour ends (for unknown devices).
   */
  loginAccountLimit: number;
  /**
   * Which peers may say, in `X-Forwarded-For`, whom they forward: none (false), the nearest N hops, or
   * the listed addresses and networks. Every per-address limit keys by the address this yields.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Load demo content into an empty database. */
  demoContent: boolean;
  redisUrl?: string;
  geocoder: GeocoderConfig;
  /** The MapLibre style every map of the admin and the site loads; without it, the bundled offline basemap. */
  mapStyleUrl?: string;
  instagram: InstagramConfig;
  accounts: AccountsConfig;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** The secret a scraper sends for `GET /api/metrics`; without it the route is off. */
  metricsToken?: string;
  /** BACKUP_TOKEN: lets an operator take a backup through the running server (`GET /api/backup`). */
  backupToken?: string;
}

/**
 * The Instagram feed of /blog: the foundation's posts, read through the Graph API with its access token
 * (INSTAGRAM_TOKEN, never sent to browsers); without a token the site shows no feed.
 */
export interface InstagramConfig {
  token?: string;
  /** The Graph API's address (a local fake in tests). */
  apiUrl: string;
  /** How long an instance keeps the feed before asking again. */
  cacheSeconds: number;
}

/**
 * Who takes the money: Midtrans for cards and bank transfers and PayPal when their keys are set, else the
 * built-in sandbox for each (a demo pay page, no network).
 */
export interface PaymentsConfig {
  midtrans?: {
    serverKey: string;
    clientKey: string;
    production: boolean;
    /** Snap's base (transactions and snap.js) and the Core API's, for a local test server. */
    snapUrl: string;
    apiUrl: string;
  };
  paypal?: {
    clientId: string;
    clientSecret: string;
    /** The webhook's id in the PayPal app, for verify-webhook-signature. */
    webhookId: string;
    apiUrl: string;
    /** The JS SDK's address, for a local test server. */
    sdkUrl: string;
  };
  /**
   * The built-in sandbox takes the payments of a provider without keys. Its pay page lets whoever holds
   * the link mark the payment paid, so a public or production server uses it only when told to.
   */
  sandbox: boolean;
  /** How long a checkout holds the stock, and how long a payment may stay unpaid (minutes). */
  holdMinutes: number;
  /** A payment still pending this long is asked after at the provider (minutes). */
  reconcileAfterMinutes: number;
  /** How often the reconciliation looks (seconds). */
  reconcileEverySeconds: number;
}

/** Self-service account flows: registration (with email verification) and forgotten passwords. */
export interface AccountsConfig {
  allowRegister: boolean;
  forgetPassword: boolean;
  /** Requests per quarter hour to register, resend, verify or reset, per address and per account. */
  rateLimit: number;
  /** How long a verification code is good for. */
  verifyCodeHours: number;
  /** How long a password-reset link is good for (admin spec §9: about one day). */
  resetCodeHours: number;
  /** The address the admin is reached at, for the links in mails. */
  publicUrl: string;
}

/** Outgoing mail: through SMTP_URL, or kept in the outbox and printed to the log without one. */
export interface MailConfig {
  smtpUrl?: string;
  from: string;
  /** Wait before the first retry of a failed send; each later retry waits twice as long. */
  retrySeconds: number;
  /** Sends tried before a mail is given up as failed. */
  maxAttempts: number;
}

/** Where uploaded files are kept: a folder on this machine, or a bucket of an S3-compatible store. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      /** The store's endpoint; buckets are addressed by path (`{url}/{bucket}/{key}`). */
      url: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** The video hosts' base addresses for stills, and how long and how large a fetch may be. */
export interface VideoThumbnailConfig {
  youtubeUrl: string;
  vimeoUrl: string;
  timeoutMs: number;
  maxBytes: number;
}

/** Reverse geocoding: the bundled country shapes (no network), or a Nominatim-compatible service. */
export type GeocoderConfig =
  | { kind: 'offline' }
  | { kind: 'nominatim'; url: string; userAgent: string; timeoutMs: number };

export const geocoderKinds = ['offline', 'nominatim'] as const;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

/** Names proxy-addr knows for address ranges, besides addresses and CIDRs. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

function proxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, a number of proxy hops, or the proxies' addresses. A bare `true` would take the
 * leftmost X-Forwarded-For value, which the client writes itself, so it is refused.
 */
function trustProxy(env: Env): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (['', 'false', 'no', 'off', '0'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10)
      throw new ConfigError(`TRUST_PROXY must be a number of proxies from 1 to 10, got "${raw}"`);
    return hops;
  }
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would let every client choose its own address; give the number of proxies in front ' +
        'of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !proxyAddress(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a number of proxies or a comma-separated list of addresses and CIDRs, got "${bad}"`,
    );
  }
  return entries;
}

function password(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 8 || raw.length > 64) throw new ConfigError(`${name} must be 8 to 64 characters long`);
  return raw;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

function geocoder(env: Env): GeocoderConfig {
  const kind = env.GEOCODER || 'offline';
  if (!(geocoderKinds as readonly string[]).includes(kind)) {
    throw new ConfigError(`GEOCODER must be one of ${geocoderKinds.join(', ')}, got "${kind}"`);
  }
  const serviceUrl = url(env, 'GEOCODER_URL', ['http:', 'https:']);
  const timeoutMs = integer(env, 'GEOCODER_TIMEOUT_MS', 5000, 100, 60_000);
  const userAgent = env.GEOCODER_USER_AGENT || 'Rimba reverse geocoding';
  if (kind === 'offline') return { kind };
  if (!serviceUrl) throw new ConfigError('GEOCODER_URL must be set when GEOCODER is nominatim');
  return { kind: 'nominatim', url: serviceUrl.replace(/\/+$/, ''), userAgent, timeoutMs };
}

const s3Variables = ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The local uploads folder, or the S3-compatible bucket when any S3_ variable is set (then all are needed). */
function storage(env: Env, dataDir: string): StorageConfig {
  const given = [...s3Variables, 'S3_REGION'].filter((name) => env[name]);
  if (given.length === 0) return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  const missing = s3Variables.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set too when ${given.join(', ')} is set`);
  }
  const endpoint = url(env, 'S3_URL', ['http:', 'https:'])!;
  const bucket = env.S3_BUCKET!;
  // The rules S3 itself sets for bucket names, which also keep the name safe in a path.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')) {
    throw new ConfigError(
      `S3_BUCKET must be 3 to 63 lower-case letters, digits, dots and hyphens, got "${bucket}"`,
    );
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) throw new ConfigError(`S3_REGION is not a region name: "${region}"`);
  return {
    kind: 's3',
    url: endpoint.replace(/\/+$/, ''),
    bucket,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
  };
}

/** A sender as `Name <address>` or a bare address. */
function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM || 'Rimba <no-reply@rimba.example.id>';
  if (!/^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(raw.trim())) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>", got "${raw}"`);
  }
  return raw.trim();
}

function both(env: Env, names: string[]): boolean {
  const given = names.filter((name) => env[name]);
  if (given.length === 0) return false;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set too when ${given.join(', ')} is set`);
  }
  return true;
}

const trimmed = (raw: string) => raw.replace(/\/+$/, '');

/**
 * Whether the sandbox provider may take payments: always on a development server; on one that is public
 * (PUBLIC_URL https) or runs in production only when PAYMENTS_SANDBOX=true says so.
 */
function sandboxAllowed(env: Env, keyless: string[]): boolean {
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  const reason = publicUrl?.startsWith('https:')
    ? 'PUBLIC_URL is an https address'
    : env.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : undefined;
  const allowed = flag(env, 'PAYMENTS_SANDBOX', !reason);
  if (keyless.length > 0 && !allowed) {
    throw new ConfigError(
      `PAYMENTS_SANDBOX must be true to take ${keyless.join(' and ')} payments with the built-in sandbox provider${reason ? ` when ${reason}` : ''}: its demo pay page lets anyone holding the link mark a payment paid. Set the provider's keys, or PAYMENTS_SANDBOX=true for a demo`,
    );
  }
  return allowed;
}

function payments(env: Env): PaymentsConfig {
  const production = flag(env, 'MIDTRANS_PRODUCTION', false);
  const live = flag(env, 'PAYPAL_LIVE', false);
  const midtrans = both(env, ['MIDTRANS_SERVER_KEY', 'MIDTRANS_CLIENT_KEY']);
  const paypal = both(env, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID']);
  const keyless = [...(midtrans ? [] : ['card']), ...(paypal ? [] : ['PayPal'])];
  return {
    sandbox: sandboxAllowed(env, keyless),
    midtrans: midtrans
      ? {
          serverKey: env.MIDTRANS_SERVER_KEY!,
          clientKey: env.MIDTRANS_CLIENT_KEY!,
          production,
          snapUrl: trimmed(
            url(env, 'MIDTRANS_SNAP_URL', ['http:', 'https:']) ??
              (production ? 'https://app.midtrans.com' : 'https://app.sandbox.midtrans.com'),
          ),
          apiUrl: trimmed(
            url(env, 'MIDTRANS_API_URL', ['http:', 'https:']) ??
              (production ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'),
          ),
        }
      : undefined,
    paypal: paypal
      ? {
          clientId: env.PAYPAL_CLIENT_ID!,
          clientSecret: env.PAYPAL_CLIENT_SECRET!,
          webhookId: env.PAYPAL_WEBHOOK_ID!,
          apiUrl: trimmed(
            url(env, 'PAYPAL_API_URL', ['http:', 'https:']) ??
              (live ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
          ),
          sdkUrl: url(env, 'PAYPAL_SDK_URL', ['http:', 'https:']) ?? 'https://www.paypal.com/sdk/js',
        }
      : undefined,
    holdMinutes: integer(env, 'CHECKOUT_HOLD_MINUTES', 30, 1, 7 * 24 * 60),
    reconcileAfterMinutes: integer(env, 'PAYMENT_RECONCILE_AFTER_MINUTES', 5, 0, 24 * 60),
    reconcileEverySeconds: integer(env, 'PAYMENT_RECONCILE_SECONDS', 60, 1, 86_400),
  };
}

/** An operator's token (METRICS_TOKEN, BACKUP_TOKEN): long enough that guessing it is hopeless, and sendable as it is in an HTTP header. */
function operatorToken(env: Env, variable: 'METRICS_TOKEN' | 'BACKUP_TOKEN'): string | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 24 || !/^[\x21-\x7e]+$/.test(raw)) {
    throw new ConfigError(
      `${variable} must be at least 24 characters long, printable ASCII without spaces (got ${raw.length} characters)`,
    );
  }
  return raw;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the configuration; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    adminPassword: password(env, 'ADMIN_PASSWORD'),
    viewerPassword: password(env, 'VIEWER_PASSWORD'),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 24 * 7, 1, 24 * 365),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', 5, 0, 300),
    publicCacheSeconds: integer(env, 'PUBLIC_CACHE_SECONDS', 10, 0, 3600),
    dashboardCacheSeconds: integer(env, 'DASHBOARD_CACHE_SECONDS', 10, 0, 3600),
    uploadMaxMb: integer(env, 'UPLOAD_MAX_MB', 5, 1, 100),
    uploadRateLimit: integer(env, 'UPLOAD_RATE_LIMIT', 30, 1, 10_000),
    uploadQuotaMb: integer(env, 'UPLOAD_QUOTA_MB', 500, 1, 10_000_000),
    jobLeaseSeconds: integer(env, 'JOB_LEASE_SECONDS', 60, 2, 3600),
    uploadSweepSeconds: integer(env, 'UPLOAD_SWEEP_SECONDS', 3600, 1, 7 * 86_400),
    uploadUnattachedHours: integer(env, 'UPLOAD_UNATTACHED_HOURS', 24, 1, 24 * 365),
    storage: storage(env, dataDir),
    videoThumbnails: {
      youtubeUrl: (
        url(env, 'VIDEO_THUMBNAIL_YOUTUBE_URL', ['http:', 'https:']) ?? 'https://i.ytimg.com'
      ).replace(/\/+$/, ''),
      vimeoUrl: (url(env, 'VIDEO_THUMBNAIL_VIMEO_URL', ['http:', 'https:']) ?? 'https://vimeo.com').replace(
        /\/+$/,
        '',
      ),
      timeoutMs: integer(env, 'VIDEO_THUMBNAIL_TIMEOUT_MS', 5000, 100, 60_000),
      maxBytes: 2 * 1024 * 1024,
    },
    importMaxMb: integer(env, 'IMPORT_MAX_MB', 10, 1, 100),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', 10_000, 1, 1_000_000),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 10_000),
    loginAddressLimit: integer(
      env,
      'LOGIN_ADDRESS_LIMIT',
      3 * integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 10_000),
      1,
      100_000,
    ),
    loginAccountLimit: integer(env, 'LOGIN_ACCOUNT_LIMIT', 20, 1, 100_000),
    trustProxy: trustProxy(env),
    logLevel,
    demoContent: flag(env, 'DEMO_CONTENT', true),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    geocoder: geocoder(env),
    mapStyleUrl: url(env, 'MAP_STYLE_URL', ['http:', 'https:']),
    instagram: {
      token: env.INSTAGRAM_TOKEN || undefined,
      apiUrl: (url(env, 'INSTAGRAM_API_URL', ['http:', 'https:']) ?? 'https://graph.instagram.com').replace(
        /\/+$/,
        '',
      ),
      cacheSeconds: integer(env, 'INSTAGRAM_CACHE_SECONDS', 3600, 0, 86_400),
    },
    accounts: {
      allowRegister: flag(env, 'ALLOW_REGISTER', true),
      forgetPassword: flag(env, 'FORGET_PASSWORD', true),
      rateLimit: integer(env, 'ACCOUNT_RATE_LIMIT', 5, 1, 10_000),
      verifyCodeHours: integer(env, 'VERIFY_CODE_HOURS', 48, 1, 24 * 30),
      resetCodeHours: 24,
      publicUrl: (
        url(env, 'PUBLIC_URL', ['http:', 'https:']) ??
        `http://localhost:${integer(env, 'PORT', 3000, 0, 65535)}`
      ).replace(/\/+$/, ''),
    },
    mail: {
      smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
      from: mailFrom(env),
      retrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 30, 1, 3600),
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    },
    payments: payments(env),
    metricsToken: operatorToken(env, 'METRICS_TOKEN'),
    backupToken: operatorToken(env, 'BACKUP_TOKEN'),
  };
}
