import { createCourseBodySchema, MESSAGES } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../../../lib/api';
import { CLIENTS, coursePickerApi } from '../../../test/course-pickers';
import { aCourse } from '../../../test/data';
import { api, badRequest, json, networkError, serverError, withBody } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { NewCoursePage } from './new-course-page';

/** Creating: POST /courses read with the shared contract; `answer` decides what the server says. */
function createApi(answer: (body: unknown) => Response) {
  const posts: unknown[] = [];
  const { searches } = coursePickerApi();
  server.use(
    api.post(
      '/courses',
      withBody(createCourseBodySchema, (body) => {
        posts.push(body);
        return answer(body);
      }),
    ),
  );
  return { posts, searches };
}

const renderNew = () => renderWithProviders(<NewCoursePage />, { path: '/courses/new' });

describe('the course form on New Course', () => {
  it('creates the course from what was typed and picked, then opens it', async () => {
    const { posts, searches } = createApi(() => json(aCourse({ id: 12, name: 'Conflict Coaching' }), 201));
    const { user } = renderNew();

    await user.type(screen.getByRole('textbox', { name: 'Course Name' }), '  Coaching ');
    const client = screen.getByRole('combobox', { name: 'Client' });
    await user.type(client, 'aco');
    // The list becomes what the server found for the typed text (the whole list stays meanwhile).
    await waitFor(() => expect(searches).toContain('aco'));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Acme Insurance' })).toBeNull());
    await user.click(screen.getByRole('option', { name: 'Acorn Bank' }));
    expect(client).toHaveProperty('value', 'Acorn Bank');

    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Angry calls');
    await user.click(screen.getByRole('combobox', { name: 'Assessment Template' }));
    await user.click(await screen.findByRole('option', { name: 'Standard role-player review' }));
    await user.type(screen.getByRole('combobox', { name: 'Project Manager' }), 'n@e');
    // Staff are found by e-mail as well as by name.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Pat Manager/ })).toBeNull());
    await user.click(await screen.findByRole('option', { name: /Quinn Lead/ }));

    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/courses/12');
    await expectMessage('Course created');
    expect(posts).toEqual([
      {
        course: {
          name: 'Coaching',
          clientId: 4,
          description: 'Angry calls',
          roleplayerAssessmentTemplateId: 8,
          projectManagerId: 62,
        },
      },
    ]);
  });

  it('keeps the client list under the pointer while the next search loads', async () => {
    createApi(() => json(aCourse()));
    let answered: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answered = resolve;
    });
    let asked = false;
    server.use(
      api.get('/clients', async ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        if (search !== '') {
          asked = true;
          await held;
        }
        const data = CLIENTS.filter((c) => c.orgName.toLowerCase().includes(search.toLowerCase()));
        return json({ data, total: data.length });
      }),
    );
    const { user } = renderNew();

    const client = screen.getByRole('combobox', { name: 'Client' });
    await user.click(client);
    await screen.findByRole('option', { name: 'Birch Health' });
    await user.type(client, 'b');
    await waitFor(() => expect(asked).toBe(true));
    // The search for 'b' is under way: the last list is still there to click.
    await user.click(screen.getByRole('option', { name: 'Birch Health' }));
    expect(client).toHaveProperty('value', 'Birch Health');
    answered();
  });

  it('names the missing fields and sends nothing', async () => {
    const { posts } = createApi(() => json(aCourse()));
    const { user } = renderNew();

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Course Name is required');
    screen.getByText('Client is required');
    expect(screen.getByRole('textbox', { name: 'Course Name' }).getAttribute('aria-invalid')).toBe('true');

    // A name of spaces only is no name.
    await user.type(screen.getByRole('textbox', { name: 'Course Name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    screen.getByText('Course Name is required');
    expect(posts).toEqual([]);
  });

  it("shows the server's sentence for a refused field and stays on the form", async () => {
    const sentence = 'Course Name must be at most 200 characters';
    createApi(() => badRequest([{ field: 'course.name', message: sentence }]));
    const { user } = renderNew();

    await user.type(screen.getByRole('textbox', { name: 'Course Name' }), 'Conflict Coaching');
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Birch');
    await user.click(await screen.findByRole('option', { name: 'Birch Health' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await expectMessage(sentence);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Course Name' })).toHaveProperty('value', 'Conflict Coaching');
  });

  it('says the course could not be created when the server fails, and that it cannot be reached', async () => {
    let failure: () => Response = serverError;
    createApi(() => failure());
    const { user } = renderNew();

    await user.type(screen.getByRole('textbox', { name: 'Course Name' }), 'Conflict Coaching');
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Acme');
    await user.click(await screen.findByRole('option', { name: 'Acme Insurance' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectMessage(MESSAGES.couldNotCreateCourse);

    failure = networkError;
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await expectMessage(NETWORK_ERROR_TEXT);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says so in the client list when the clients cannot be fetched', async () => {
    createApi(() => json(aCourse()));
    server.use(api.get('/clients', () => serverError()));
    const { user } = renderNew();
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await screen.findByText(MESSAGES.couldNotRetrieveClients);
  });
});
