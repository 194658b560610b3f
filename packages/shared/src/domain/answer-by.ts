const HOUR = 3_600_000;

/**
 * When an invitation must be answered by (issue 25, part 3): `answerByHours` after it was sent,
 * capped at the shift's deadline, `hoursBeforeStart` before the shift begins. An invitation sent
 * after that deadline has passed gets `answerByHours`, capped at the start of the shift instead;
 * one sent once the shift has begun has no answer-by time (null).
 */
export function answerByOf(opts: {
  invitedAt: Date;
  begins: Date;
  answerByHours: number;
  hoursBeforeStart: number;
}): Date | null {
  const invited = opts.invitedAt.getTime();
  const begins = opts.begins.getTime();
  if (begins <= invited) return null;
  const deadline = shiftDeadlineOf(opts);
  const cap = deadline.getTime() > invited ? deadline.getTime() : begins;
  return new Date(Math.min(invited + opts.answerByHours * HOUR, cap));
}

/** The shift's deadline: when a shift still short of people opens its missing places to backfill. */
export function shiftDeadlineOf(opts: { begins: Date; hoursBeforeStart: number }): Date {
  return new Date(opts.begins.getTime() - opts.hoursBeforeStart * HOUR);
}

/**
 * The answer-by time an invite shows: while it waits for an answer, and once it expired (when it
 * lapsed); none for an answered invite.
 */
export function shownAnswerBy(status: string, answerBy: Date | null): Date | null {
  return status === 'invited' || status === 'expired' ? answerBy : null;
}
