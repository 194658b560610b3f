import type { Config } from '../../config';

/**
 * The registration app's link for a course: the one place that builds it, for the course page and
 * for every e-mail that carries it. REGAPP_URL is the app's own address (by default APP_URL + /register).
 */
export function registrationUrl(config: Pick<Config, 'regappUrl'>, key: string): string {
  return `${config.regappUrl}/${encodeURIComponent(key)}`;
}
