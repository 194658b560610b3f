import {
  type Calibration,
  type SaveCalibrationBody,
  type SkillsList,
  saveCalibrationBodySchema,
  skillsListSchema,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin } from '../../../test/data';
import { api, conflict, json, serverError, withBody } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { bodyRowTexts } from '../../../test/table-rows';
import { assessmentRoutes } from '../routes';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const AT = '/roleplayShifts/5/participantSkillsList/9';
const STAMP = '2031-03-04T15:00:00.000Z';

/** A coach of the shift who plays for nobody in this call: they may read the skills list, not edit it. */
const aCoach = () => anAdmin({ id: 40, name: 'Cora Coach', email: 'cora@example.com', roleList: ['coach'] });

function aSkillsList(over: Partial<SkillsList> = {}): SkillsList {
  return skillsListSchema.parse({
    callId: 9,
    eventId: 5,
    courseId: 3,
    cohortId: 4,
    participants: [{ id: 21, name: 'Ada Participant' }],
    userId: 21,
    scenarios: [
      { id: 31, content: 'Angry customer', roleplayer: { id: 11, name: 'Rita Roleplayer' }, permissions: { edit: false } },
    ],
    parts: [
      { id: 1, text: 'Opening', blockType: 'heading', actionPlan: false, answers: [] },
      { id: 2, text: 'Greets the caller', blockType: 'true_false', actionPlan: false, answers: [] },
      { id: 3, text: 'Tone', blockType: 'multiple_choice', actionPlan: false, answers: ['Calm', 'Cold'] },
    ],
    permissions: { edit: false },
    assessment: null,
    answers: [],
    ratings: [
      { id: 500, participantAssessmentId: 77, assessmentPartId: 2, rating: -1, updatedAt: STAMP },
      { id: 501, participantAssessmentId: 77, assessmentPartId: 3, rating: 1, updatedAt: STAMP },
    ],
    nps: { cohortId: 4, userId: 21, rating: null, updatedAt: null },
    actionPlan: [],
    ...over,
  });
}

/** The skills list and the viewer's calibration; saves are kept, or answered by `answer`. */
function calibrationApi(page: SkillsList, opts: { answer?: () => Response } = {}) {
  const state = {
    calibration: { eventId: 5, userId: 21, ratings: [], updatedAt: null } as Calibration,
    saves: [] as SaveCalibrationBody['calibration'][],
  };
  server.use(
    api.get('/calls/9/skills_list', () => json(page)),
    api.get('/nps_ratings', () => json(page.nps)),
    api.get('/calibrations', () => json(state.calibration)),
    api.put(
      '/calibrations',
      withBody(saveCalibrationBodySchema, (body) => {
        state.saves.push(body.calibration);
        if (opts.answer) return opts.answer();
        state.calibration = { eventId: 5, userId: 21, ratings: body.calibration.ratings, updatedAt: STAMP };
        return json(state.calibration);
      }),
    ),
  );
  return state;
}

