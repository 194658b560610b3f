import {
  CSV_REPORTS,
  coursePageSchema,
  MESSAGES,
  type ResourceAvailability,
  resourceAvailabilitySchema,
  SHIFT_TYPE_LABELS,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { aCohort, aCourse, TEST_TIME_ZONE } from '../../../test/data';
import { api, json, refusal } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { reportsKeys } from '../api/keys';
import { reportsRoute } from '../routes';
import { timelineBars } from './timeline-items';

// The calendar itself is drawn in the browser test; here it is a list of what it was given.
vi.mock('./timeline', () => ({
  default: (props: {
    rows: Array<{ id: number; title: string }>;
    bars: Array<{ id: string; title: string }>;
    view: string;
    start: string;
  }) => (
    <div data-testid="resource-timeline" data-view={props.view} data-start={props.start}>
      {props.rows.map((r) => (
        <div key={r.id} data-testid="timeline-row">
          {r.title}
        </div>
      ))}
      {props.bars.map((b) => (
        <div key={b.id} data-testid="timeline-bar">
          {b.title}
        </div>
      ))}
    </div>
  ),
}));

const COURSES = coursePageSchema.parse({
  data: [
    { id: 7, name: 'Négociation', clientId: 3, clientName: 'Zoë Bank', projectManager: null, createdAt: '2026-01-05T10:00:00Z' },
    { id: 8, name: 'Coaching 101', clientId: 4, clientName: 'Acorn', projectManager: null, createdAt: '2026-01-05T10:00:00Z' },
  ],
  total: 2,
});
const COHORTS = [
  aCohort({ id: 21, name: 'Spring', courseId: 7, courseName: 'Négociation' }),
  aCohort({ id: 22, name: 'Autumn', courseId: 7, courseName: 'Négociation' }),
];

/** A course past the pickers' first page: only a search, or its id in the address, finds it. */
const LATE_COURSE = {
  id: 150,
  name: 'Late Course',
  clientId: 9,
  clientName: 'Far Client',
  projectManager: null,
  createdAt: '2026-01-05T10:00:00Z',
};
const ALL_COURSES = [...COURSES.data, LATE_COURSE];
/** The searches the course pickers sent (GET /courses?search=). */
let courseSearches: string[] = [];

/** The pickers' lists, and every report request recorded with its query. */
function reportsApi() {
  const asked: Array<{ path: string; query: URLSearchParams }> = [];
  courseSearches = [];
  server.use(
    api.get('/courses', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      courseSearches.push(search);
      if (!search) return json(COURSES);
      const data = ALL_COURSES.filter((c) => `${c.name} ${c.clientName}`.toLowerCase().includes(search));
      return json({ data, total: data.length });
    }),
    api.get('/courses/:id', ({ params }) => {
      const course = ALL_COURSES.find((c) => c.id === Number(params.id));
      return course
        ? json(aCourse({ id: course.id, name: course.name, orgName: course.clientName }))
        : refusal(404, 'not_found', 'Course not found');
    }),
    api.get('/cohorts', () => json(COHORTS)),
    api.get('/participants/filters', () => json({ managerNames: [], regions: [], branches: [] })),
  );
  for (const report of Object.values(CSV_REPORTS)) {
    server.use(
      api.get(report.path, ({ request }) => {
        asked.push({ path: report.path, query: new URL(request.url).searchParams });
        return new HttpResponse('Shift Date,Name\r\nMar 3 2026,Zo\xeb\r\n', {
          headers: {
            'content-type': 'text/csv; charset=windows-1252',
            'content-disposition': `attachment; filename="${report.fileName}"`,
          },
        });
      }),
    );
  }
  return { asked };
}

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  // The browser's save: the link the app clicks carries the file's name.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement | HTMLInputElement).disabled;
const isChecked = (el: HTMLElement) => (el as HTMLInputElement).checked;

const open = (at: string) => renderRoutes([reportsRoute], { at });

