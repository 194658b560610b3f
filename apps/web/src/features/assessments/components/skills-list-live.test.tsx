import {
  internalCommentBodySchema,
  liveChangedByText,
  MESSAGES,
  type ParticipantAssessment,
  type ParticipantAssessmentPart,
  type SkillsList,
  skillsListSchema,
  updateParticipantAssessmentBodySchema,
  updateParticipantAssessmentPartBodySchema,
} from '@app/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, conflict, json, withBody } from '../../../test/http';
import { aLiveChange, fakeLiveStream, withLiveUpdates } from '../../../test/live';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { assessmentRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const STAMP = '2031-03-04T15:00:00.000Z';
const LATER = '2031-03-04T15:30:00.000Z';
const AT = '/roleplayShifts/5/participantSkillsList/9';

const anAnswer = (id: number, scenarioComponentId: number, text: string, updatedAt = STAMP): ParticipantAssessmentPart => ({
  id,
  participantAssessmentId: 77,
  assessmentPartId: 2,
  scenarioComponentId,
  data: { text },
  updatedAt,
});

function anAssessment(over: Partial<ParticipantAssessment> = {}): ParticipantAssessment {
  return {
    id: 77,
    eventId: 5,
    userId: 21,
    customActionPlan: 'Practise the greeting',
    internalComments: [{ scenarioComponentId: 31, comment: 'Calm throughout', updatedAt: STAMP }],
    completedAt: null,
    actionPlanEmailDate: null,
    updatedAt: STAMP,
    ...over,
  };
}

/**
 * Ada's skills list in call 9 of shift 5: one short-answer item, answered in both scenarios (the
 * viewer edits the first column, the second is read-only), an internal comment and a custom plan.
 */
function aSkillsList(over: Partial<SkillsList> = {}): SkillsList {
  return skillsListSchema.parse({
    callId: 9,
    eventId: 5,
    courseId: 3,
    cohortId: 4,
    participants: [{ id: 21, name: 'Ada Participant' }],
    userId: 21,
    scenarios: [
      { id: 31, content: 'Angry customer', roleplayer: { id: 11, name: 'Rita Roleplayer' }, permissions: { edit: true } },
      { id: 32, content: 'Late payment', roleplayer: { id: 12, name: 'Rob Roleplayer' }, permissions: { edit: false } },
    ],
    parts: [{ id: 2, text: 'What went well', blockType: 'short_answer', actionPlan: false, answers: [] }],
    permissions: { edit: true },
    assessment: anAssessment(),
    answers: [anAnswer(100, 31, 'Calm voice'), anAnswer(101, 32, 'Clear terms')],
    ratings: [],
    nps: { cohortId: 4, userId: 21, rating: null, updatedAt: null },
    actionPlan: [],
    ...over,
  });
}

/**
 * Serves the skills list as `set` last said (as the server would after somebody else's save) and
 * records every save's body, read with the shared contracts; `answer` decides each save's reply.
 */
function skillsApi(initial: SkillsList, answer: (path: string) => Response = () => conflict()) {
  let current = initial;
  const saves: Array<{ path: string; body: unknown }> = [];
  const record =
    (path: string) =>
    (body: unknown): Response => {
      saves.push({ path, body });
      return answer(path);
    };
  server.use(
    api.get('/calls/9/skills_list', () => json(current)),
    api.get('/nps_ratings', () => json(current.nps)),
    // The admin has given no calibration rating (calibration-form.test.tsx tests them).
    api.get('/calibrations', () => json({ eventId: 5, userId: 21, ratings: [], updatedAt: null })),
    api.put('/participant_assessment_parts/:id', withBody(updateParticipantAssessmentPartBodySchema, record('answer'))),
    api.put('/participant_assessments/77', withBody(updateParticipantAssessmentBodySchema, record('assessment'))),
    api.put('/participant_assessments/77/internal_comments', withBody(internalCommentBodySchema, record('comment'))),
  );
  return {
    saves,
    set: (next: SkillsList) => {
      current = next;
    },
  };
}

/** The skills list page with the app shell's live stream, for an admin (Olivia Owner, id 1). */
async function openLiveSkillsList() {
  const live = fakeLiveStream();
  const rendered = renderRoutes(withLiveUpdates(assessmentRoutes), { at: AT });
  await live.connected();
  await screen.findByRole('table', { name: 'Skills list' });
  return { ...rendered, live };
}

/** Sam Coordinator's change of Ada's assessment in shift 5, as the stream tells it. */
const assessmentChange = (over: Parameters<typeof aLiveChange>[0] = {}) =>
  aLiveChange({ kind: 'assessment', id: 77, shiftId: 5, courseId: 3, userId: 21, ...over });

const MINE = 'What went well (Angry customer)';
const THEIRS = 'What went well (Late payment)';
const answerField = (name: string) => screen.getByRole('textbox', { name });
/** The box holding a field and its notice. */
const boxOf = (field: HTMLElement) => within(field.closest('.MuiTextField-root')?.parentElement as HTMLElement);
const COMMENT = 'Internal comment: Angry customer';
/** The conflict alert (409) beside a field, with the server's words. */
const conflictAlertOf = async (field: HTMLElement) =>
  (await boxOf(field).findByText(MESSAGES.conflict)).closest('[role="alert"]') as HTMLElement;
const PLAN = 'Custom Action Plan';

describe('the skills list’s text fields while somebody else changes the assessment (live updates)', () => {
  it('keeps a short answer being typed, says who changed it, refuses saving over theirs, and Reload takes it', async () => {
    const page = skillsApi(aSkillsList());
    const { user, live } = await openLiveSkillsList();
    await user.type(answerField(MINE), ' and pace');

    // Sam Coordinator rewrites both answers; the stream says Ada's assessment changed.
    page.set(aSkillsList({ answers: [anAnswer(100, 31, 'Rushed', LATER), anAnswer(101, 32, 'Vague terms', LATER)] }));
    live.send(assessmentChange());

    // The page read the list again (the column not being edited shows Sam's answer), yet the typing stays.
    await waitFor(() => expect(answerField(THEIRS)).toHaveProperty('value', 'Vague terms'));
    expect(answerField(MINE)).toHaveProperty('value', 'Calm voice and pace');
    const [notice, ...others] = screen.getAllByTestId('changed-elsewhere');
    expect(others).toEqual([]);
    expect(boxOf(answerField(MINE)).getByTestId('changed-elsewhere')).toBe(notice);
    expect(within(notice as HTMLElement).getByText(liveChangedByText('Sam Coordinator')).textContent).toBe(
      'Changed by Sam Coordinator a moment ago',
    );

    // Leaving the field saves it with the version it was begun from: the server refuses, nothing is lost.
    await user.tab();
    await expectMessage(MESSAGES.conflict);
    expect(page.saves).toEqual([
      { path: 'answer', body: { participantAssessmentPart: { data: { text: 'Calm voice and pace' }, updatedAt: STAMP } } },
    ]);
    expect(answerField(MINE)).toHaveProperty('value', 'Calm voice and pace');

    await user.click(within(boxOf(answerField(MINE)).getByTestId('changed-elsewhere')).getByRole('button', { name: 'Reload' }));
    expect(answerField(MINE)).toHaveProperty('value', 'Rushed');
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
    // Going to Reload saved nothing more.
    expect(page.saves).toHaveLength(1);
  });

  it('after Reload, a short answer is saved over the new one with its version', async () => {
    const page = skillsApi(aSkillsList(), () => json(anAnswer(100, 31, 'Rushed, then calm', '2031-03-04T15:45:00.000Z')));
    const { user, live } = await openLiveSkillsList();
    await user.type(answerField(MINE), '!');
    page.set(aSkillsList({ answers: [anAnswer(100, 31, 'Rushed', LATER), anAnswer(101, 32, 'Clear terms')] }));
    live.send(assessmentChange());
    await user.click(within(await screen.findByTestId('changed-elsewhere')).getByRole('button', { name: 'Reload' }));

    await user.type(answerField(MINE), ', then calm');
    await user.tab();
    await waitFor(() =>
      expect(page.saves).toEqual([
        { path: 'answer', body: { participantAssessmentPart: { data: { text: 'Rushed, then calm' }, updatedAt: LATER } } },
      ]),
    );
  });

  it('shows the new texts at once when nothing was typed, with no notice', async () => {
    const page = skillsApi(aSkillsList());
    const { live } = await openLiveSkillsList();
    expect(answerField(MINE)).toHaveProperty('value', 'Calm voice');

    page.set(
      aSkillsList({
        answers: [anAnswer(100, 31, 'Rushed', LATER), anAnswer(101, 32, 'Clear terms')],
        assessment: anAssessment({
          customActionPlan: 'Slow down',
          internalComments: [{ scenarioComponentId: 31, comment: 'Tense at first', updatedAt: LATER }],
          updatedAt: LATER,
        }),
      }),
    );
    live.send(assessmentChange());

    await waitFor(() => expect(answerField(MINE)).toHaveProperty('value', 'Rushed'));
    expect(screen.getByRole('textbox', { name: COMMENT })).toHaveProperty('value', 'Tense at first');
    expect(screen.getByRole('textbox', { name: PLAN })).toHaveProperty('value', 'Slow down');
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
    expect(page.saves).toEqual([]);
  });

  it('keeps an internal comment being typed; saving it over theirs sends the version it began from, is refused, and Reload takes theirs', async () => {
    const page = skillsApi(aSkillsList());
    const { user, live } = await openLiveSkillsList();
    const comment = () => screen.getByRole('textbox', { name: COMMENT });
    await user.type(comment(), ', then tense');

    const theirs = aSkillsList({
      assessment: anAssessment({
        internalComments: [{ scenarioComponentId: 31, comment: 'Rude', updatedAt: LATER }],
        updatedAt: LATER,
      }),
    });
    page.set(theirs);
    live.send(assessmentChange());

    const notice = await boxOf(comment()).findByTestId('changed-elsewhere');
    expect(notice.textContent).toContain(liveChangedByText('Sam Coordinator'));
    expect(comment()).toHaveProperty('value', 'Calm throughout, then tense');

    // Leaving the field saves it with the version it was begun from: the server refuses it (409).
    await user.tab();
    const alert = await conflictAlertOf(comment());
    expect(page.saves).toEqual([
      {
        path: 'comment',
        body: { internalComment: { scenarioComponentId: 31, comment: 'Calm throughout, then tense', updatedAt: STAMP } },
      },
    ]);
    expect(comment()).toHaveProperty('value', 'Calm throughout, then tense');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(comment()).toHaveProperty('value', 'Rude');
    await waitFor(() => expect(boxOf(comment()).queryByText(MESSAGES.conflict)).toBeNull());
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
    expect(page.saves).toHaveLength(1);
  });

  it('saves an internal comment with its version stamp, the next save with the new one; a 409 from a save at the same moment shows the conflict with Reload', async () => {
    const NEW = '2031-03-04T15:10:00.000Z';
    let replies = 0;
    const saved = anAssessment({ internalComments: [{ scenarioComponentId: 31, comment: 'Calm, then tense', updatedAt: NEW }] });
    const page = skillsApi(aSkillsList(), () => {
      replies += 1;
      if (replies > 1) return conflict();
      page.set(aSkillsList({ assessment: saved }));
      return json(saved);
    });
    const { user } = await openLiveSkillsList();
    const comment = () => screen.getByRole('textbox', { name: COMMENT });
    await user.clear(comment());
    await user.type(comment(), 'Calm, then tense');
    await user.tab();
    await waitFor(() => expect(page.saves).toHaveLength(1));

    // Somebody else saved the same comment in the same moment: the second save is refused.
    await user.type(comment(), '!');
    await user.tab();
    const alert = await conflictAlertOf(comment());
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(page.saves.map((save) => save.body)).toEqual([
      { internalComment: { scenarioComponentId: 31, comment: 'Calm, then tense', updatedAt: STAMP } },
      { internalComment: { scenarioComponentId: 31, comment: 'Calm, then tense!', updatedAt: NEW } },
    ]);
    expect(comment()).toHaveProperty('value', 'Calm, then tense!');
  });

  it('keeps the custom action plan being typed, and Submit sends the version it was begun from', async () => {
    const page = skillsApi(aSkillsList());
    const { user, live } = await openLiveSkillsList();
    const plan = () => screen.getByRole('textbox', { name: PLAN });
    await user.type(plan(), ' and the close');

    page.set(aSkillsList({ assessment: anAssessment({ customActionPlan: 'Slow down', updatedAt: LATER }) }));
    live.send(assessmentChange());

    const notice = await screen.findByTestId('changed-elsewhere');
    expect(notice.textContent).toContain(liveChangedByText('Sam Coordinator'));
    expect(plan()).toHaveProperty('value', 'Practise the greeting and the close');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectMessage(MESSAGES.conflict);
    expect(page.saves).toEqual([
      {
        path: 'assessment',
        body: {
          participantAssessment: { customActionPlan: 'Practise the greeting and the close', submit: true, updatedAt: STAMP },
        },
      },
    ]);
    expect(plan()).toHaveProperty('value', 'Practise the greeting and the close');

    await user.click(within(screen.getByTestId('changed-elsewhere')).getByRole('button', { name: 'Reload' }));
    expect(plan()).toHaveProperty('value', 'Slow down');
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
  });

  it('says nothing of another participant’s assessment, the viewer’s own change, nor another field’s change', async () => {
    const page = skillsApi(aSkillsList());
    const { user, live } = await openLiveSkillsList();
    await user.type(answerField(MINE), ' and pace');

    // Ben's assessment changed, then the viewer's own save of Ada's in another tab: the list is read again for each.
    live.send(assessmentChange({ id: 78, userId: 22 }));
    page.set(aSkillsList({ answers: [anAnswer(100, 31, 'Calm voice'), anAnswer(101, 32, 'Vague terms', LATER)] }));
    live.send(assessmentChange({ actor: { id: 1, name: 'Olivia Owner' } }));
    await waitFor(() => expect(answerField(THEIRS)).toHaveProperty('value', 'Vague terms'));
    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();

    // Rob answers in his own column (an assessor of the same participant): the answer being typed is not his.
    page.set(aSkillsList({ answers: [anAnswer(100, 31, 'Calm voice'), anAnswer(101, 32, 'Firm terms', LATER)] }));
    live.send(assessmentChange({ actor: { id: 12, name: 'Rob Roleplayer' } }));
    await waitFor(() => expect(answerField(THEIRS)).toHaveProperty('value', 'Firm terms'));

    expect(screen.queryByTestId('changed-elsewhere')).toBeNull();
    expect(answerField(MINE)).toHaveProperty('value', 'Calm voice and pace');
    expect(page.saves).toEqual([]);
  });
});
