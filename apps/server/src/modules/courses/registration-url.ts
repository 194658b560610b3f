import type { Config } from '../../config';

/**
 * The registration app's link for a course: the one place that builds it, for the course page and
 * for every e-mail that carries it.
 */
export function registrationUrl(config: Pick<Config, 'regappUrl'>, key: string): string {
  return `${config.regappUrl}/register/${encodeURIComponent(key)}`;
}
