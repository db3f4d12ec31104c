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
  uploadMaxMb: number;
  /** Largest spreadsheet accepted by an import, and the most data rows it may hold. */
  importMaxMb: number;
  importMaxRows: number;
  loginRateLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** Load demo content into an empty database. */
  demoContent: boolean;
  redisUrl?: string;
  geocoder: GeocoderConfig;
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

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and checks the configuration; a bad value throws a ConfigError that names the variable. */
export function loadConfig(env: Env = process.env): Config {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    adminPassword: password(env, 'ADMIN_PASSWORD'),
    viewerPassword: password(env, 'VIEWER_PASSWORD'),
    tokenTtlHours: integer(env, 'TOKEN_TTL_HOURS', 24 * 7, 1, 24 * 365),
    authCacheSeconds: integer(env, 'AUTH_CACHE_SECONDS', 5, 0, 300),
    uploadMaxMb: integer(env, 'UPLOAD_MAX_MB', 5, 1, 100),
    importMaxMb: integer(env, 'IMPORT_MAX_MB', 10, 1, 100),
    importMaxRows: integer(env, 'IMPORT_MAX_ROWS', 10_000, 1, 1_000_000),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 10_000),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel,
    demoContent: flag(env, 'DEMO_CONTENT', true),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    geocoder: geocoder(env),
  };
}
