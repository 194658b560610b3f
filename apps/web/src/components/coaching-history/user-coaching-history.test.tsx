import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdmin, aRolePlayer } from '../../test/data';
import { api, json, serverError } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { anArchivedRecord } from './test-data';
import { coachingSections, UserCoachingHistory } from './user-coaching-history';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const admin = anAdmin();
const coach = anAdmin({ id: 5, roleList: ['coach'] });
const sc = anAdmin({ id: 6, roleList: ['sc'] });
const rp = aRolePlayer();

describe('who sees coaching history on the user page', () => {
  it('shows history to admin or coach viewing role-players or coaches, and to a role-player on their own page', () => {
    expect(coachingSections(admin, { id: 33, roleList: ['rp'] })).toEqual({ history: true, created: false, agreement: true });
    expect(coachingSections(coach, { id: 33, roleList: ['rp'] })).toEqual({ history: true, created: false, agreement: true });
    expect(coachingSections(admin, { id: 5, roleList: ['coach'] })).toEqual({ history: true, created: true, agreement: false });
    expect(coachingSections(coach, { id: 7, roleList: ['coach'] })).toEqual({ history: true, created: false, agreement: false });
    expect(coachingSections(sc, { id: 33, roleList: ['rp'] })).toEqual({ history: false, created: false, agreement: true });
    expect(coachingSections(rp, { id: 33, roleList: ['rp'] })).toEqual({ history: true, created: false, agreement: false });
    expect(coachingSections(rp, { id: 34, roleList: ['rp'] })).toEqual({ history: false, created: false, agreement: false });
    expect(coachingSections(admin, { id: 40, roleList: ['participant'] })).toEqual({
      history: false,
      created: false,
      agreement: false,
    });
  });
});

describe('UserCoachingHistory', () => {
  it('lists a coach’s history and the records they created for an admin, with answers as Yes/No and 1–6', async () => {
    server.use(
      api.get('/users/:id/coaching_records', () =>
        json({
          total: 1,
          data: [
            anArchivedRecord({
              pairs: [
                { questionId: 1, header: 'Stayed in character', content: '', answerType: 'binary', answerValue: 0, answer: null },
                { questionId: 2, header: 'Realism', content: '', answerType: 'scale', answerValue: 3, answer: null },
              ],
            }),
          ],
        }),
      ),
      api.get('/users/:id/coaching_records_created', () =>
        json({ total: 1, data: [anArchivedRecord({ id: 71, roleplayer: { id: 34, name: 'Sam Second' } })] }),
      ),
    );
    const { user } = renderWithProviders(<UserCoachingHistory me={admin} user={{ id: 5, roleList: ['coach'] }} />, {
      user: admin,
    });
    const history = await screen.findByRole('region', { name: 'Coaching history' });
    await within(history).findByText('Coach: Casey Coach');
    await user.click(within(history).getByRole('button', { name: /Difficult Conversations/ }));
    within(history).getByText('No');
    within(history).getByText('3 / 6');
    const created = screen.getByRole('region', { name: 'Coaching records created' });
    await within(created).findByText('Role-player: Sam Second');
  });

  it('says there are none, and shows the catalogue text when answers cannot be fetched', async () => {
    server.use(api.get('/users/:id/coaching_records', () => json({ total: 0, data: [] })));
    renderWithProviders(<UserCoachingHistory me={rp} user={{ id: 33, roleList: ['rp'] }} />, { user: rp });
    await screen.findByText('No coaching records yet');
    expect(screen.queryByRole('region', { name: 'Coaching records created' })).toBeNull();
  });

  it('shows Could not Fetch Coaching Record Answers on failure', async () => {
    server.use(api.get('/users/:id/coaching_records', () => serverError()));
    renderWithProviders(<UserCoachingHistory me={coach} user={{ id: 33, roleList: ['rp'] }} />, { user: coach });
    expect((await screen.findByRole('alert')).textContent).toContain('Could not Fetch Coaching Record Answers');
  });
});
