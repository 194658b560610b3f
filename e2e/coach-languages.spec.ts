import { expect, type Page, test } from './fixtures';
import {
  acceptedPlace,
  apiCall,
  apiSession,
  assessmentBlocks,
  expectFitsAndPasses,
  expectMessage,
  newUser,
  OPEN_PLACES,
  PHONE,
  shot,
  signIn,
  unique,
  uploadParticipants,
} from './helpers';

// A coach's screens in French (issue 40), on a phone: My shifts (where a coach lands on a phone),
// the shift page of a roleplay shift they coach, the skills list of the participant of its call (an
// answer, the NPS rating, Submit), the coaching form of its role-player and the course's results read
// in French, with none of their English left; none scrolls sideways and axe finds nothing serious.
// The test makes its own manager, coach, role-player, participant, course, coaching template and a
// shift starting this minute (so My shifts shows today's call and the forms it leaves).
test.describe.configure({ timeout: 360_000 });

/**
 * The screen's visible text holds none of `sentences` (its English): `screen` names it in a failure.
 * My shifts' open places are left out: other files of the worker open them for every coach, named
 * after their own courses ("My shifts course …").
 */
async function expectNoEnglish(page: Page, screen: string, sentences: string[]): Promise<void> {
  const text = await page.evaluate((openPlaces) => {
    let body = document.body.innerText;
    for (const open of document.querySelectorAll<HTMLElement>(openPlaces)) body = body.split(open.innerText).join('\n');
    return body;
  }, OPEN_PLACES);
  expect(
    sentences.filter((sentence) => text.includes(sentence)),
    `${screen}: English left`,
  ).toEqual([]);
}

/**
 * The top bar fits the phone in the person's language: no control's text runs out of its box (a word
 * too long for the room left), and the bar keeps the height the page leaves it (taller, it would hide
 * the breadcrumb under it). Then the page itself: no sideways scroll, nothing serious for axe.
 */
async function expectFits(page: Page, what: string): Promise<void> {
  const bar = await page.evaluate(() => {
    const header = document.querySelector('header');
    const spacer = document.querySelector('main')?.firstElementChild;
    return {
      spilling: [...(header?.querySelectorAll('a, button') ?? [])]
        .filter((control) => control.scrollWidth > control.clientWidth + 1)
        .map((control) => control.textContent),
      height: header?.getBoundingClientRect().height ?? 0,
      room: spacer?.getBoundingClientRect().height ?? 0,
    };
  });
  expect(bar.spilling, `${what}: the top bar's texts that do not fit`).toEqual([]);
  expect(bar.height, `${what}: the top bar's height`).toBeLessThanOrEqual(bar.room + 0.5);
  await expectFitsAndPasses(page, what);
}

