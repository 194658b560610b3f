import {
  deleteOrphanedBodySchema,
  MESSAGES,
  type OrphanedParticipant,
  orphanedParticipantSchema,
  type ParticipantRow,
  participantRowSchema,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../../test/data';
import { api, json, refusal, serverError, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

const aParticipant = (overrides: Partial<ParticipantRow> = {}): ParticipantRow =>
  participantRowSchema.parse({
    id: 21,
    name: 'Ana Silva',
    email: 'ana@example.com',
    clientId: 3,
    clientName: 'Acme Insurance',
    managerName: 'Mia Boss',
    region: 'East',
    branch: 'North',
    location: 'Toronto',
    courses: [{ id: 7, name: 'Negotiation Skills' }],
    ...overrides,
  });

const anOrphan = (overrides: Partial<OrphanedParticipant> = {}): OrphanedParticipant =>
  orphanedParticipantSchema.parse({
    id: 31,
    name: 'Otto Alone',
    email: 'otto@example.com',
    clientName: null,
    reason: 'no_course',
    createdAt: '2026-03-01T14:00:00.000Z',
    ...overrides,
  });

const PEOPLE = [
  aParticipant(),
  aParticipant({ id: 22, name: 'Ben Okafor', email: 'ben@example.com', branch: 'South' }),
  aParticipant({ id: 23, name: 'Cy Dube', email: 'cy@example.com', managerName: 'Noa Lead', region: 'West', courses: [] }),
];

/** The directory's API: filters the rows as the server does, and records each query it was asked. */
function directoryApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    api.get('/participants/filters', () =>
      json({ managerNames: ['Mia Boss', 'Noa Lead'], branches: ['North', 'South'], regions: ['East', 'West'] }),
    ),
    api.get('/participants', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const data = PEOPLE.filter(
        (p) =>
          (!query.get('manager_name') || p.managerName === query.get('manager_name')) &&
          (!query.get('branch') || p.branch === query.get('branch')) &&
          (!query.get('region') || p.region === query.get('region')),
      );
      return json({ data, total: data.length });
    }),
  );
  return { queries };
}

async function pick(user: ReturnType<typeof renderRoutes>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const rowNames = () =>
  within(screen.getByRole('grid', { name: 'Participant Directory' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the participant directory', () => {
  it('shows the columns a coordinator needs, and narrows by manager, branch and region pickers', async () => {
    const { queries } = directoryApi();
    const { user } = renderRoutes([usersRoute], { at: '/users/participants', user: anAdmin({ roleList: ['sc'] }) });

    await waitFor(() => expect(rowNames()).toEqual(['Ana Silva', 'Ben Okafor', 'Cy Dube']));
    const grid = screen.getByRole('grid', { name: 'Participant Directory' });
    for (const header of ['Name', 'Email', 'Client', 'Manager', 'Region', 'Branch', 'Location', 'Courses']) {
      within(grid).getByRole('columnheader', { name: header });
    }
    expect(within(grid).getAllByText('Negotiation Skills')).toHaveLength(2);

    await pick(user, 'Manager', 'Mia Boss');
    await waitFor(() => expect(rowNames()).toEqual(['Ana Silva', 'Ben Okafor']));
    await pick(user, 'Branch', 'South');
    await waitFor(() => expect(rowNames()).toEqual(['Ben Okafor']));
    const last = queries.at(-1);
    expect(last?.get('manager_name')).toBe('Mia Boss');
    expect(last?.get('branch')).toBe('South');
    expect(last?.get('region')).toBeNull();

    await pick(user, 'Region', 'West');
    await waitFor(() => within(screen.getByRole('grid', { name: 'Participant Directory' })).getByText('No rows'));
  });

  it("tells 'Could not fetch participants' when the list fails", async () => {
    directoryApi();
    server.use(api.get('/participants', () => serverError()));
    renderRoutes([usersRoute], { at: '/users/participants' });
    await expectMessage(MESSAGES.couldNotFetchParticipants);
  });
});

describe('the orphaned participants', () => {
  function orphanApi(answer: (ids: number[]) => Response) {
    const deletes: number[][] = [];
    let orphans = [
      anOrphan(),
      anOrphan({ id: 32, name: 'Pia Gone', reason: 'client_has_no_course', clientName: 'Birch Health' }),
    ];
    server.use(
      api.get('/participants/filters', () => json({ managerNames: [], branches: [], regions: [] })),
      api.get('/participants/orphaned', () => json({ data: orphans, total: orphans.length })),
      api.post(
        '/participants/orphaned/delete',
        withBody(deleteOrphanedBodySchema, (body) => {
          deletes.push(body.userIds);
          const res = answer(body.userIds);
          if (res.status === 200) orphans = orphans.filter((o) => !body.userIds.includes(o.id));
          return res;
        }),
      ),
    );
    return { deletes };
  }

  it('lets an admin delete the chosen ones after confirming', async () => {
    const { deletes } = orphanApi((ids) => json({ deleted: ids.length }));
    const { user } = renderRoutes([usersRoute], { at: '/users/participants?tab=orphaned' });

    const grid = await screen.findByRole('grid', { name: 'Orphaned participants' });
    await within(grid).findByText('Their client has no course');
    const remove = screen.getByRole('button', { name: 'Delete selected (0)' });
    expect(remove).toHaveProperty('disabled', true);
    await user.click(within(grid).getByRole('checkbox', { name: 'Select Pia Gone' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete orphaned participants' });
    expect(dialog.textContent).toContain('Delete Pia Gone?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectMessage(`${MESSAGES.orphanedParticipantsDeleted}: 1`);
    expect(deletes).toEqual([[32]]);
    await waitFor(() => expect(within(grid).queryByText('Pia Gone')).toBeNull());
  });

  it("shows the server's refusal when one is no longer orphaned", async () => {
    orphanApi(() => refusal(409, 'participant_not_orphaned', MESSAGES.participantNotOrphaned, { userIds: [31] }));
    const { user } = renderRoutes([usersRoute], { at: '/users/participants?tab=orphaned' });
    const grid = await screen.findByRole('grid', { name: 'Orphaned participants' });
    await user.click(await within(grid).findByRole('checkbox', { name: 'Select Otto Alone' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectMessage(MESSAGES.participantNotOrphaned);
  });

  it('offers no deletion to a coordinator', async () => {
    orphanApi(() => json({ deleted: 0 }));
    renderRoutes([usersRoute], { at: '/users/participants?tab=orphaned', user: anAdmin({ roleList: ['sc'] }) });
    const grid = await screen.findByRole('grid', { name: 'Orphaned participants' });
    await within(grid).findByText('Otto Alone');
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();
  });
});
