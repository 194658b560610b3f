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
