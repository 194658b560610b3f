import { expect, test } from './fixtures';
import { apiCall, apiSession, DESKTOP, expectFitsAndPasses, newUser, PHONE, shot, signIn, unique } from './helpers';

// The staff's screens in a person's language (issue 40): an admin whose language is pt-PT opens
// Rooms, the Mailbox, Activity (with its entries' actions and field names) and Clients on a phone and
// at a desk, reads them in Portuguese, none scrolls sideways and axe finds nothing serious. The test
// makes its own admin, room and client.
test.describe.configure({ timeout: 360_000 });

test('an admin in Portuguese reads Rooms, the Mailbox, Activity and Clients on a phone and at a desk', async ({
  page,
  request,
}) => {
  const tag = unique();
  const admin = await newUser(request, ['admin'], 'Ines');
  const own = await apiSession(request, admin.email);
  await apiCall(request, 'put', `/users/${admin.id}`, own, { user: { language: 'pt-PT' } });
  const roomName = `Sala ${tag}`;
  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', own, {
    room: { name: roomName, roomType: 'zoom', meetingUrl: 'https://zoom.example/s' },
  });
  const clientName = `Cliente ${tag}`;
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', own, {
    client: { orgName: clientName, contactEmail: `cliente-${tag}@example.com` },
  });

  await page.addInitScript(() => {
    // The browser speaks English: the language is the person's own choice.
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await page.setViewportSize(PHONE);
  await signIn(page, admin.email);

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desk', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);

    await page.goto(`/rooms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Salas' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await page.getByPlaceholder('Pesquisar pelo nome da sala').fill(roomName);
    const rooms = page.getByRole('grid', { name: 'Salas' });
    await expect(rooms.getByText(roomName)).toBeVisible();
    await expect(rooms.getByText('Zoom', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar sala' })).toBeVisible();
    await expectFitsAndPasses(page, `Rooms (${size})`);
    await shot(page, `staff-pt-rooms-${size}`);

    await page.goto('/mailbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Caixa de correio' })).toBeVisible();
    await expect(page.getByText(/Todos os e-mails que o sistema envia aparecem aqui/)).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Caixa de correio' })).toBeVisible();
    await expectFitsAndPasses(page, `Mailbox (${size})`);
    await shot(page, `staff-pt-mailbox-${size}`);

    await page.goto('/activity?entity=room');
    await expect(page.getByRole('heading', { level: 1, name: 'Atividade' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Registo' })).toHaveText('Sala');
    await expect(page.getByRole('button', { name: 'Transferir CSV' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Atividade' }).getByText(roomName).first()).toBeVisible();
    // The room's creation, its action and its fields in Portuguese too (the History grid's words).
    await page.goto(`/activity?entity=room&entity_id=${room.id}`);
    const trail = page.getByRole('grid', { name: 'Atividade' });
    await expect(trail.getByText(`Sala: ${roomName}`)).toBeVisible();
    await expect(trail.getByText('Criação', { exact: true })).toBeVisible();
    await expect(trail.getByText('Tipo de sala:', { exact: true })).toBeVisible();
    await expect(trail.getByText('URL da reunião:', { exact: true })).toBeVisible();
    await expectFitsAndPasses(page, `Activity (${size})`);
    await shot(page, `staff-pt-activity-${size}`);

    await page.goto('/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await page.getByPlaceholder('Pesquisar pelo nome do cliente').fill(clientName);
    await expect(page.getByRole('grid', { name: 'Clientes' }).getByRole('link', { name: clientName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo cliente' })).toBeVisible();
    await expectFitsAndPasses(page, `Clients (${size})`);
    await shot(page, `staff-pt-clients-${size}`);

    await page.goto(`/clients/${client.id}`);
    await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome da empresa' })).toHaveValue(clientName);
    await expect(page.getByRole('heading', { name: 'Importar participantes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Transferir o modelo de participantes' })).toBeVisible();
    await expectFitsAndPasses(page, `Client page (${size})`);
    await shot(page, `staff-pt-client-${size}`);
  }

  // A refusal in Portuguese: the New Client form refuses a missing name by its Portuguese label.
  await page.setViewportSize(PHONE);
  await page.goto('/clients/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo cliente' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar' }).click();
  await expect(page.getByText('Nome da empresa é obrigatório')).toBeVisible();
  await expectFitsAndPasses(page, 'New Client refused (phone)');
  await shot(page, 'staff-pt-new-client-refused-phone');
});
