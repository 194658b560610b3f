import {
  createUserQualificationBodySchema,
  MESSAGES,
  type ParticipantCourse,
  type ParticipantProfile,
  participantCourseSchema,
  participantProfileSchema,
  type Role,
  updateParticipantProfileBodySchema,
  userDetailSchema,
  userQualificationSchema,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, STAMP } from '../../../test/data';
import { api, conflict, json, refusal, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

const aUser = (id: number, roleList: Role[], name: string) =>
  userDetailSchema.parse({
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    roleList,
    homeNumber: null,
    cellNumber: null,
    mustChangePassword: false,
    lastCoached: null,
    regApp: false,
    createdAt: STAMP,
    updatedAt: STAMP,
  });

const aProfile = (overrides: Partial<ParticipantProfile> = {}): ParticipantProfile =>
  participantProfileSchema.parse({
    userId: 21,
    clientId: 3,
    clientName: 'Acme Insurance',
    managerName: 'Mia Boss',
    managerEmail: 'mia@example.com',
    region: 'East',
    location: 'Toronto',
    branch: 'North',
    timeZone: 'America/Toronto',
    position: 'Agent',
    updatedAt: STAMP,
    ...overrides,
  });

const COURSES: ParticipantCourse[] = [
  participantCourseSchema.parse({
    courseId: 7,
    courseName: 'Negotiation Skills',
    clientName: 'Acme Insurance',
    status: 'Completed',
    enrolledAt: '2026-01-05T15:00:00.000Z',
    shiftBegins: '2026-02-10T15:30:00.000Z',
    completedAt: '2026-02-10T18:00:00.000Z',
  }),
  participantCourseSchema.parse({
    courseId: 8,
    courseName: 'Handling Objections',
    clientName: 'Acme Insurance',
    status: 'Pending',
    enrolledAt: '2026-01-05T15:00:00.000Z',
    shiftBegins: null,
    completedAt: null,
  }),
];

/** A participant's page: the user, the profile (PUT answered by `answerPut`), and their courses. */
function participantApi(
  answerPut: (body: unknown) => Response = (body) =>
    json(aProfile((body as { participantProfile: Partial<ParticipantProfile> }).participantProfile)),
) {
  const puts: unknown[] = [];
  server.use(
    api.get('/users/21', () => json(aUser(21, ['participant'], 'Ana Silva'))),
    api.get('/participants/21/profile', () => json(aProfile())),
    api.put(
      '/participants/21/profile',
      withBody(updateParticipantProfileBodySchema, (body) => {
        puts.push(body);
        return answerPut(body);
      }),
    ),
    api.get('/participants/21/course_list', () => json(COURSES)),
  );
  return { puts };
}

describe('a participant on the user details page', () => {
  it('shows the profile to a coordinator, who edits it; the course history lists status and dates', async () => {
    const { puts } = participantApi();
    const { user } = renderRoutes([usersRoute], { at: '/users/21', user: anAdmin({ roleList: ['sc'] }) });

    const profile = within(await screen.findByTestId('participant-profile'));
    const position = await profile.findByRole('textbox', { name: 'Position' });
    expect(position).toHaveProperty('value', 'Agent');
    expect(profile.getByRole('combobox', { name: 'Client' })).toHaveProperty('value', 'Acme Insurance');
    expect(profile.getByRole('combobox', { name: 'Time zone' })).toHaveProperty('value', 'America/Toronto');
    await user.clear(position);
    await user.type(position, 'Team lead');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    await expectMessage(MESSAGES.participantProfileUpdated);
    expect(puts).toEqual([
      {
        participantProfile: {
          clientId: 3,
          managerName: 'Mia Boss',
          managerEmail: 'mia@example.com',
          region: 'East',
          location: 'Toronto',
          branch: 'North',
          timeZone: 'America/Toronto',
          position: 'Team lead',
          updatedAt: STAMP,
        },
      },
    ]);

    const history = within(screen.getByTestId('course-history'));
    const done = (await history.findByText('Negotiation Skills')).closest('tr') as HTMLElement;
    expect(done.textContent).toContain('Completed');
    // Dates as MMM D YYYY and times H:mm in the business time zone (Toronto, UTC-5 in February).
    expect(done.textContent).toContain('Feb 10 2026, 10:30');
    expect(done.textContent).toContain('Jan 5 2026');
    expect((history.getByText('Handling Objections').closest('tr') as HTMLElement).textContent).toContain('Pending');
    history.getByRole('button', { name: 'Download CSV' });
    // A participant's page has no qualifications.
    expect(screen.queryByTestId('course-qualifications')).toBeNull();
  });

  it('names a bad time zone before sending, and shows the conflict with a Reload', async () => {
    const { puts } = participantApi(() => conflict());
    const { user } = renderRoutes([usersRoute], { at: '/users/21', user: anAdmin({ roleList: ['sc'] }) });
    const profile = within(await screen.findByTestId('participant-profile'));
    const zone = await profile.findByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    await profile.findByText('Time zone must be a time zone such as America/Toronto');
    expect(puts).toEqual([]);

    await user.clear(zone);
    await user.type(zone, 'Europe/Lisbon');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    await profile.findByText(MESSAGES.conflict);
    profile.getByRole('button', { name: 'Reload' });
  });

  it('is read-only to the participant themself', async () => {
    participantApi();
    renderRoutes([usersRoute], { at: '/users/21', user: anAdmin({ id: 21, roleList: ['participant'], name: 'Ana Silva' }) });
    const profile = within(await screen.findByTestId('participant-profile'));
    await profile.findByText('Only an administrator or a shift coordinator can change the profile.');
    expect(profile.queryByRole('button', { name: 'Save profile' })).toBeNull();
    // Read-only details are text, not boxes that look editable.
    expect(profile.queryByRole('textbox')).toBeNull();
    profile.getByText('Position');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeTruthy(); // their own name and numbers stay editable
  });

  it("tells 'Could not fetch participant course list' when the course list fails", async () => {
    participantApi();
    server.use(api.get('/participants/21/course_list', () => refusal(500, 'internal', MESSAGES.internal)));
    renderRoutes([usersRoute], { at: '/users/21', user: anAdmin({ roleList: ['sc'] }) });
    await within(await screen.findByTestId('course-history')).findByText(MESSAGES.couldNotFetchCourseList);
  });
});

describe('course qualifications on a role-player page', () => {
  function qualificationsApi(answerPost: () => Response) {
    const posts: unknown[] = [];
    const deletes: string[] = [];
    let list = [
      userQualificationSchema.parse({ id: 5, course: { id: 7, name: 'Negotiation Skills' }, clientName: 'Acme Insurance' }),
    ];
    server.use(
      api.get('/users/41', () => json(aUser(41, ['rp'], 'Riley Player'))),
      api.get('/users/41/user_qualifications', () => json(list)),
      // The page's coaching history asks too (sooner now that the users area loads lazily).
      api.get('/users/:id/coaching_records', () => json({ total: 0, data: [] })),
      api.post(
        '/users/41/user_qualifications',
        withBody(createUserQualificationBodySchema, (body) => {
          posts.push(body);
          return answerPost();
        }),
      ),
      api.delete('/user_qualifications/:id', ({ params }) => {
        deletes.push(String(params.id));
        list = [];
        return new Response(null, { status: 204 });
      }),
      api.get('/courses', () =>
        json({
          data: [
            {
              id: 7,
              name: 'Negotiation Skills',
              clientId: 3,
              clientName: 'Acme Insurance',
              projectManager: null,
              createdAt: STAMP,
            },
            { id: 9, name: 'Closing Calls', clientId: 4, clientName: 'Acorn Bank', projectManager: null, createdAt: STAMP },
          ],
          total: 2,
        }),
      ),
    );
    return { posts, deletes };
  }

  it('lets an admin add one (failure told) and remove one after confirming', async () => {
    const { posts, deletes } = qualificationsApi(() => refusal(409, 'qualification_exists', MESSAGES.qualificationExists));
    const { user } = renderRoutes([usersRoute], { at: '/users/41' });
    const section = within(await screen.findByTestId('course-qualifications'));
    const list = await section.findByRole('list', { name: 'Course qualifications' });
    expect(list.textContent).toContain('Negotiation Skills');
    expect(list.textContent).toContain('Acme Insurance');

    await user.click(section.getByRole('combobox', { name: 'Course' }));
    // A course already held is not offered again.
    await screen.findByRole('option', { name: /Closing Calls/ });
    expect(screen.queryByRole('option', { name: /Negotiation Skills/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: /Closing Calls/ }));
    await user.click(section.getByRole('button', { name: 'Add qualification' }));
    await expectMessage(MESSAGES.qualificationExists);
    expect(posts).toEqual([{ userQualification: { courseId: 9 } }]);

    await user.click(section.getByRole('button', { name: 'Remove Negotiation Skills' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove qualification' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(deletes).toEqual(['5']));
    await section.findByText(/No course qualifications/);
  });

  it('shows them read-only to a coordinator', async () => {
    qualificationsApi(() => json({}));
    renderRoutes([usersRoute], { at: '/users/41', user: anAdmin({ roleList: ['sc'] }) });
    const section = within(await screen.findByTestId('course-qualifications'));
    await section.findByText('Negotiation Skills');
    expect(section.queryByRole('button', { name: 'Add qualification' })).toBeNull();
    expect(section.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
