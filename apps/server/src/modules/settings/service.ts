import type { AppSettings } from '@app/shared';
import type { Config } from '../../config';

/** The installation's settings the web needs: its business time zone and its holiday province. */
export function publicSettings(config: Pick<Config, 'timeZone' | 'holidayProvinceCa'>): AppSettings {
  return { timeZone: config.timeZone, holidayProvinceCa: config.holidayProvinceCa };
}
