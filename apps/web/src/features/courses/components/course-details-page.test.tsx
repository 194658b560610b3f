import { MESSAGES, updateCourseBodySchema } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coursePickerApi } from '../../../test/course-pickers';
import { aCourse } from '../../../test/data';
import { api, conflict, json, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { CourseDetailsPage } from './course-details-page';

/** The course details page: the course, and empty answers for the page's other cards. */
function detailsApi(answerPut: (body: unknown) => Response) {
  const puts: unknown[] = [];
  let course = aCourse({ projectManagerId: 61, projectManager: { id: 61, name: 'Pat Manager', email: 'pat@example.com' } });
  let gets = 0;
  coursePickerApi();
  server.use(
    api.get('/courses/7', () => {
      gets += 1;
      return json(course);
    }),
    api.put(
      '/courses/7',
      withBody(updateCourseBodySchema, (body) => {
        puts.push(body);
        return answerPut(body);
      }),
    ),
    api.get('/courses/7/scenario_components', () => json([])),
    api.get('/scenario_component_types', () => json([{ id: 1, name: 'Scenario' }])),
    api.get('/courses/7/events', () => json([])),
    api.get('/courses/7/resource_links', () => json([])),
  );
  return {
    puts,
    gets: () => gets,
    /** Somebody else saves the course meanwhile. */
    changeElsewhere: (name: string) => {
      course = aCourse({ ...course, name, updatedAt: '2026-03-02T16:00:00.000Z' });
    },
  };
}

const renderDetails = () => renderWithProviders(<CourseDetailsPage />, { path: '/courses/:id', at: '/courses/7' });

describe('the course form on the course details', () => {
  it('is enabled only by a change, and sends just the changed fields with the version', async () => {
    const details = detailsApi((body) => {
      const changes = (body as { course: { name: string } }).course;
      return json(aCourse({ name: changes.name, updatedAt: '2026-03-02T15:00:00.000Z' }));
    });
    const { user } = renderDetails();

    const form = within(await screen.findByRole('form', { name: 'Course form' }));
    const name = form.getByRole('textbox', { name: 'Course Name' });
    expect(name).toHaveProperty('value', 'Negotiation Skills');
    expect(form.getByRole('combobox', { name: 'Project Manager' })).toHaveProperty('value', 'Pat Manager');
    const update = form.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);

    await user.type(name, ' II');
    expect(update).toHaveProperty('disabled', false);
    await user.click(update);

    await expectMessage('Course updated');
    expect(details.puts).toEqual([{ course: { name: 'Negotiation Skills II', updatedAt: '2026-03-02T14:00:00.000Z' } }]);
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Course form' })).getByRole('button', { name: 'Update' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });

  it('on a competing save shows the conflict alert; Reload shows the other save', async () => {
    const details = detailsApi(() => conflict());
    const { user } = renderDetails();

    const form = within(await screen.findByRole('form', { name: 'Course form' }));
    await user.type(form.getByRole('textbox', { name: 'Description' }), ' (spring)');
    await user.click(form.getByRole('button', { name: 'Update' }));

    const card = within(screen.getByTestId('course-form-card'));
    await card.findByText(MESSAGES.conflict);
    details.changeElsewhere('Negotiation Basics');
    await user.click(card.getByRole('button', { name: 'Reload' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Course form' })).getByRole('textbox', { name: 'Course Name' }),
      ).toHaveProperty('value', 'Negotiation Basics'),
    );
    expect(card.queryByText(MESSAGES.conflict)).toBeNull();
    expect(details.gets()).toBe(2);
  });
});

describe('the Regapp Configuration card', () => {
  it("shows the registration link's QR code and how many have booked, wait and have not booked", async () => {
    detailsApi(() => json(aCourse()));
    server.use(api.get('/courses/7/regapp_summary', () => json({ booked: 12, waiting: 3, notBooked: 20 })));
    renderDetails();

    const card = within(await screen.findByTestId('regapp-config'));
    const qr = card.getByRole('img', { name: 'QR code of the registration link https://register.example.com/k-7' });
    // A QR code drawn as one SVG path of dark modules.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    const counts = within(await card.findByTestId('regapp-summary'));
    await waitFor(() => expect(counts.getByText('Booked').nextElementSibling?.textContent).toBe('12'));
    expect(counts.getByText('Waiting').nextElementSibling?.textContent).toBe('3');
    expect(counts.getByText('Not booked').nextElementSibling?.textContent).toBe('20');
  });

  it('sends the bookings a participant may hold with the version, and only that when only it changed', async () => {
    const details = detailsApi((body) =>
      json(aCourse({ ...(body as { course: object }).course, updatedAt: '2026-03-02T15:00:00.000Z' })),
    );
    const { user } = renderDetails();

    const form = within(await screen.findByRole('form', { name: 'Regapp configuration' }));
    const bookings = form.getByRole('spinbutton', { name: 'Bookings per participant' });
    await user.clear(bookings);
    await user.type(bookings, '2');
    await user.click(form.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(details.puts).toHaveLength(1));
    expect(details.puts[0]).toEqual({ course: { maxBookings: 2, updatedAt: aCourse().updatedAt } });
  });
});
