import type { CourseLanguage } from '@app/shared/constants';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo } from 'react';
import { textsIn } from '../lib/i18n/compiled-text';
import { catalogueOf } from './catalogues';
import { useTexts } from './language';
import type { FirstTexts } from './texts';

/**
 * The signed-in course page's texts (issue 40), beside the frame's and the e-mail page's (texts.ts):
 * they come with the course page's chunk, not in the first download, in English; another language's
 * catalogue (src/regapp/locales/course/{language}.po, compiled beside it) is loaded with the page
 * (catalogues.ts) before the page speaks it.
 */
export const COURSE_TEXTS = {
  courseNotFound: /*i18n*/ {
    id: 'regapp.courseNotFound',
    message: 'This course is not open for registration with your account. Sign out and use the link for your course.',
  },
  loadFailed: /*i18n*/ {
    id: 'regapp.loadFailed',
    message: 'Your course could not be loaded. Check your connection and try again.',
  },
  retry: /*i18n*/ { id: 'regapp.retry', message: 'Try again' },
  signOut: /*i18n*/ { id: 'regapp.signOut', message: 'Sign out' },
  hello: /*i18n*/ { id: 'regapp.hello', message: 'Hello {name}' },
  yourBookings: /*i18n*/ { id: 'regapp.yourBookings', message: 'Your calls' },
  noBooking: /*i18n*/ { id: 'regapp.noBooking', message: 'You have not booked a call yet. Choose a time below.' },
  move: /*i18n*/ { id: 'regapp.move', message: 'Move' },
  cancel: /*i18n*/ { id: 'regapp.cancel', message: 'Cancel' },
  moveUntil: /*i18n*/ { id: 'regapp.moveUntil', message: 'Can be moved until {date}' },
  cancelUntil: /*i18n*/ { id: 'regapp.cancelUntil', message: 'Can be cancelled until {date}' },
  moveClosed: /*i18n*/ { id: 'regapp.moveClosed', message: 'Moving closed on {date}' },
  cancelClosed: /*i18n*/ { id: 'regapp.cancelClosed', message: 'Cancelling closed on {date}' },
  movingHint: /*i18n*/ { id: 'regapp.movingHint', message: 'Choose the new time for your call in the list below.' },
  keepTime: /*i18n*/ { id: 'regapp.keepTime', message: 'Keep my time' },
  cancelTitle: /*i18n*/ { id: 'regapp.cancelTitle', message: 'Cancel this call?' },
  cancelBody: /*i18n*/ { id: 'regapp.cancelBody', message: '{when}. Your place will be given to someone else.' },
  cancelConfirm: /*i18n*/ { id: 'regapp.cancelConfirm', message: 'Cancel the call' },
  cancelKeep: /*i18n*/ { id: 'regapp.cancelKeep', message: 'Keep it' },
  times: /*i18n*/ { id: 'regapp.times', message: 'Available times' },
  noTimes: /*i18n*/ { id: 'regapp.noTimes', message: 'No times are open for booking right now. Check again later.' },
  book: /*i18n*/ { id: 'regapp.book', message: 'Book' },
  moveHere: /*i18n*/ { id: 'regapp.moveHere', message: 'Move here' },
  joinWaitlist: /*i18n*/ { id: 'regapp.joinWaitlist', message: 'Join the waiting list' },
  full: /*i18n*/ { id: 'regapp.full', message: 'Full' },
  onePlace: /*i18n*/ { id: 'regapp.onePlace', message: '1 place left' },
  places: /*i18n*/ { id: 'regapp.places', message: '{count} places left' },
  onWaitlist: /*i18n*/ { id: 'regapp.onWaitlist', message: 'You are on the waiting list' },
  booked: /*i18n*/ { id: 'regapp.booked', message: 'Booked' },
  waitingTitle: /*i18n*/ { id: 'regapp.waitingTitle', message: 'Waiting lists' },
  position: /*i18n*/ { id: 'regapp.position', message: 'Number {position} in line' },
  leave: /*i18n*/ { id: 'regapp.leave', message: 'Leave' },
  offerTitle: /*i18n*/ { id: 'regapp.offerTitle', message: 'A place has opened for you' },
  offerBody: /*i18n*/ { id: 'regapp.offerBody', message: 'It is held for you until {until}.' },
  claim: /*i18n*/ { id: 'regapp.claim', message: 'Take this place' },
  offerGone: /*i18n*/ {
    id: 'regapp.offerGone',
    message: 'This offer has ended or the place was taken. You can still choose another time.',
  },
  doneBooked: /*i18n*/ { id: 'regapp.doneBooked', message: 'Your call is booked. A confirmation is on its way by e-mail.' },
  doneMoved: /*i18n*/ {
    id: 'regapp.doneMoved',
    message: 'Your call has been moved. A confirmation with the new time is on its way by e-mail.',
  },
  doneCancelled: /*i18n*/ { id: 'regapp.doneCancelled', message: 'Your call has been cancelled.' },
  doneJoined: /*i18n*/ { id: 'regapp.doneJoined', message: 'You are on the waiting list. We will e-mail you if a place opens.' },
  doneLeft: /*i18n*/ { id: 'regapp.doneLeft', message: 'You have left the waiting list.' },
  doneClaimed: /*i18n*/ { id: 'regapp.doneClaimed', message: 'The place is yours. A confirmation is on its way by e-mail.' },
  fullNow: /*i18n*/ {
    id: 'regapp.fullNow',
    message: 'This time has just filled up. You can join its waiting list and we will e-mail you if a place opens.',
  },
  limitReached: /*i18n*/ {
    id: 'regapp.limitReached',
    message: 'You have booked as many calls as this course allows. Move or cancel a call to choose another time.',
  },
  callStarted: /*i18n*/ {
    id: 'regapp.callStarted',
    message: 'This call has begun or has taken place: it can no longer be changed.',
  },
  changeContact: /*i18n*/ { id: 'regapp.changeContact', message: 'To change it now, contact {contact}.' },
  contactFallback: /*i18n*/ { id: 'regapp.contactFallback', message: 'your course coordinator' },
  limitReachedAllClosed: /*i18n*/ {
    id: 'regapp.limitReachedAllClosed',
    message: 'You have booked as many calls as this course allows, and none of them can be changed here any more.',
  },
  zoneNote: /*i18n*/ { id: 'regapp.zoneNote', message: 'Times are shown in your time zone, {zone}.' },
  businessZoneNote: /*i18n*/ {
    id: 'regapp.businessZoneNote',
    message: 'The times in brackets are in {zone}, where the training team works.',
  },
  roomPhone: /*i18n*/ { id: 'regapp.roomPhone', message: 'By phone' },
  roomOnline: /*i18n*/ { id: 'regapp.roomOnline', message: 'Online' },
  failed: /*i18n*/ { id: 'regapp.failed', message: 'Something went wrong. Try again.' },
  close: /*i18n*/ { id: 'regapp.close', message: 'Close' },
} satisfies Record<string, MessageDescriptor>;

type CourseTexts = Record<keyof typeof COURSE_TEXTS, string>;

/** Every text of the app in one language: the frame's, the e-mail page's and the course page's. */
export type Texts = FirstTexts & CourseTexts;

/** The page's language and all its texts, for the course page and its parts. */
export function useCourseTexts(): { language: CourseLanguage; t: Texts } {
  const { language, t } = useTexts();
  return useMemo(() => ({ language, t: { ...t, ...textsIn(COURSE_TEXTS, catalogueOf('course', language)) } }), [language, t]);
}
