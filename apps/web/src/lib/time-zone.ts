import { createContext, useContext } from 'react';

/** The browser's own zone: used only until the server has said which zone the business runs on. */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
let current = browserZone;

/**
 * The business time zone (the server's APP_TIME_ZONE) every time on screen is shown in. Set once
 * from GET /settings before the signed-in app renders; the formatting helpers read it, so a screen
 * needs no prop to show times right.
 */
export function businessTimeZone(): string {
  return current;
}

export function setBusinessTimeZone(zone: string): void {
  current = zone;
}

/** The same zone for components that hand it on (the calendar): provided by the settings gate. */
export const TimeZoneContext = createContext<string>(browserZone);

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per zone and set of options, made once and kept: making one costs far
 * more than formatting with it, and a calendar of a thousand items formats thousands of times.
 */
export function zonedFormatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter;
}
