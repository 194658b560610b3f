import {
  participantCourseSchema,
  participantProfileSchema,
  type Role,
  userDetailSchema,
  userQualificationSchema,
} from '@app/shared';
import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLoaded, type Language } from '../../../lib/i18n/i18n';
import { allMessages } from '../../../test/catalogues';
import { anAdmin, aRolePlayer, STAMP } from '../../../test/data';
import { api, json } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { server } from '../../../test/server';
import { usersRoute } from '../routes';

/** Riley, a role-player, on their own page (My profile). */
const riley = aRolePlayer();
const rileyDetail = (roleList: Role[] = ['rp']) =>
  userDetailSchema.parse({
    id: riley.id,
    name: riley.name,
    email: riley.email,
    roleList,
    homeNumber: null,
    cellNumber: '555-0100',
    mustChangePassword: false,
    lastCoached: null,
    regApp: false,
    maxShiftsPerWeek: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
  });

function profileApi() {
  server.use(
    api.get(`/users/${riley.id}`, () => json(rileyDetail())),
    api.get(`/users/${riley.id}/calendar_feed`, () => json({ url: 'https://example.com/calendar/abc.ics' })),
    api.get(`/users/${riley.id}/user_qualifications`, () =>
      json([
        userQualificationSchema.parse({ id: 1, course: { id: 7, name: 'Negotiation Skills' }, clientName: 'Acme Insurance' }),
      ]),
    ),
    api.get(`/users/${riley.id}/coaching_records`, () => json({ total: 0, data: [] })),
  );
}

const inLanguage = (language: Language) => () => activateLoaded(i18n, language, allMessages(language));

describe('My profile in French (issue 40)', () => {
  beforeEach(inLanguage('fr-CA'));

  it('reads French: the tabs, the form, the roles, the calendar feed, Shifts a week and the qualifications', async () => {
    profileApi();
    renderRoutes([usersRoute], { at: `/users/${riley.id}`, user: riley });

    expect(await screen.findByRole('heading', { level: 1, name: riley.name })).toBeDefined();
    const tabs = screen.getByRole('tablist', { name: 'Utilisateurs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Collègues', 'Moi']);
    const form = screen.getByRole('form', { name: "Formulaire de l'utilisateur" });
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toBeDefined();
    expect(within(form).getByRole('textbox', { name: /^Courriel/ })).toBeDefined();
    expect(within(form).getByRole('textbox', { name: 'Cellulaire' })).toBeDefined();
    // A role-player may not change their roles: read as text, in French.
    expect(within(form).getByRole('definition').textContent).toBe('Joueur de rôle');
    expect(within(form).getByText('Laissez vide pour garder le mot de passe actuel')).toBeDefined();
    expect(within(form).getByRole('button', { name: 'Enregistrer' })).toBeDefined();

    const feed = await screen.findByRole('region', { name: 'Abonnement au calendrier' });
    expect(feed.textContent).toContain("Vos quarts et vos appels dans n'importe quelle application de calendrier");
    expect(within(feed).getByRole('link', { name: /S'abonner dans votre application de calendrier/ })).toBeDefined();
    expect(within(feed).getByRole('button', { name: "Réinitialiser l'adresse" })).toBeDefined();

    const weekly = screen.getByRole('form', { name: 'Quarts par semaine' });
    expect(weekly.textContent).toContain('Quand un coordonnateur planifie le mois, vous recevez au plus');
    expect(within(weekly).getByRole('spinbutton', { name: /Quarts par semaine au plus/ })).toBeDefined();

    const qualifications = screen.getByTestId('course-qualifications');
    expect(within(qualifications).getByRole('heading').textContent).toBe('Qualifications pour les cours');
    expect(await within(qualifications).findByText('Negotiation Skills')).toBeDefined();
  });
});

describe('My profile in Portuguese (issue 40)', () => {
  beforeEach(inLanguage('pt-PT'));

  it('reads Portuguese', async () => {
    profileApi();
    renderRoutes([usersRoute], { at: `/users/${riley.id}`, user: riley });

    const form = await screen.findByRole('form', { name: 'Formulário do utilizador' });
    expect(within(form).getByRole('textbox', { name: 'Telemóvel' })).toBeDefined();
    expect(within(form).getByRole('definition').textContent).toBe('Role-player');
    expect(within(form).getByRole('button', { name: 'Guardar' })).toBeDefined();
    expect(within(screen.getByRole('tablist', { name: 'Utilizadores' })).getByRole('tab', { name: 'Eu' })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Feed de calendário' })).toBeDefined();
    expect(screen.getByRole('form', { name: 'Turnos por semana' }).textContent).toContain('Deixe vazio para não haver limite.');
  });
});

describe("a participant's own page in Portuguese (issue 40)", () => {
  beforeEach(inLanguage('pt-PT'));

  it('reads their profile and course history in Portuguese, the dates too', async () => {
    const paula = anAdmin({ id: 21, name: 'Paula Lang', email: 'paula@example.com', roleList: ['participant'] });
    server.use(
      api.get('/users/21', () =>
        json(
          userDetailSchema.parse({
            id: 21,
            name: 'Paula Lang',
            email: 'paula@example.com',
            roleList: ['participant'],
            homeNumber: null,
            cellNumber: null,
            mustChangePassword: false,
            lastCoached: null,
            regApp: false,
            createdAt: STAMP,
            updatedAt: STAMP,
          }),
        ),
      ),
      api.get('/participants/21/profile', () =>
        json(
          participantProfileSchema.parse({
            userId: 21,
            clientId: 3,
            clientName: 'Acme Seguros',
            managerName: 'Mia Boss',
            managerEmail: 'mia@example.com',
            region: 'Sul',
            location: 'Lisboa',
            branch: 'Centro',
            timeZone: 'Europe/Lisbon',
            position: 'Agente',
            updatedAt: STAMP,
          }),
        ),
      ),
      api.get('/participants/21/course_list', () =>
        json([
          participantCourseSchema.parse({
            courseId: 7,
            courseName: 'Negociação',
            clientName: 'Acme Seguros',
            status: 'Completed',
            enrolledAt: '2026-01-05T15:00:00.000Z',
            shiftBegins: '2026-02-10T15:30:00.000Z',
            completedAt: '2026-02-10T18:00:00.000Z',
          }),
        ]),
      ),
      api.get('/users/21/calendar_feed', () => json({ url: 'https://example.com/calendar/p.ics' })),
    );
    renderRoutes([usersRoute], { at: '/users/21', user: paula });

    const profile = await screen.findByTestId('participant-profile');
    expect(await within(profile).findByText('Nome do gestor')).toBeDefined();
    expect(within(profile).getByRole('heading').textContent).toBe('Perfil do participante');
    expect(within(profile).getByText('Fuso horário')).toBeDefined();
    expect(profile.textContent).toContain('Só um administrador ou um coordenador de turno podem alterar o perfil.');
    const history = await screen.findByRole('table', { name: 'Histórico de cursos' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Curso', 'Cliente', 'Estado', 'Inscrição', 'Turno', 'Concluído']);
    const row = within(history).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Concluído');
    // 10 February 2026, 15:30 UTC is 10:30 in Toronto, the business time zone.
    expect(row?.textContent).toContain('10/02/2026');
  });
});
