import { type CourseListItem, updateCoursePreferencesBodySchema } from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../components/date-time';
import { activateLoaded } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { coursePickerApi } from '../../../test/course-pickers';
import { aCourse, STAMP, somePreferences } from '../../../test/data';
import { api, badRequest, json, withBody } from '../../../test/http';
import { expectMessage, renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { coursesRoute } from '../routes';

// The details page draws every card of a course: a loaded machine takes its time.
vi.setConfig({ testTimeout: 60_000 });

/** Course 7 with its manager, and the answers its details page asks for. */
function courseApi() {
  coursePickerApi();
  server.use(
    api.get('/courses/7', () =>
      json(aCourse({ projectManagerId: 61, projectManager: { id: 61, name: 'Pat Manager', email: 'pat@example.com' } })),
    ),
    api.get('/courses/7/regapp_summary', () => json({ booked: 12, waiting: 3, notBooked: 20 })),
    api.get('/courses/7/scenario_components', () => json([])),
    api.get('/scenario_component_types', () => json([{ id: 1, name: 'Scenario' }])),
    api.get('/courses/7/events', () =>
      json([
        { id: 40, type: 'roleplay', begins: '2099-03-10T14:00:00.000Z', ends: '2099-03-10T17:00:00.000Z', cohortName: null },
      ]),
    ),
    api.get('/courses/7/resource_links', () => json([])),
  );
}

describe('the Courses screens in another language', () => {
  it('read the course details in French: header, tabs, form, cards, a refusal and the delete question', async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    courseApi();
    const { user } = renderRoutes([coursesRoute], { at: '/courses/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Negotiation Skills' })).toBeTruthy();
    const created = formatDateTime(STAMP);
    expect(created).toMatch(/mars/);
    screen.getByText(`Acme Insurance · Chargé de projet : Pat Manager · Créé le ${created}`);
    const tabs = screen.getByRole('tablist', { name: 'Pages du cours' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Détails', 'Liste des compétences', 'Préférences', 'Participants']);
    screen.getByRole('link', { name: 'Résultats' });

    const form = within(await screen.findByRole('form', { name: 'Formulaire du cours' }));
    const name = form.getByRole('textbox', { name: 'Nom du cours' });
    expect(form.getByRole('combobox', { name: 'Chargé de projet' })).toHaveProperty('value', 'Pat Manager');
    expect(form.getByRole('button', { name: 'Mettre à jour' })).toHaveProperty('disabled', true);
    await user.clear(name);
    await user.tab();
    await form.findByText('Nom du cours est obligatoire');

    screen.getByRole('heading', { name: "Lien d'inscription" });
    const regapp = within(screen.getByTestId('regapp-config'));
    regapp.getByRole('heading', { name: "Configuration de l'application d'inscription" });
    regapp.getByRole('img', { name: "Code QR du lien d'inscription https://register.example.com/k-7" });
    await waitFor(() => expect(regapp.getByText('Ont réservé').nextElementSibling?.textContent).toBe('12'));
    const bookings = regapp.getByRole('spinbutton', { name: 'Réservations max.' });
    regapp.getByText('Appels qu’un participant peut réserver'.replace('’', "'"));
    await user.clear(bookings);
    await regapp.findByText('Réservations max. est obligatoire');
    await user.type(bookings, '51');
    await regapp.findByText('Réservations max. doit être d’au plus 50');
    expect(regapp.getByRole('button', { name: 'Modifier' })).toHaveProperty('disabled', true);

    const shifts = within(screen.getByTestId('course-shifts'));
    shifts.getByRole('heading', { name: 'Quarts' });
    shifts.getByRole('switch', { name: 'Masquer les quarts passés' });
    const grid = within(shifts.getByRole('grid', { name: 'Quarts' }));
    await grid.findAllByText('Jeu de rôle');
    expect(grid.getAllByText(/mars 2099/).length).toBeGreaterThan(0);

    await screen.findByText(
      "Aucune ressource pour l'instant. Ajoutez les liens et les documents dont les participants et les joueurs de rôle ont besoin.",
    );
    screen.getByRole('heading', { name: 'Liens vers des ressources' });

    await user.click(screen.getByRole('button', { name: 'Supprimer le cours' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer le cours' }));
    expect(dialog.getByText(/avec son scénario/).textContent).toBe(
      'Supprimer Negotiation Skills avec son scénario, sa liste de compétences, ses liens vers des ressources, ses préférences et sa liste de participants? Cette action est irréversible.',
    );
  });

  it('read the preferences in Portuguese, with the refusals of the form and of the server', async () => {
    activateLoaded(i18n, 'pt-PT', allMessages('pt-PT'));
    courseApi();
    const puts: unknown[] = [];
    server.use(
      api.get('/courses/7/preferences', () => json(somePreferences())),
      api.put(
        '/courses/:id/preferences',
        withBody(updateCoursePreferencesBodySchema, (body) => {
          puts.push(body);
          return badRequest([{ field: 'preferences.emailSender', message: 'Sender address must be a valid e-mail address' }]);
        }),
      ),
    );
    const { user } = renderRoutes([coursesRoute], { at: '/courses/7/preferences' });

    const form = within(await screen.findByRole('form', { name: 'Preferências do curso' }));
    for (const title of ['Geral', 'Lembretes', 'Respostas e substituições', 'E-mail']) form.getByRole('heading', { name: title });
    expect(form.getByRole('combobox', { name: 'Idioma' }).textContent).toBe('Inglês (Canadá)');
    form.getByText('O idioma dos e-mails que os participantes recebem para este curso');
    form.getByRole('switch', { name: 'Lembrete personalizado' });
    expect(form.getByLabelText('Dias antes do turno')).toHaveProperty('disabled', true);
    form.getByRole('group', { name: 'Endereços em cópia oculta (Bcc)' });
    form.getByText('Nenhum endereço em cópia oculta.');
    expect(form.getAllByText('Deixe vazio para usar o texto padrão')).toHaveLength(6);
    const save = form.getByRole('button', { name: 'Guardar' });

    // A value out of range and a missing one, refused in Portuguese before anything is sent.
    const size = form.getByRole('spinbutton', { name: 'Pessoas por vaga de substituição' });
    await user.clear(size);
    await user.type(size, '51');
    await user.clear(form.getByRole('spinbutton', { name: 'Resposta em (horas)' }));
    form.getByRole('button', { name: 'Descartar alterações' });
    await user.click(save);
    await form.findByText('Pessoas por vaga de substituição deve ser no máximo 50');
    form.getByText('Resposta em (horas) é obrigatório');
    expect(puts).toEqual([]);

    // A BCC address that is not one.
    await user.type(form.getByLabelText('Novo endereço Bcc'), 'nobody');
    form.getByText('Introduza um endereço de e-mail válido');

    // The server's refusal names the field in Portuguese.
    await user.click(form.getByRole('button', { name: 'Descartar alterações' }));
    await user.type(form.getByLabelText('Endereço do remetente'), 'a@b.io');
    await user.click(save);
    await expectMessage('Endereço do remetente não é válido');
    expect(puts).toHaveLength(1);
  });

  it('read the courses list in Spanish, dates included', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    const course: CourseListItem = {
      id: 7,
      name: 'Negotiation Skills',
      clientId: 3,
      clientName: 'Acme Insurance',
      projectManager: null,
      createdAt: STAMP,
    };
    server.use(api.get('/courses', () => json({ data: [course], total: 1 })));
    renderRoutes([coursesRoute], { at: '/courses' });

    expect(await screen.findByRole('heading', { name: 'Cursos' })).toBeTruthy();
    const grid = within(await screen.findByRole('grid', { name: 'Cursos' }));
    await grid.findByRole('link', { name: 'Negotiation Skills' });
    for (const header of ['Nombre', 'Nombre del cliente', 'Jefe de proyecto', 'Fecha de creación']) {
      grid.getByRole('columnheader', { name: header });
    }
    const created = formatDateTime(STAMP);
    expect(created).toMatch(/mar/);
    grid.getByText(created);
    expect(screen.getByPlaceholderText('Buscar cursos por nombre')).toBeTruthy();
    screen.getByRole('link', { name: 'Nuevo curso' });
  });

  it('read the participants in Spanish: statuses, invitations and the remove question', async () => {
    activateLoaded(i18n, 'es-ES', allMessages('es-ES'));
    courseApi();
    server.use(
      api.get('/courses/7/participants', () =>
        json({
          data: [
            {
              id: 5,
              name: 'Ana Ruiz',
              email: 'ana@example.com',
              status: 'Pending',
              invitationSent: null,
              invitationSentAt: null,
              enrolledAt: STAMP,
            },
          ],
          total: 1,
        }),
      ),
    );
    const { user } = renderRoutes([coursesRoute], { at: '/courses/7/participants' });

    const grid = within(await screen.findByRole('grid', { name: 'Participantes del curso' }));
    await grid.findByText('Ana Ruiz');
    grid.getByText('Pendiente');
    grid.getByText('No enviada');
    for (const header of ['Nombre', 'Correo electrónico', 'Estado', 'Invitación enviada']) {
      grid.getByRole('columnheader', { name: header });
    }
    screen.getByRole('button', { name: 'Invitar a los pendientes' });
    await user.click(grid.getByRole('button', { name: 'Quitar a Ana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quitar participante' }));
    dialog.getByText(/Sigue siendo participante del cliente/);
    dialog.getByRole('button', { name: 'Quitar' });
  });
});