describe('the reports page', () => {
  it('opens NPS from /reports under a tab bar of the five reports', async () => {
    reportsApi();
    const { router } = open('/reports');
    const tabs = await screen.findByRole('tablist', { name: 'Reports' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['NPS', 'Aggregate', 'Attendance', 'Scheduled', 'Resource Availability']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/nps'));
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'NPS' }).getAttribute('aria-selected')).toBe('true'));
    expect(isDisabled(await screen.findByRole('button', { name: 'Download NPS report' }))).toBe(false);
    expect(isDisabled(screen.getByRole('combobox', { name: 'Cohorts' }))).toBe(false);
  });

  it('keeps the aggregate filters disabled until a course is chosen', async () => {
    reportsApi();
    const { user } = open('/reports/aggregate');
    const region = await screen.findByLabelText('Region');
    for (const label of ['From', 'To', 'Manager', 'Region', 'Branch'])
      expect(isDisabled(screen.getByLabelText(label))).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'Négociation (Zoë Bank)' }));
    expect(isDisabled(region)).toBe(false);
    expect(isDisabled(screen.getByLabelText(/^From/))).toBe(false);
    expect(isDisabled(screen.getByRole('button', { name: 'Download Aggregate report' }))).toBe(false);
  });
});

describe('the NPS report', () => {
  it('downloads the chosen cohorts’ NPS under its fixed name', async () => {
    const { asked } = reportsApi();
    const { user } = open('/reports/nps');
    await user.click(await screen.findByRole('combobox', { name: 'Cohorts' }));
    await user.click(await screen.findByRole('option', { name: 'Spring (Négociation)' }));
    await user.click(screen.getByRole('combobox', { name: 'Cohorts' }));
    await user.click(await screen.findByRole('option', { name: 'Autumn (Négociation)' }));
    await user.click(screen.getByRole('button', { name: 'Download NPS report' }));
    await waitFor(() => expect(saved).toEqual([CSV_REPORTS.nps.fileName]));
    expect(asked.map((a) => [a.path, a.query.get('cohort_ids')])).toEqual([[CSV_REPORTS.nps.path, '21,22']]);
  });

  it('shows the catalogue text when the report cannot be retrieved', async () => {
    reportsApi();
    server.use(api.get(CSV_REPORTS.nps.path, () => refusal(500, 'internal', MESSAGES.internal)));
    const { user } = open('/reports/nps');
    await user.click(await screen.findByRole('button', { name: 'Download NPS report' }));
    await expectMessage(MESSAGES.errorRetrievingNpsReport);
    expect(saved).toEqual([]);
  });
});

describe('the aggregate report', () => {
  const FILTERS = { managerNames: ['Mona', 'Noé'], regions: ['East', 'West'], branches: ['North'] };

  it('asks the filter values only once a course is chosen, and downloads with the chosen ones', async () => {
    const { asked } = reportsApi();
    let filterCalls = 0;
    server.use(
      api.get('/participants/filters', () => {
        filterCalls += 1;
        return json(FILTERS);
      }),
    );
    const { user } = open('/reports/aggregate');
    await user.click(await screen.findByRole('combobox', { name: 'Course' }));
    expect(filterCalls).toBe(0);
    await user.click(await screen.findByRole('option', { name: 'Négociation (Zoë Bank)' }));
    await user.type(screen.getByLabelText(/^From/), '2026-03-02');
    await user.type(screen.getByLabelText(/^To/), '2026-03-08');
    await user.click(screen.getByRole('combobox', { name: 'Manager' }));
    await user.click(await screen.findByRole('option', { name: 'Noé' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'West' }));
    expect(filterCalls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Download Aggregate report' }));
    await waitFor(() => expect(saved).toEqual([CSV_REPORTS.aggregate.fileName]));
    const query = asked[0]?.query;
    expect(asked[0]?.path).toBe(CSV_REPORTS.aggregate.path);
    expect(Object.fromEntries(query ?? [])).toEqual({
      course_id: '7',
      start_time: '2026-03-02T00:00:00.000-05:00',
      end_time: '2026-03-09T00:00:00.000-04:00',
      manager_name: 'Noé',
      region: 'West',
    });
  });

  it('shows progress while it is prepared, then the catalogue text when it fails', async () => {
    reportsApi();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      api.get(CSV_REPORTS.aggregate.path, async () => {
        await held;
        return refusal(500, 'internal', MESSAGES.internal);
      }),
    );
    const { user } = open('/reports/aggregate');
    await user.click(await screen.findByRole('combobox', { name: 'Course' }));
    await user.click(await screen.findByRole('option', { name: 'Coaching 101 (Acorn)' }));
    await user.click(screen.getByRole('button', { name: 'Download Aggregate report' }));
    expect((await screen.findByRole('status')).textContent).toContain('Preparing the report…');
    release();
    await expectMessage(MESSAGES.errorRetrievingAggregateReport);
    expect(saved).toEqual([]);
  });
});