describe('calibration rating on the skills list', () => {
  it('starts a coach who may not edit on their own rating, hides the shift’s until saved, then sets them side by side', async () => {
    const state = calibrationApi(aSkillsList());
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aCoach() });
    const form = await screen.findByRole('region', { name: 'Calibration rating' });
    within(form).getByText(/The shift’s ratings stay hidden until you save yours/);
    // Neither the skills table nor the comparison is there: the shift's ratings are out of sight.
    expect(screen.queryByRole('table', { name: 'Skills list' })).toBeNull();
    expect(screen.queryByTestId('calibration-comparison')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calibration rating' })).toBeNull();
    // The heading is no rating block.
    expect(within(form).queryByRole('group', { name: 'Calibration rating of Opening' })).toBeNull();

    const greets = within(form).getByRole('group', { name: 'Calibration rating of Greets the caller' });
    await user.click(within(greets).getByRole('button', { name: 'Rate +1' }));
    const tone = within(form).getByRole('group', { name: 'Calibration rating of Tone' });
    await user.click(within(tone).getByRole('button', { name: 'Rate 0' }));
    // Pressing the chosen rating again leaves the block unrated; press it once more.
    await user.click(within(tone).getByRole('button', { name: 'Rate 0' }));
    await user.click(within(tone).getByRole('button', { name: 'Rate 0' }));
    await user.click(within(form).getByRole('button', { name: 'Save calibration rating' }));

    await within(form).findByText('Calibration rating saved');
    expect(state.saves).toEqual([
      {
        eventId: 5,
        userId: 21,
        ratings: [
          { assessmentPartId: 2, rating: 1 },
          { assessmentPartId: 3, rating: 0 },
        ],
        updatedAt: null,
      },
    ]);
    const compared = await screen.findByTestId('calibration-comparison');
    expect(bodyRowTexts(compared)).toEqual([
      ['Greets the caller', '+1', '−1'],
      ['Tone', '0', '+1'],
    ]);
    // Now the skills list may be opened.
    await user.click(screen.getByRole('button', { name: 'Show the skills list' }));
    await screen.findByRole('table', { name: 'Skills list' });
  });

  it('gives an editor a Calibration rating button; a competing save shows the conflict with Reload', async () => {
    calibrationApi(aSkillsList({ permissions: { edit: true } }), { answer: () => conflict() });
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: anAdmin() });
    await screen.findByRole('table', { name: 'Skills list' });
    await user.click(screen.getByRole('button', { name: 'Calibration rating' }));
    const form = await screen.findByRole('region', { name: 'Calibration rating' });
    expect(screen.queryByRole('table', { name: 'Skills list' })).toBeNull();
    const greets = within(form).getByRole('group', { name: 'Calibration rating of Greets the caller' });
    await user.click(within(greets).getByRole('button', { name: 'Rate −1' }));
    await user.click(within(form).getByRole('button', { name: 'Save calibration rating' }));
    await within(form).findByRole('button', { name: 'Reload' });
  });

  it('asks nothing for a role-player of the call', async () => {
    calibrationApi(aSkillsList());
    renderRoutes(assessmentRoutes, {
      at: AT,
      user: anAdmin({ id: 11, name: 'Rita Roleplayer', email: 'rita@example.com', roleList: ['rp', 'coach'] }),
    });
    await screen.findByRole('table', { name: 'Skills list' });
    expect(screen.queryByRole('button', { name: 'Calibration rating' })).toBeNull();
  });
  it('reads Spanish: the form, its ratings, a refused save, then the comparison', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    let answer: (() => Response) | undefined = serverError;
    const state = calibrationApi(aSkillsList(), { answer: () => (answer ? answer() : json(null)) });
    const { user } = renderRoutes(assessmentRoutes, { at: AT, user: aCoach() });
    const form = await screen.findByRole('region', { name: 'Valoración de calibración' });
    within(form).getByText(/Puntúe usted cada bloque, como segundo evaluador/);
    within(form).getByText(/Las puntuaciones del turno permanecen ocultas hasta que guarde las suyas/);
    const greets = within(form).getByRole('group', { name: 'Valoración de calibración de Greets the caller' });
    await user.click(within(greets).getByRole('button', { name: 'Puntuar +1' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar la valoración de calibración' }));
    // The server's refusal in the reader's words, never its English.
    expect((await within(form).findByRole('alert')).textContent).toBe('No se ha podido guardar la valoración de calibración');
    expect(state.saves).toHaveLength(1);

    answer = undefined;
    state.calibration = { eventId: 5, userId: 21, ratings: [], updatedAt: null };
    server.use(
      api.put(
        '/calibrations',
        withBody(saveCalibrationBodySchema, (body) => {
          state.calibration = { eventId: 5, userId: 21, ratings: body.calibration.ratings, updatedAt: STAMP };
          return json(state.calibration);
        }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar la valoración de calibración' }));
    await within(form).findByText('Valoración de calibración guardada');
    const compared = await screen.findByRole('region', { name: 'Sus puntuaciones y las del turno' });
    within(compared).getByRole('columnheader', { name: 'Bloque' });
    within(compared).getByRole('columnheader', { name: 'Las suyas' });
    within(compared).getByRole('columnheader', { name: 'Las del turno' });
    expect(bodyRowTexts(screen.getByTestId('calibration-comparison'))).toEqual([
      ['Greets the caller', '+1', '−1'],
      ['Tone', '—', '+1'],
    ]);
  });
});
