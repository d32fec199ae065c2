import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseClockSetting } from '@lineup/contract/clock';
import { isTileUrlTemplate, OSM_ATTRIBUTION, OSM_TILE_URL } from './lib/map-tiles.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .refine(
    (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
    'must be a URL starting with postgres:// or postgresql://',
  );

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client address in X-Forwarded-For: `false` (none, the
 * default), a hop count, or a comma-separated list of addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) =>
      /^(false|\d+)$/.test(value) ||
      value
        .split(',')
        .map((part) => part.trim())
        .every(isAddressOrCidr),
    'must be false, a hop count, or a comma-separated list of addresses or CIDR ranges',
  )
  .transform((value): false | number | string[] => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) || false;
    return value.split(',').map((part) => part.trim());
  });

/** The maps' tiles; empty turns them off (offline installations), so it is the one blank that counts. */
const mapTileUrl = z
  .string()
  .refine(
    (value) => value === '' || isTileUrlTemplate(value),
    'must be empty or an http:// or https:// tile URL template with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  )
  .transform((value) => value || null);
const KEPT_BLANK = new Set(['MAP_TILE_URL']);

/** A marine forecast service's URL template: http(s), with the point's `{latitude}` and `{longitude}`. */
const marineForecastUrl = z
  .string()
  .refine(
    (value) =>
      value.includes('{latitude}') &&
      value.includes('{longitude}') &&
      URL.canParse(value.replaceAll('{latitude}', '0').replaceAll('{longitude}', '0')) &&
      /^https?:$/.test(new URL(value.replaceAll('{latitude}', '0').replaceAll('{longitude}', '0')).protocol),
    'must be an http:// or https:// URL template with {latitude} and {longitude}',
  );

/** Every environment variable the server reads, with its default. docs/configuration.md lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z
    .string()
    .refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !/[?#]/.test(value),
      'must be an http:// or https:// address without ? or #',
    )
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  MIGRATION_DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CONTACT_PHONE: z.string().min(1).default('+351 210 000 000'),
  CONTACT_EMAIL: z.string().email().default('hello@lineup.surf'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(14),
  ACTIVATION_HOURS: z.coerce.number().positive().default(24),
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), 'must be smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lineup <no-reply@lineup.surf>'),
  SMS_SENDER: z.enum(['log', 'webhook', 'file']).default('log'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  MAP_TILE_URL: mapTileUrl.default(OSM_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(OSM_ATTRIBUTION),
  MARINE_FORECAST_URL: marineForecastUrl.optional(),
  ASSISTANT_PROVIDER_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be http:// or https://')
    .optional(),
  ASSISTANT_PROVIDER_KEY: z.string().min(1).optional(),
  ASSISTANT_PROVIDER_MODEL: z.string().min(1).max(200).default('llama3.1'),
  ASSISTANT_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(60),
  /** The school's time starts at this instant (or day, at 10:00 UTC) and runs on: tests and demonstrations choose their day. */
  LINEUP_CLOCK: z
    .string()
    .refine(
      (value) => parseClockSetting(value) !== null,
      'must be a day (2028-02-29) or an instant with its offset (2027-03-28T00:30:00Z)',
    )
    .optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST_DIR' | 'PUBLIC_URL'> & {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
  /** Where people reach Lineup, without a trailing slash: the only source of links in e-mails. */
  PUBLIC_URL: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The listening address as a browser would reach it: a wildcard host means this machine. */
function listeningUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const bracketed = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${port}`;
}

/**
 * Links in e-mails never come from request headers (a forged Host would send people elsewhere):
 * production needs PUBLIC_URL; development and tests fall back to the listening address.
 */
function publicUrl(config: z.infer<typeof envSchema>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL is required when NODE_ENV=production: set it to the address people reach Lineup at, e.g. https://school.example.com',
    );
  }
  return listeningUrl(config.HOST, config.PORT);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the configuration once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== '' || KEPT_BLANK.has(name)),
  );
  const result = envSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown = (env[name] ?? '').replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
      return `  ${name}=${JSON.stringify(shown)}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    PUBLIC_URL: publicUrl(config),
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST_DIR: path.resolve(config.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}
