import { MESSAGES, type ResourceLink, resourceLinkFieldsSchema } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_TEXT } from '../../../lib/api';
import { aResourceLink } from '../../../test/data';
import { api, json, networkError, refusal, serverError } from '../../../test/http';
import { expectMessage, renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { COULD_NOT_ADD_RESOURCE } from './resource-link-form';
import { ResourceLinksCard } from './resource-links-card';

interface SentResource {
  resourceType: string;
  resourceLink: string | undefined;
  file: { name: string; size: number; text: string } | null;
}

/**
 * The course's resources as the API keeps them: GET lists them, POST (multipart, read with the
 * shared field rule) adds one unless `refuse` answers instead, DELETE removes one.
 */
function resourcesApi(options: { refuse?: () => Response; refuseDelete?: () => Response } = {}) {
  const links: ResourceLink[] = [
    aResourceLink({ id: 51, resourceType: 'job_aid', content: 'https://example.com/guide' }),
    aResourceLink({
      id: 52,
      resourceType: 'participant_package',
      content: '/api/v1/resource_links/52/file',
      isFile: true,
      fileName: 'welcome.pdf',
      size: 2048,
    }),
  ];
  const sent: SentResource[] = [];
  const deleted: number[] = [];
  server.use(
    api.get('/courses/7/resource_links', () => json(links)),
    api.post('/courses/7/resource_links', async ({ request }) => {
      const form = await request.formData();
      const entry = form.get('file');
      // The request is read on the Node side of msw: its File is not jsdom's class.
      const file = typeof entry === 'object' && entry !== null ? (entry as Blob & { name: string }) : null;
      const fields = resourceLinkFieldsSchema.parse({
        resource_type: form.get('resource_type'),
        resource_link: form.get('resource_link') ?? undefined,
      });
      sent.push({
        resourceType: fields.resource_type,
        resourceLink: fields.resource_link,
        file: file ? { name: file.name, size: file.size, text: await file.text() } : null,
      });
      if (options.refuse) return options.refuse();
      const added = aResourceLink({
        id: 60 + sent.length,
        resourceType: fields.resource_type,
        ...(file
          ? { isFile: true, fileName: file.name, size: file.size, content: '/api/v1/resource_links/60/file' }
          : { content: fields.resource_link ?? '' }),
      });
      links.push(added);
      return json(added, 201);
    }),
    api.delete('/resource_links/:id', ({ params }) => {
      if (options.refuseDelete) return options.refuseDelete();
      const id = Number(params.id);
      deleted.push(id);
      links.splice(
        links.findIndex((l) => l.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }),
  );
  return { sent, deleted };
}

const renderCard = () => renderWithProviders(<ResourceLinksCard courseId={7} />);
const form = () => within(screen.getByRole('form', { name: 'Add a resource' }));
const listed = () => screen.queryAllByTestId('resource-link').map((row) => row.textContent);

async function chooseType(user: ReturnType<typeof renderCard>['user'], label: string) {
  await user.click(form().getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('ResourceLinksCard', () => {
  it('lists the resources and adds a link once a type and a full address are given', async () => {
    const { sent } = resourcesApi();
    const { user } = renderCard();

    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(listed()[0]).toContain('https://example.com/guide');
    expect(listed()[1]).toContain('Participant package · 2 KB');

    const add = form().getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    await chooseType(user, 'Folder');
    const url = form().getByRole('textbox', { name: 'URL' });
    await user.type(url, 'ex.com/a');
    await user.tab();
    // Not a full address: said at the field, and nothing to send yet.
    await form().findByText('Enter a full web address, such as https://example.com/guide');
    expect(add).toHaveProperty('disabled', true);

    await user.clear(url);
    await user.type(url, 'https://ex.com/a');
    expect(add).toHaveProperty('disabled', false);
    await user.click(add);

    await expectMessage('Resource added');
    expect(sent).toEqual([{ resourceType: 'folder', resourceLink: 'https://ex.com/a', file: null }]);
    await waitFor(() => expect(listed()).toHaveLength(3));
    expect(listed()[2]).toContain('https://ex.com/a');
    // The form starts afresh for the next one.
    expect(form().getByRole('textbox', { name: 'URL' })).toHaveProperty('value', '');
  });

  it('uploads a chosen file, and refuses a kind of file it does not accept before sending', async () => {
    const { sent } = resourcesApi();
    const { user } = renderCard();

    await chooseType(user, 'Job aid');
    await user.click(form().getByRole('button', { name: /File/ }));
    const input = form().getByLabelText('File') as HTMLInputElement;
    // A person can switch the file dialog to 'All files': the drop zone must refuse it itself.
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(input, new File(['<script>'], 'page.html', { type: 'text/html' }));
    await form().findByText(/^page\.html: This kind of file is not accepted/);
    expect(form().getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);

    await user.upload(input, new File(['%PDF-1.4 checklist'], 'checklist.pdf', { type: 'application/pdf' }));
    within(await form().findByTestId('chosen-file')).getByText('checklist.pdf');
    await user.click(form().getByRole('button', { name: 'Add' }));

    await expectMessage('Resource added');
    expect(sent).toEqual([
      {
        resourceType: 'job_aid',
        resourceLink: 'undefined',
        file: { name: 'checklist.pdf', size: 18, text: '%PDF-1.4 checklist' },
      },
    ]);
    await waitFor(() => expect(listed()).toHaveLength(3));
    expect(listed()[2]).toContain('checklist.pdf');
  });

  it("shows a refusal's own words beside the form, and its own text when the server fails", async () => {
    let answer: () => Response = () => refusal(413, 'payload_too_large', 'The file is larger than the 20 MB limit');
    resourcesApi({ refuse: () => answer() });
    const { user } = renderCard();

    await chooseType(user, 'Other');
    await user.type(form().getByRole('textbox', { name: 'URL' }), 'https://example.com/x');
    await user.click(form().getByRole('button', { name: 'Add' }));
    await form().findByText('The file is larger than the 20 MB limit');

    answer = serverError;
    await user.click(form().getByRole('button', { name: 'Add' }));
    await form().findByText(COULD_NOT_ADD_RESOURCE);
    await expectMessage(COULD_NOT_ADD_RESOURCE);
    // What was typed stays, to try again.
    expect(form().getByRole('textbox', { name: 'URL' })).toHaveProperty('value', 'https://example.com/x');

    answer = networkError;
    await user.click(form().getByRole('button', { name: 'Add' }));
    await form().findByText(NETWORK_ERROR_TEXT);
  });

  it('deletes a resource after asking', async () => {
    const { deleted } = resourcesApi();
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Delete https://example.com/guide' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete resource?' }));
    dialog.getByText(new RegExp(MESSAGES.deleteCannotBeUndone));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(listed()).toHaveLength(1));
    expect(deleted).toEqual([51]);
    expect(listed()[0]).toContain('welcome.pdf');
  });

  it('keeps the resource and says why when the delete is refused', async () => {
    resourcesApi({ refuseDelete: serverError });
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Delete welcome.pdf' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete resource?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectMessage('Could not delete the Resource Link');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listed()).toHaveLength(2);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(api.get('/courses/7/resource_links', () => (fail ? serverError() : json([aResourceLink()]))));
    const { user } = renderCard();
    const alert = await screen.findByText(MESSAGES.errorRetrievingData);
    fail = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listed()).toHaveLength(1));
  });
});