describe('the attendance reports', () => {
  it("refuses without both dates ('Please pick both to and from') and asks nothing", async () => {
    const { asked } = reportsApi();
    const { user } = open('/reports/attendance');
    await user.click(await screen.findByRole('button', { name: 'Download Role-player Attendance' }));
    // Said at the date boxes themselves, each marked invalid; the first empty one has the focus.
    const from = screen.getByLabelText(/^From/) as HTMLInputElement;
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.pickBothToAndFrom)).toHaveLength(2);
    expect(document.activeElement).toBe(from);
    await user.type(from, '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Download Participant Attendance' }));
    expect(screen.getAllByText(MESSAGES.pickBothToAndFrom)).toHaveLength(1);
    expect(from.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText(/^To/).getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('downloads the role-player report for whole days in the business time zone, narrowed to courses and cohorts', async () => {
    const { asked } = reportsApi();
    const { user } = open('/reports/attendance');
    await user.type(await screen.findByLabelText(/^From/), '2026-03-02');
    await user.type(screen.getByLabelText(/^To/), '2026-03-08');
    await user.click(screen.getByRole('combobox', { name: 'Courses' }));
    await user.click(await screen.findByRole('option', { name: 'Négociation (Zoë Bank)' }));
    await user.click(screen.getByRole('combobox', { name: 'Cohorts' }));
    await user.click(await screen.findByRole('option', { name: 'Autumn (Négociation)' }));
    await user.click(screen.getByRole('button', { name: 'Download Role-player Attendance' }));
    await waitFor(() => expect(saved).toEqual([CSV_REPORTS.roleplayerAttendance.fileName]));
    expect(asked).toHaveLength(1);
    const query = asked[0]?.query;
    expect(asked[0]?.path).toBe(CSV_REPORTS.roleplayerAttendance.path);
    // From the 2nd at midnight to the end of the 8th, in Toronto (its clocks go forward on the 8th).
    expect(query?.get('start_time')).toBe('2026-03-02T00:00:00.000-05:00');
    expect(query?.get('end_time')).toBe('2026-03-09T00:00:00.000-04:00');
    expect(query?.get('course_ids')).toBe('7');
    expect(query?.get('cohort_ids')).toBe('22');
    expect(TEST_TIME_ZONE).toBe('America/Toronto');
  });

  it('shows progress while the report is prepared, then the catalogue text when it fails', async () => {
    reportsApi();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      api.get(CSV_REPORTS.participantAttendance.path, async () => {
        await held;
        return refusal(500, 'internal', MESSAGES.internal);
      }),
    );
    const { user } = open('/reports/attendance');
    await user.type(await screen.findByLabelText(/^From/), '2026-03-02');
    await user.type(screen.getByLabelText(/^To/), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Download Participant Attendance' }));
    expect((await screen.findByRole('status')).textContent).toContain('Preparing the report…');
    expect(isDisabled(screen.getByRole('button', { name: 'Download Participant Attendance' }))).toBe(true);
    release();
    await expectMessage(MESSAGES.errorRetrievingParticipantAttendance);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(saved).toEqual([]);
  });
});

describe('the scheduled report', () => {
  it('downloads the chosen cohorts’ schedule under its fixed name', async () => {
    const { asked } = reportsApi();
    const { user } = open('/reports/scheduled');
    await user.click(await screen.findByRole('combobox', { name: 'Cohorts' }));
    await user.click(await screen.findByRole('option', { name: 'Spring (Négociation)' }));
    await user.click(screen.getByRole('button', { name: 'Download Scheduled report' }));
    await waitFor(() => expect(saved).toEqual([CSV_REPORTS.scheduled.fileName]));
    expect(asked[0]?.query.get('cohort_ids')).toBe('21');
  });

  it('keeps the typed search when the cohort list is read again', async () => {
    reportsApi();
    const { user, queryClient } = open('/reports/scheduled');
    const box = await screen.findByRole('combobox', { name: 'Cohorts' });
    await user.click(box);
    await screen.findByRole('option', { name: 'Spring (Négociation)' });
    await user.keyboard('Aut');
    expect((box as HTMLInputElement).value).toBe('Aut');
    // A changed list arrives (somebody added a cohort; a background refetch reads it): the same,
    // empty choice must not wipe the text.
    server.use(
      api.get('/cohorts', () => json([...COHORTS, aCohort({ id: 23, name: 'Winter', courseId: 7, courseName: 'Négociation' })])),
    );
    await queryClient.refetchQueries({ queryKey: reportsKeys.cohorts() });
    await waitFor(() => expect(queryClient.getQueryState(reportsKeys.cohorts())?.fetchStatus).toBe('idle'));
    expect((box as HTMLInputElement).value).toBe('Aut');
    screen.getByRole('option', { name: 'Autumn (Négociation)' });
    expect(screen.queryByRole('option', { name: 'Spring (Négociation)' })).toBeNull();
  });
});

