import type { Role } from '@app/shared/roles';

/** A phone-sized screen: narrower than MUI's `sm` breakpoint (600 px), as `breakpoints.down('sm')` says. */
export const PHONE_QUERY = '(max-width:599.95px)';

/** Who works shifts and lands on My shifts on a phone (an admin keeps the dashboard). */
const SHIFT_WORKERS: readonly Role[] = ['rp', 'coach', 'sc'];

/**
 * Where sign-in leads. A page the user was sent away from (`redirect`) always wins; otherwise a
 * role-player, coach or coordinator on a phone opens My shifts, everybody else (and everybody on a
 * wider screen) the dashboard.
 */
export function landingPath(redirect: string, roles: readonly Role[], phone: boolean): string {
  if (redirect !== '/' || !phone) return redirect;
  return roles.some((role) => SHIFT_WORKERS.includes(role)) ? '/my-shifts' : '/';
}

/** Whether the window is phone-sized now. */
export function isPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}
