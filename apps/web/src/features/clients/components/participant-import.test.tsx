import {
  type CourseListItem,
  coursePageSchema,
  MESSAGES,
  uploadParticipantsFieldsSchema,
  uploadParticipantsResultSchema,
} from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../../../lib/api';
import { STAMP } from '../../../test/data';
import { api, badRequest, json, networkError, refusal, serverError } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { ParticipantImport } from './participant-import';

const course = (id: number, name: string): CourseListItem => ({
  id,
  name,
  clientId: 3,
  clientName: 'Acme Insurance',
  projectManager: null,
  createdAt: STAMP,
});
const TWO_COURSES = [course(7, 'Negotiation Skills'), course(8, 'Conflict Coaching')];

const CSV = 'name,email\nAda Lovelace,ada@example.com\nAlan Turing,alan@example.com\n';
const csvFile = (name = 'people.csv', text = CSV) => new File([text], name, { type: 'text/csv' });

interface SentImport {
  courseId: number;
  fileName: string;
  text: string;
}

/** Client 3's courses, and the import endpoint reading its multipart fields with the shared rule. */
function importApi(options: { courses?: CourseListItem[]; answer?: () => Response } = {}) {
  const sent: SentImport[] = [];
  let courseQuery: URLSearchParams | null = null;
  server.use(
    api.get('/courses', ({ request }) => {
      courseQuery = new URL(request.url).searchParams;
      const data = options.courses ?? TWO_COURSES;
      return json(coursePageSchema.parse({ data, total: data.length }));
    }),
    api.put('/clients/3/upload_participants', async ({ request }) => {
      const form = await request.formData();
      const { course_id } = uploadParticipantsFieldsSchema.parse({ course_id: form.get('course_id') });
      const csv = form.get('csv') as (Blob & { name: string }) | null;
      sent.push({ courseId: course_id, fileName: csv?.name ?? '', text: csv ? await csv.text() : '' });
      if (options.answer) return options.answer();
      return json(
        uploadParticipantsResultSchema.parse({
          message: MESSAGES.clientParticipantsUploaded,
          rows: 2,
          created: 1,
          updated: 1,
          unchanged: 0,
          enrolled: 2,
        }),
      );
    }),
  );
  return { sent, courseQuery: () => courseQuery };
}

const renderImport = () => renderWithProviders(<ParticipantImport clientId={3} />);
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('ParticipantImport', () => {
  it('imports a .csv file into the chosen course and shows what happened', async () => {
    const { sent, courseQuery } = importApi();
    const { user } = renderImport();

    const picker = await screen.findByRole('combobox', { name: /Course/ });
    expect(courseQuery()?.get('client_id')).toBe('3');
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    const chosen = within(await screen.findByTestId('chosen-file'));
    chosen.getByText('people.csv');
    chosen.getByText(`${CSV.length} B`);
    // Two courses: nothing is sent until one is chosen.
    expect(uploadButton()).toHaveProperty('disabled', true);

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Conflict Coaching' }));
    await user.click(uploadButton());

    const summary = within(await screen.findByTestId('import-summary'));
    summary.getByText(MESSAGES.clientParticipantsUploaded);
    expect(summary.getByText('Newly enrolled in Conflict Coaching').nextSibling?.textContent).toBe('2');
    expect(summary.getByText('New participants').nextSibling?.textContent).toBe('1');
    await expectMessage(MESSAGES.clientParticipantsUploaded);
    expect(sent).toEqual([{ courseId: 8, fileName: 'people.csv', text: CSV }]);
    // Done with that file: the next import starts from a fresh choice.
    expect(screen.queryByTestId('chosen-file')).toBeNull();
    expect(uploadButton()).toHaveProperty('disabled', true);
  });

  it("needs no choice for a client's only course, and refuses a file that is not .csv", async () => {
    const { sent } = importApi({ courses: [course(7, 'Negotiation Skills')] });
    const { user } = renderImport();

    // A person may pick 'All files' in the file dialog: the drop zone itself must refuse.
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(await screen.findByLabelText('CSV file'), new File(['x'], 'people.xlsx'));
    expect((await screen.findByTestId('csv-rejected')).textContent).toContain('people.xlsx is not a .csv file');
    expect(uploadButton()).toHaveProperty('disabled', true);

    await user.upload(screen.getByLabelText('CSV file'), csvFile('march.csv'));
    expect(screen.queryByTestId('csv-rejected')).toBeNull();
    await user.click(uploadButton());
    await screen.findByTestId('import-summary');
    expect(sent).toEqual([{ courseId: 7, fileName: 'march.csv', text: CSV }]);
  });

  it('lists every bad line of a refused file and imports nothing', async () => {
    const rows = [
      { line: 2, field: 'email', message: 'Email must be a valid e-mail address' },
      { line: 3, field: 'name', message: 'Name is required' },
      { line: 3, field: 'email', message: 'Email is required' },
    ];
    importApi({
      courses: [course(7, 'Negotiation Skills')],
      answer: () => refusal(400, 'bad_request', 'The file has 2 lines that cannot be imported', { rows }),
    });
    const { user } = renderImport();

    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(uploadButton());

    const errors = within(await screen.findByTestId('import-errors'));
    errors.getByText('The file has 2 lines that cannot be imported');
    // Two lines, as the server counts them, though line 3 has two problems.
    errors.getByText(/Fix these 2 lines \(3 problems\) and upload/);
    const table = within(errors.getByRole('table', { name: 'Lines that could not be imported' }));
    const [header, ...lines] = table.getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Line', 'Field', 'Problem']);
    expect(
      lines.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2', 'email', 'Email must be a valid e-mail address'],
      ['3', 'name', 'Name is required'],
      ['3', 'email', 'Email is required'],
    ]);
    expect(screen.queryByTestId('import-summary')).toBeNull();
    // The file stays chosen, to fix and send again.
    screen.getByTestId('chosen-file');
  });

  it("shows a 400's sentence, and the screen's own text when the server fails or cannot be reached", async () => {
    let answer: () => Response = () => badRequest([{ field: 'course_id', message: 'course_id must be an id' }]);
    importApi({ courses: [course(7, 'Negotiation Skills')], answer: () => answer() });
    const { user } = renderImport();

    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(uploadButton());
    expect((await screen.findByTestId('import-error')).textContent).toBe('course_id must be an id');

    answer = serverError;
    await user.click(uploadButton());
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe('Could not upload Client Participants'));
    await expectMessage('Could not upload Client Participants');

    answer = networkError;
    await user.click(uploadButton());
    await waitFor(() => expect(screen.getByTestId('import-error').textContent).toBe(NETWORK_ERROR_TEXT));
  });

  it('sends to create a course first when the client has none', async () => {
    importApi({ courses: [] });
    renderImport();
    const info = await screen.findByTestId('import-no-courses');
    expect(within(info).getByRole('link', { name: 'Create a course' }).getAttribute('href')).toBe('/courses/new');
    expect(screen.queryByLabelText('CSV file')).toBeNull();
  });

  it('says so when the courses cannot be loaded', async () => {
    server.use(api.get('/courses', () => serverError()));
    renderImport();
    await screen.findByText(MESSAGES.couldNotRetrieveCourses);
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });
});
