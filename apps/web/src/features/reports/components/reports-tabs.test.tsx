import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCohort } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { reportsRoute } from '../routes';

/**
 * The Scheduled tab's code arrives only when the test says so, as it does from a busy server: the
 * first time the tab is opened its page is still being fetched.
 */
const scheduledCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./scheduled-report', async (importOriginal) => {
  await scheduledCode.arrived;
  return importOriginal();
});

const COHORTS = [
  aCohort({ id: 21, name: 'Spring', courseId: 7, courseName: 'Négociation' }),
  aCohort({ id: 22, name: 'Autumn', courseId: 7, courseName: 'Négociation' }),
];

describe('the report tabs', () => {
  it('take the last report off as soon as another tab is clicked, so nothing typed goes into it', async () => {
    server.use(
      api.get('/cohorts', () => json(COHORTS)),
      api.get('/courses', () => json({ data: [], total: 0 })),
    );
    const { user } = renderRoutes([reportsRoute], { at: '/reports/attendance' });
    await screen.findByRole('heading', { name: 'Attendance reports' });
    const tabs = screen.getByRole('tablist', { name: 'Reports' });

    await user.click(within(tabs).getByRole('tab', { name: 'Scheduled' }));
    // Attendance has a Cohorts picker too: while Scheduled loads it must not be there to type into,
    // neither at once nor later (the router's own update still waits for the code).
    for (const wait of [0, 100]) {
      await act(() => new Promise((resolve) => setTimeout(resolve, wait)));
      expect(screen.queryByRole('heading', { name: 'Attendance reports' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Cohorts' })).toBeNull();
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
      expect(within(tabs).getByRole('tab', { name: 'Scheduled' }).getAttribute('aria-selected')).toBe('true');
    }

    scheduledCode.arrive();
    await screen.findByRole('heading', { name: 'Scheduled report' });
    const cohorts = screen.getByRole('combobox', { name: 'Cohorts' });
    await user.type(cohorts, 'Spr');
    await user.click(await screen.findByRole('option', { name: 'Spring (Négociation)' }));
    expect(screen.getByRole('button', { name: 'Spring (Négociation)' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

    // The shown tab clicked again keeps its report and its choice.
    await user.click(within(tabs).getByRole('tab', { name: 'Scheduled' }));
    expect(screen.getByRole('button', { name: 'Spring (Négociation)' })).toBeTruthy();
  });
});