const TIMELINE: ResourceAvailability = resourceAvailabilitySchema.parse({
  users: [
    { id: 1, name: 'Ann Player', roleList: ['rp'] },
    { id: 2, name: 'Cam Coach', roleList: ['coach', 'rp'] },
  ],
  availabilities: [{ userId: 1, startTime: '2026-03-03T14:00:00.000Z', endTime: '2026-03-03T22:00:00.000Z' }],
  events: [
    {
      userId: 1,
      status: 'accepted',
      eventType: 'roleplay',
      courseName: 'Négociation',
      courseId: 7,
      eventId: 40,
      clientName: 'Zoë Bank',
      startTime: '2026-03-03T15:00:00.000Z',
      endTime: '2026-03-03T18:00:00.000Z',
    },
    {
      userId: 2,
      status: 'invited',
      eventType: 'training',
      courseName: 'Coaching 101',
      courseId: 8,
      eventId: 41,
      clientName: 'Acorn',
      startTime: '2026-03-04T15:00:00.000Z',
      endTime: '2026-03-04T17:00:00.000Z',
    },
  ],
  total: 120,
});

describe('the resource availability timeline', () => {
  function timelineApi() {
    const asked: URLSearchParams[] = [];
    reportsApi();
    server.use(
      api.get('/resource_availability', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return json(TIMELINE);
      }),
    );
    return asked;
  }

  it('opens this week (Monday first) for sc, rp and coach, and draws people, availability and booked shifts', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T17:00:00Z') });
    const asked = timelineApi();
    open('/reports/resourceAvailability');
    const rows = await screen.findAllByTestId('timeline-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Ann Player (RP)', 'Cam Coach (Coach, RP)']);
    expect(screen.getAllByTestId('timeline-bar').map((b) => b.textContent)).toEqual([
      'Available',
      'Négociation · Zoë Bank',
      'Coaching 101 · Acorn',
    ]);
    expect(screen.getByTestId('resource-timeline').getAttribute('data-view')).toBe('week');
    expect(screen.getByTestId('resource-timeline').getAttribute('data-start')).toBe('2026-03-02');
    const query = asked[0];
    expect(query?.get('start_time')).toBe('2026-03-02T00:00:00.000-05:00');
    expect(query?.get('end_time')).toBe('2026-03-09T00:00:00.000-04:00'); // across the clock change of March 8
    expect(query?.get('roles')).toBe('sc,rp,coach');
    expect(query?.get('page')).toBe('1');
    expect(screen.getByTestId('timeline-count').textContent).toContain('120 people · showing 1–2');
    screen.getByRole('navigation'); // 120 people: pages of 50
  });

  it('keeps courses, roles, the start and the view in the address, and asks again for each', async () => {
    const asked = timelineApi();
    const { user, router } = open('/reports/resourceAvailability?startTime=2026-03-04&view=day&roles=rp&courseIds=150');
    await screen.findAllByTestId('timeline-row');
    // A course past the picker's first page, named in the address, is read by its id and shown by name.
    await screen.findByRole('button', { name: 'Late Course (Far Client)' });
    expect(asked.at(-1)?.get('start_time')).toBe('2026-03-04T00:00:00.000-05:00');
    expect(asked.at(-1)?.get('end_time')).toBe('2026-03-05T00:00:00.000-05:00');
    expect(asked.at(-1)?.get('roles')).toBe('rp');
    expect(asked.at(-1)?.get('course_ids')).toBe('150');
    expect(isChecked(screen.getByRole('checkbox', { name: 'Role-player' }))).toBe(true);
    expect(isChecked(screen.getByRole('checkbox', { name: 'Coach' }))).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Coach' }));
    await waitFor(() => expect(router.state.location.search).toContain('roles=rp%2Ccoach'));
    await waitFor(() => expect(asked.at(-1)?.get('roles')).toBe('rp,coach'));

    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=week'));
    // The week of the 4th starts on Monday the 2nd.
    expect(router.state.location.search).toContain('startTime=2026-03-02');
    await waitFor(() => expect(asked.at(-1)?.get('start_time')).toBe('2026-03-02T00:00:00.000-05:00'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('startTime=2026-03-09'));
    expect(router.state.location.search).toContain('courseIds=150');
  });

  it('searches the courses on the server, so a course past the first hundred can be chosen', async () => {
    const asked = timelineApi();
    const { user, router } = open('/reports/resourceAvailability?startTime=2026-03-04&view=day');
    await screen.findAllByTestId('timeline-row');
    await user.click(screen.getByRole('combobox', { name: 'Courses' }));
    await screen.findByRole('option', { name: 'Négociation (Zoë Bank)' });
    expect(screen.queryByRole('option', { name: 'Late Course (Far Client)' })).toBeNull();
    await user.keyboard('late');
    await waitFor(() => expect(courseSearches).toContain('late'));
    await user.click(await screen.findByRole('option', { name: 'Late Course (Far Client)' }));
    expect(courseSearches).toContain('late');
    await waitFor(() => expect(router.state.location.search).toContain('courseIds=150'));
    await waitFor(() => expect(asked.at(-1)?.get('course_ids')).toBe('150'));
    screen.getByRole('button', { name: 'Late Course (Far Client)' });
  });

  it('writes what hovering shows, in the business time zone', () => {
    const bars = timelineBars(TIMELINE, TEST_TIME_ZONE);
    expect(bars[0]).toMatchObject({ kind: 'availability', start: '2026-03-03T09:00:00', end: '2026-03-03T17:00:00' });
    expect(bars[1]).toMatchObject({ kind: 'accepted', start: '2026-03-03T10:00:00' });
    expect(bars[1]?.details).toBe(
      `${SHIFT_TYPE_LABELS.roleplay} shift (Accepted)\nNégociation · Zoë Bank\nTue Mar 3 2026, 10:00–13:00`,
    );
    expect(bars[2]?.details).toContain('Orientation shift (Invited)');
  });
});

