import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** The file, in the data directory beside the embedded database, that holds a generated feed key. */
export const FEED_KEY_FILE = 'calendar-feed.key';

/**
 * The key feed secrets are derived from: FEED_KEY when set; otherwise a random key made once and kept
 * in `<dataDir>/calendar-feed.key` (readable by the server's user only). With PostgreSQL and no
 * FEED_KEY a warning is logged: instances that do not share the file would show different addresses.
 */
export function resolveFeedKey(config: Config, log?: FastifyBaseLogger): string {
  if (config.feedKey) return config.feedKey;
  const file = path.join(config.dataDir, FEED_KEY_FILE);
  if (config.databaseUrl) {
    log?.warn(
      `FEED_KEY is not set: calendar feed addresses use the key in ${file}; with several server instances, set FEED_KEY so all instances agree`,
    );
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': only the first of two servers starting at once writes; the other reads what it wrote.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable calendar feed key (remove it to make a new one)`);
  return key;
}
