import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Whose X-Forwarded-For is believed: nobody, any peer, the nearest N hops, or proxies at these addresses. */
export type TrustProxy = boolean | number | string[];

/**
 * The TRUST_PROXY setting as Fastify's `trustProxy` option. Fastify itself no longer believes a
 * bare hop count (it trusts nothing then), so a count N becomes "trust the nearest N hops": right
 * when the server can only be reached through those proxies.
 */
export function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}

// Names proxy-addr (Fastify's trustProxy) understands for whole ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const family = isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `must be false, true, a hop count such as 1, or a comma-separated list of proxy addresses or CIDR ranges (not understood: ${bad.map((b) => b || '(empty)').join(', ')})`,
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a whole number from 1 to 500' })
    .int('must be a whole number from 1 to 500')
    .min(1, 'must be a whole number from 1 to 500')
    .max(500, 'must be a whole number from 1 to 500')
    .default(10),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false', 'users'], { message: 'must be 1, 0 or users' })
    .transform((v) => (v === 'users' ? 'users' : v === '1' || v === 'true' ? 'full' : 'off'))
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Roleplay Back Office <no-reply@example.com>'),
  ALWAYS_BCC: z.string().email('must be an e-mail address').optional(),
  APP_URL: z.string().url('must be a URL such as http://localhost:3000').optional(),
  REGAPP_URL: z.string().url('must be a URL').optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  LOGIN_LINK_TTL_HOURS: z.coerce.number().positive().default(72),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  MAIL_RATE_LIMIT: z.coerce.number().int().min(1, 'must be 1 or more').default(10),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ message: 'must be a whole number of days from 1 to 36500' })
    .int('must be a whole number of days from 1 to 36500')
    .min(1, 'must be a whole number of days from 1 to 36500')
    .max(36_500, 'must be a whole number of days from 1 to 36500')
    .default(730),
  APP_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/Toronto')
    .default('America/Toronto'),
  HOLIDAY_PROVINCE_CA: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter province code')
    .default('ON'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  FEED_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (a random string, e.g. from `openssl rand -base64 32`)')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How many PostgreSQL connections the server keeps at most (unused with the embedded database). */
  databasePoolSize: number;
  /** The demo on an empty database: everything, the accounts only, or nothing. */
  seedDemo: 'full' | 'users' | 'off';
  smtpUrl: string | undefined;
  mailFrom: string;
  alwaysBcc: string | undefined;
  appUrl: string;
  regappUrl: string;
  sessionTtlHours: number;
  loginLinkTtlHours: number;
  mailPollMs: number;
  /** How long a shutdown may wait for requests in flight and background jobs before exiting anyway. */
  shutdownTimeoutMs: number;
  /** How many calls a minute one user may make to each route that sends e-mail. */
  mailRateLimit: number;
  /** How many days the audit trail keeps an entry; the housekeeping purges older ones. */
  auditRetentionDays: number;
  holidayProvinceCa: string;
  /** The business's time zone: what "today", a weekday and a suggested start time mean. */
  timeZone: string;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /**
   * Whose X-Forwarded-For to believe for the client's address: nobody (the default), any proxy
   * (true), the nearest N proxies, or proxies at these addresses or CIDR ranges.
   */
  trustProxy: TrustProxy;
  /**
   * The key the calendar feed addresses' secrets are derived from (HMAC), or undefined: then the
   * server makes one and keeps it in a file in dataDir (modules/calendar-feeds/feed-key.ts).
   */
  feedKey: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every bad variable is named in the error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // The demo is on for the embedded database, off for a real server unless asked for.
    seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL ? 'off' : 'full'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    alwaysBcc: e.ALWAYS_BCC,
    appUrl: appUrl.replace(/\/$/, ''),
    // The registration app is served by this server under /register unless hosted elsewhere.
    regappUrl: (e.REGAPP_URL ?? `${appUrl.replace(/\/$/, '')}/register`).replace(/\/$/, ''),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginLinkTtlHours: e.LOGIN_LINK_TTL_HOURS,
    mailPollMs: e.MAIL_POLL_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mailRateLimit: e.MAIL_RATE_LIMIT,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    holidayProvinceCa: e.HOLIDAY_PROVINCE_CA,
    timeZone: e.APP_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY ?? false,
    feedKey: e.FEED_KEY,
  };
}