test('a coach in French works a shift on a phone: My shifts, the shift page, a skills list, a coaching form and the results', async ({
  page,
  request,
}) => {
  const tag = unique();
  const manager = await newUser(request, ['admin'], 'Manon');
  const coach = await newUser(request, ['coach'], 'Gabrielle');
  const rp = await newUser(request, ['rp'], 'Rene');
  const admin = await apiSession(request, manager.email);

  // A coaching template of its own, in French.
  const template = await apiCall<{ id: number }>(request, 'post', '/roleplayer_assessment_templates', admin, {
    roleplayerAssessmentTemplate: {
      name: `Gabarit ${tag}`,
      questions: [
        { header: 'Est resté dans son personnage', content: '', answerType: 'binary' },
        { header: 'Réalisme', content: 'Le ton et les objections sonnaient juste', answerType: 'scale' },
        { header: 'Commentaires', content: '', answerType: 'comment' },
      ],
    },
  });
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', admin, {
    client: { orgName: `Coaching Québec ${tag}`, contactEmail: `coaching-qc-${tag}@example.com` },
  });
  const courseName = `Négociation ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', admin, {
    course: { name: courseName, clientId: client.id, roleplayerAssessmentTemplateId: template.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, admin, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Client mécontent', rpReference: 1 },
  });
  const block = await assessmentBlocks(request, admin, course.id);
  await block('Ouverture', 'heading');
  const skill = 'Accueille l’appelant par son nom';
  await block(skill, 'true_false');
  await uploadParticipants(request, admin, { clientId: client.id, courseId: course.id }, [
    `Amélie,Tremblay,amelie-${tag}@example.com,Mia Patron,mia-${tag}@example.com,Est,Montréal,Centre,America/Toronto,Agente`,
  ]);

  // Today, starting this minute: the coach chosen, the role-player invited and accepted, one call
  // in which the role-player plays the scenario and the participant sits.
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, admin, {
    roleplayShift: {
      startTime: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'Printemps',
      coachId: coach.id,
    },
  });
  await acceptedPlace(request, admin, shift.id, rp);
  const day = await apiCall<{
    scenarios: Array<{ id: number }>;
    candidates: { participants: Array<{ id: number; name: string }> };
  }>(request, 'get', `/roleplay_shifts/${shift.id}/calls`, admin);
  const participant = day.candidates.participants[0];
  if (!participant) throw new Error('the course has no participant');
  const call = await apiCall<{ id: number }>(request, 'post', '/calls', admin, { call: { eventId: shift.id, blockNumber: 0 } });
  await apiCall(request, 'post', '/call_slots', admin, {
    callSlot: { callId: call.id, scenarioComponentId: day.scenarios[0]?.id, userId: rp.id },
  });
  await apiCall(request, 'post', '/participant_slots', admin, { participantSlot: { callId: call.id, userId: participant.id } });

  // The coach's language is French, whatever the device says.
  const own = await apiSession(request, coach.email);
  await apiCall(request, 'put', `/users/${coach.id}`, own, { user: { language: 'fr-CA' } });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await page.setViewportSize(PHONE);
  await signIn(page, coach.email);

  // 1. My shifts, where a coach lands on a phone: today's call, the coaching form it leaves, the shift.
  await expect(page).toHaveURL(/\/my-shifts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes quarts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const today = page.getByTestId('today-calls');
  await expect(today.getByRole('heading', { name: "Appels d'aujourd'hui" })).toBeVisible();
  await expect(today.getByTestId('today-call')).toContainText(`Joueurs de rôle : ${rp.name} · 1 participant`);
  await expect(today.getByTestId('today-call')).toContainText('Bloc 1, appel 1');
  await expect(today.getByTestId('today-call')).toContainText('Pas encore de lien de réunion');
  const forms = page.getByTestId('my-forms');
  await expect(forms.getByRole('heading', { name: /À faire/ })).toBeVisible();
  await expect(forms.getByRole('link', { name: new RegExp(`Formulaire de coaching de ${rp.name}`) })).toBeVisible();
  const next = page.getByTestId('next-shifts');
  await expect(next.getByRole('heading', { name: 'Prochains quarts' })).toBeVisible();
  await expect(page.getByTestId('my-invites')).toContainText("Aucune invitation n'attend de réponse.");
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoEnglish(page, 'My shifts', [
    'My shifts',
    "Today's calls",
    'Waiting for your answer',
    'No invitations wait for an answer.',
    'Next shifts',
    'Waiting for you',
    'Coaching form for',
    'No meeting link yet',
    'Role-players:',
    'Times are in',
  ]);
  await expectFits(page, 'My shifts in French at 390');
  await shot(page, 'coach-fr-my-shifts');

  // 2. The shift page of the shift they coach: the call with its role-player and participant.
  await next.getByRole('link', { name: courseName }).click();
  await expect(page).toHaveURL(new RegExp(`/roleplayShifts/${shift.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByTestId('shift-header')).toContainText('Quart de jeu de rôle');
  await expect(page.getByTestId('coach-name')).toHaveText(`Coach : ${coach.name}`);
  const blocks = page.getByTestId('call-blocks');
  await expect(blocks.getByRole('heading', { name: "Blocs d'appels" })).toBeVisible();
  await expect(blocks).toContainText(/\d+ min par appel · 1 scénario/);
  const theCall = blocks.getByRole('group', { name: 'Appel 1' });
  await expect(theCall.getByTestId('participant-slot')).toHaveText(/Amélie Tremblay/);
  await expect(theCall.getByRole('link', { name: `Coacher ${rp.name}` })).toHaveText('Coacher');
  const skillsLink = theCall.getByRole('link', { name: 'Liste des compétences, bloc 1 appel 1' });
  await expect(skillsLink).toHaveText('Liste des compétences');
  await expect(blocks.getByRole('link', { name: 'Résultats du cours' })).toBeVisible();
  await expect(page.getByTestId('attendance').getByRole('heading', { name: 'Présences' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoEnglish(page, 'the shift page', [
    'Roleplay shift',
    'Call blocks',
    'min per call',
    'Skills list',
    'Course results',
    'Coach:',
    'Shift coordinator:',
    'Attendance',
    'Resource links',
    'No participant yet',
  ]);
  await expectFits(page, 'the shift page in French at 390');
  await shot(page, 'coach-fr-shift-page');

  // 3. The skills list of the call's participant: an answer, the NPS rating, Submit.
  await skillsLink.click();
  await expect(page).toHaveURL(new RegExp(`/roleplayShifts/${shift.id}/participantSkillsList/${call.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Liste des compétences' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour au quart' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Amélie Tremblay' })).toHaveAttribute('aria-selected', 'true');
  // The shift's coach plays in no call of hers: they may also give a calibration rating.
  await expect(page.getByRole('button', { name: 'Évaluation de calibrage' })).toBeVisible();
  const answer = page.getByRole('group', { name: `${skill} (Client mécontent)` }).getByRole('button', { name: 'Conforme' });
  await answer.click();
  await expect(answer).toHaveAttribute('aria-pressed', 'true');
  const comment = page.getByRole('textbox', { name: 'Commentaire interne : Client mécontent' });
  await comment.fill('Bon accueil, ton chaleureux');
  await comment.blur();
  const nps = page.getByRole('group', { name: 'Note NPS' });
  await nps.getByRole('button', { name: '9', exact: true }).click();
  await expect(nps.getByRole('button', { name: '9', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Commentaires internes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Plan d'action" })).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre' }).click();
  await expectMessage(page, 'Liste des compétences soumise');
  await expect(page.getByText(/^Soumise le /)).toBeVisible();
  await expectNoEnglish(page, 'the skills list', [
    'Skills List',
    'Back to the shift',
    'Calibration rating',
    'On Standard',
    'Needs Practice',
    'Internal Comments',
    'internal comments are never sent',
    'NPS Rating',
    'Action Plan',
    'Custom Action Plan',
    'Not sent yet',
    'Submit',
    'Skills list submitted',
  ]);
  await expectFits(page, 'the skills list in French at 390');
  await shot(page, 'coach-fr-skills-list');

  // 4. The coaching form of the call's role-player, from the shift page: each answer saved as given.
  await page.getByRole('link', { name: 'Retour au quart' }).click();
  await expect(page).toHaveURL(new RegExp(`/roleplayShifts/${shift.id}$`));
  await theCall.getByRole('link', { name: `Coacher ${rp.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/roleplayers/${rp.id}/calls/${call.id}/coachingForm$`));
  await expect(page.getByRole('heading', { level: 1, name: `Coaching : ${rp.name}` })).toBeVisible();
  await expect(page.getByText(`Coach : ${coach.name} · Créé le`)).toBeVisible();
  await expect(page.getByText('Chaque réponse est enregistrée dès que vous la donnez.', { exact: false })).toBeVisible();
  const character = page.getByRole('region', { name: 'Est resté dans son personnage' });
  await expect(character.getByText('Sans réponse')).toBeVisible();
  await character.getByRole('button', { name: 'Oui' }).click();
  await expect(character.getByTestId('answer-saved')).toContainText('Enregistré à');
  const realism = page.getByRole('region', { name: 'Réalisme' });
  await realism.getByRole('button', { name: '5', exact: true }).click();
  await expect(realism.getByTestId('answer-saved')).toContainText('Enregistré à');
  const comments = page.getByRole('region', { name: 'Commentaires' });
  await expect(comments.getByText('Enregistré quand vous quittez le champ')).toBeVisible();
  await comments.getByRole('textbox', { name: 'Commentaires' }).fill('A bien tenu la pression');
  await comments.getByRole('textbox', { name: 'Commentaires' }).blur();
  await expect(comments.getByTestId('answer-saved')).toContainText('Enregistré à');
  await expectNoEnglish(page, 'the coaching form', [
    'Coaching:',
    'Coach:',
    'Created',
    'Each answer is saved',
    'Not answered',
    'Saved when you leave the field',
    'Saved ',
    'Yes',
    'Coaching form',
  ]);
  await expectFits(page, 'the coaching form in French at 390');
  await shot(page, 'coach-fr-coaching-form');

  // 5. The course's results, which the course's coach may read, from the shift page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/roleplayShifts/${shift.id}$`));
  await page.getByTestId('call-blocks').getByRole('link', { name: 'Résultats du cours' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/results$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats' })).toBeVisible();
  await expect(page.getByRole('main').getByText(courseName, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger le CSV' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Cohorte' })).toHaveText('Toutes les cohortes');
  await expect(page.getByTestId('results-blocks').getByRole('heading', { name: 'Notes par bloc' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Notes par bloc' }).getByRole('row', { name: new RegExp(skill) })).toBeVisible();
  await expect(
    page.getByTestId('results-nps').getByRole('heading', { name: 'Indice de recommandation net (NPS)' }),
  ).toBeVisible();
  await expect(page.getByTestId('results-missing')).toContainText('Aucune évaluation ne manque.');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoEnglish(page, 'the results', [
    'Results',
    'Download CSV',
    'All cohorts',
    'Ratings by block',
    'Net Promoter Score',
    'Missing assessments',
    'No assessment is missing.',
    'Responses',
  ]);
  await expectFits(page, 'the results in French at 390');
  await shot(page, 'coach-fr-results');
});