describe('the reports in Portuguese', () => {
  it('read the tabs, the attendance reports, their refusals and progress in Portuguese', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    const { asked } = reportsApi();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      api.get(CSV_REPORTS.participantAttendance.path, async () => {
        await held;
        return refusal(500, 'internal', MESSAGES.internal);
      }),
    );
    const { user } = open('/reports/attendance');
    const tabs = await screen.findByRole('tablist', { name: 'Relatórios' });
    screen.getByRole('heading', { name: 'Relatórios' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['NPS', 'Agregado', 'Presenças', 'Agendados', 'Disponibilidade de recursos']);
    await screen.findByRole('heading', { name: 'Relatórios de presenças' });
    screen.getByRole('combobox', { name: 'Cursos' });
    expect(screen.getByPlaceholderText('Todas as coortes')).toBe(screen.getByRole('combobox', { name: 'Coortes' }));

    await user.click(screen.getByRole('button', { name: 'Descarregar as presenças dos role-players' }));
    expect(screen.getAllByText('Escolha as duas datas, «De» e «Até»')).toHaveLength(2);
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText(/^De/), '2026-03-02');
    await user.type(screen.getByLabelText(/^Até/), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Descarregar as presenças dos participantes' }));
    expect((await screen.findByRole('status')).textContent).toBe('A preparar o relatório…');
    release();
    // The server's English never shows: the report's own sentence in Portuguese.
    await expectMessage('Erro ao obter as presenças dos participantes');
  });

  it('read the resource availability timeline in Portuguese, with its dates', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T17:00:00Z') });
    reportsApi();
    server.use(api.get('/resource_availability', () => json(TIMELINE)));
    open('/reports/resourceAvailability');
    const rows = await screen.findAllByTestId('timeline-row');
    expect(rows.map((r) => r.textContent)).toEqual(['Ann Player (RP)', 'Cam Coach (Coach, RP)']);
    expect(screen.getAllByTestId('timeline-bar').map((b) => b.textContent)).toEqual([
      'Disponível',
      'Négociation · Zoë Bank',
      'Coaching 101 · Acorn',
    ]);
    screen.getByRole('heading', { name: 'Disponibilidade de recursos' });
    screen.getByRole('group', { name: 'Vista' });
    screen.getByRole('button', { name: 'Semana' });
    screen.getByRole('button', { name: 'Anterior' });
    screen.getByRole('button', { name: 'Hoje' });
    screen.getByRole('checkbox', { name: 'Coordenador de turno' });
    screen.getByText('Turno aceite');
    expect(screen.getByTestId('timeline-count').textContent).toBe('120 pessoas · a mostrar 1–2');
    expect(screen.getByTestId('timeline-title').textContent).toBe('2/03/2026–8/03/2026');
    const [, booked] = timelineBars(TIMELINE, TEST_TIME_ZONE);
    expect(booked?.details).toBe('Turno de role-play (aceite)\nNégociation · Zoë Bank\nterça, 3/03/2026, 10:00–13:00');
  });
});
