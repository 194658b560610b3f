import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import {
  acceptedPlace,
  apiCall,
  apiSession,
  newUser,
  OPEN_PLACES,
  PHONE,
  scrollsSideways,
  seriousViolations,
  shot,
  signIn,
  type TestUser,
  todayAtNine,
  unique,
  uploadParticipants,
} from './helpers';

// Every role in every language (issue 40): the languages each role's own walk does not read already
// (languages, profile-languages, shift-page-languages, coach-languages, staff-languages and
// manager-languages .spec.ts), each a short walk of the screens the role opens most, on a phone
// (390×844). One signed-in page per role; the language is switched through the API (as the menu saves
// it) and the next screen is loaded afresh. On every screen in every language: <html lang> is the
// language, a few of the screen's own words are in it, none of the catalogues' English is left (nor a
// server code or an English date), and the page does not scroll sideways. axe, the slow part, reads
// each screen in one of the languages, a different one from screen to screen.
// Each test makes its own people, course and shift; the texts typed into them are no language's words.
test.describe.configure({ timeout: 300_000 });

type Language = 'fr-CA' | 'pt-PT' | 'es-ES';

/** The words the screens are checked for, in each language (the catalogues' texts). */
const WORDS = {
  'fr-CA': {
    myShifts: 'Mes quarts',
    nextShifts: 'Prochains quarts',
    noNextShifts: 'Aucun quart dans les six prochaines semaines.',
    dashboard: 'Tableau de bord',
    today: "Aujourd'hui",
    list: 'Liste',
    day: 'Jour',
    previousDay: 'Jour précédent',
    previousMonth: 'Mois précédent',
    roleplayShift: 'Quart de jeu de rôle',
    callBlocks: "Blocs d'appels",
    attendance: 'Présences',
    me: 'Moi',
    save: 'Enregistrer',
    cell: 'Cellulaire',
    courses: 'Cours',
    searchCourses: 'Rechercher un cours par nom',
    newCourse: 'Nouveau cours',
    teamDirectory: "Répertoire de l'équipe",
    searchPeople: 'Rechercher par nom ou courriel',
    team: 'Équipe',
    yourSessions: 'Vos séances',
    yourCall: 'Votre appel',
    roleplaySession: 'Séance de jeu de rôle',
    courseHistory: 'Historique des cours',
  },
  'pt-PT': {
    myShifts: 'Os meus turnos',
    nextShifts: 'Próximos turnos',
    noNextShifts: 'Não há turnos nas próximas seis semanas.',
    dashboard: 'Painel',
    today: 'Hoje',
    list: 'Lista',
    day: 'Dia',
    previousDay: 'Dia anterior',
    previousMonth: 'Mês anterior',
    roleplayShift: 'Turno de role-play',
    callBlocks: 'Blocos de chamadas',
    attendance: 'Presenças',
    me: 'Eu',
    save: 'Guardar',
    cell: 'Telemóvel',
    courses: 'Cursos',
    searchCourses: 'Pesquisar cursos pelo nome',
    newCourse: 'Novo curso',
    teamDirectory: 'Diretório da equipa',
    searchPeople: 'Pesquisar por nome ou e-mail',
    team: 'Equipa',
    yourSessions: 'As suas sessões',
    yourCall: 'A sua chamada',
    roleplaySession: 'Sessão de role-play',
    courseHistory: 'Histórico de cursos',
  },
  'es-ES': {
    myShifts: 'Mis turnos',
    nextShifts: 'Próximos turnos',
    noNextShifts: 'No hay turnos en las próximas seis semanas.',
    dashboard: 'Panel',
    today: 'Hoy',
    list: 'Lista',
    day: 'Día',
    previousDay: 'Día anterior',
    previousMonth: 'Mes anterior',
    roleplayShift: 'Turno de juego de rol',
    callBlocks: 'Bloques de llamadas',
    attendance: 'Asistencia',
    me: 'Yo',
    save: 'Guardar',
    cell: 'Móvil',
    courses: 'Cursos',
    searchCourses: 'Buscar cursos por nombre',
    newCourse: 'Nuevo curso',
    teamDirectory: 'Directorio del equipo',
    searchPeople: 'Buscar por nombre o correo',
    team: 'Equipo',
    yourSessions: 'Sus sesiones',
    yourCall: 'Su llamada',
    roleplaySession: 'Sesión de juego de rol',
    courseHistory: 'Historial de cursos',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Words = (typeof WORDS)[Language];

// ---------------------------------------------------------------------------------------------------
// The English a screen in another language must not show.

const WEB = path.resolve(import.meta.dirname, '../apps/web/src');

/** A .po file's ids and texts (msgid, msgstr; strings over several lines joined). */
function readPo(file: string): Map<string, string> {
  const out = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let text = '';
  const flush = () => {
    if (id !== '') out.set(id, text);
    id = '';
    text = '';
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = JSON.parse(start[2] as string);
      else text = JSON.parse(start[2] as string);
    } else if (/^".*"$/.test(line) && field) {
      if (field === 'msgid') id += JSON.parse(line);
      else text += JSON.parse(line);
    } else if (line.trim() === '') field = null;
  }
  flush();
  return out;
}

/** Every catalogue of the signed-in app (the shell's and each feature's), as [English, language] pairs of files. */
function cataloguePairs(language: Language): Array<[string, string]> {
  const pairs: Array<[string, string]> = [[`${WEB}/locales/en-CA/messages.po`, `${WEB}/locales/${language}/messages.po`]];
  for (const feature of fs.readdirSync(`${WEB}/features`)) {
    const dir = `${WEB}/features/${feature}/locales`;
    if (fs.existsSync(`${dir}/en-CA.po`)) pairs.push([`${dir}/en-CA.po`, `${dir}/${language}.po`]);
  }
  return pairs;
}

const LETTER = '\\p{L}\\p{N}';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` as a whole word or words (not inside a longer word), case kept. */
const wholeWords = (text: string) => new RegExp(`(?<![${LETTER}])${escapeRegExp(text)}(?![${LETTER}])`, 'u');

/**
 * The English of the app's catalogues that `language` writes otherwise: each text (or, for a text
 * with placeholders, each stretch of words between them) of two words or more, or one word of four
 * letters or more, unless the language's own texts use it too (Coach, Participant, NPS, Zoom…).
 * Texts that choose among several (plural, select) are left to their words in the language.
 */
function englishOf(language: Language): RegExp[] {
  const english = new Set<string>();
  const own: string[] = [];
  for (const [enFile, languageFile] of cataloguePairs(language)) {
    const en = readPo(enFile);
    const translated = readPo(languageFile);
    for (const [id, text] of translated) {
      own.push(text);
      const source = en.get(id) || id;
      if (!source || source === text || /\{\w+,\s*(plural|select)/.test(source)) continue;
      for (const stretch of source.split(/\{[^}]*\}|<\/?\d+>/)) {
        const words = stretch.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
        if (!/\p{L}/u.test(words)) continue;
        if (words.includes(' ') || words.length >= 4) english.add(words);
      }
    }
  }
  const ownText = own.join('\n');
  return [...english].map(wholeWords).filter((pattern) => !pattern.test(ownText));
}

/** Server codes and English dates that a screen must never show as they are. */
const RAW = [
  /(?<![\p{L}\p{N}_./@-])(roleplay|training|accepted|declined|tentative|invited|swap_requested|rp|sc|admin)(?![\p{L}\p{N}_/@-])/u,
  /(?<!\p{L})(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?!\p{L})/u,
  /\d\s?[AP]M(?!\p{L})/u,
];

const ENGLISH: Record<Language, RegExp[]> = {
  'fr-CA': [...englishOf('fr-CA'), ...RAW],
  'pt-PT': [...englishOf('pt-PT'), ...RAW],
  'es-ES': [...englishOf('es-ES'), ...RAW],
};

/**
 * A part of the screen left out of the English check: what `selector` finds, or only those of its
 * finds whose text lacks `unless` (the test's own course among the others).
 */
type Mask = string | { selector: string; unless: string };

/**
 * What the screen says: its visible text and the names, titles and placeholders of what is visible,
 * without the parts `mask` names (data other tests of the worker made, such as another course on a
 * manager's calendar).
 */
async function screenText(page: Page, mask: Mask[]): Promise<string> {
  return page.evaluate((mask) => {
    const finds = (element: Element, part: Mask) => {
      const found = element.closest(typeof part === 'string' ? part : part.selector) as HTMLElement | null;
      return found !== null && (typeof part === 'string' || !found.innerText.includes(part.unless));
    };
    const masked = (element: Element) => mask.some((part) => finds(element, part));
    let text = document.body.innerText;
    for (const part of mask) {
      for (const element of document.querySelectorAll<HTMLElement>(typeof part === 'string' ? part : part.selector)) {
        const own = element.innerText;
        if (own && finds(element, part)) text = text.split(own).join('\n');
      }
    }
    const named = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
      .filter((element) => !masked(element) && (element as HTMLElement).checkVisibility?.() !== false)
      .flatMap((element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    return [text, ...named, document.title].join('\n');
  }, mask);
}

/** The screen reads none of the English `language` writes otherwise. */
async function expectNoEnglish(page: Page, language: Language, what: string, mask: Mask[]): Promise<void> {
  const text = await screenText(page, mask);
  const found = ENGLISH[language].flatMap((pattern) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const at = match.index;
    return [`"${match[0]}" in "…${text.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ')}…"`];
  });
  expect(found, `${what}: English left`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------
// The walk.

/** One screen of a walk: where it is, the words it is checked for, what of it is other tests' data. */
interface Screen {
  name: string;
  path: string;
  /** `axe`: this is the language in which axe reads the screen (it reads what `check` leaves on it too). */
  check: (page: Page, words: Words, language: Language, axe: boolean) => Promise<void>;
  mask?: Mask[];
}

/** The business time zone (the browser-test server's). */
const ZONE = 'America/Toronto';

/** The calendar items of a manager's dashboard, whose courses and names are other tests' too. */
const CALENDAR_ITEMS = ['[data-testid="calendar-shift"]', '[data-testid="calendar-availability"]'];

/**
 * Walks `screens` in each of `languages`, as `user` signed in on `page` (a phone): the language set
 * through the API before each round, each screen loaded afresh. axe reads screen j in language
 * (j mod the number of languages) only; everything else is checked in every language.
 */
async function walk(
  page: Page,
  request: APIRequestContext,
  role: string,
  user: TestUser,
  languages: Language[],
  screens: Screen[],
): Promise<void> {
  const own = await apiSession(request, user.email);
  await page.addInitScript(() => {
    // The device speaks English: the language is the person's own.
    Object.defineProperty(navigator, 'languages', { get: () => ['en-CA', 'en'] });
  });
  await page.setViewportSize(PHONE);
  await signIn(page, user.email);
  for (const [round, language] of languages.entries()) {
    await apiCall(request, 'put', `/users/${user.id}`, own, { user: { language } });
    for (const [index, screen] of screens.entries()) {
      const what = `${role}: ${screen.name} in ${language}`;
      await page.goto(screen.path);
      await expect(page.locator('html'), what).toHaveAttribute('lang', language);
      const axe = index % languages.length === round;
      await screen.check(page, WORDS[language], language, axe);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoEnglish(page, language, what, screen.mask ?? []);
      expect(await scrollsSideways(page), `${what} scrolls sideways`).toBe(false);
      if (axe) expect(await seriousViolations(page), what).toEqual([]);
      await shot(page, `every-language-${role}-${screen.name}-${language}`);
    }
  }
}

/** The screens every staff member opens most: My shifts, the dashboard, the shift page, their own page. */
function staffScreens(
  user: TestUser,
  shift: { id: number; courseName: string },
  { manager, onShift }: { manager: boolean; onShift: boolean },
): Screen[] {
  return [
    {
      name: 'my-shifts',
      path: '/my-shifts',
      check: async (page, T) => {
        await expect(page.getByRole('heading', { level: 1, name: T.myShifts })).toBeVisible();
        const next = page.getByTestId('next-shifts');
        await expect(next.getByRole('heading', { name: T.nextShifts })).toBeVisible();
        if (onShift) await expect(next.getByRole('link', { name: shift.courseName })).toBeVisible();
        else await expect(next).toContainText(T.noNextShifts);
      },
      // Open places are anybody's to take: those other files of the worker opened show here too,
      // named after their courses ("My shifts course …"), depending on which files ran before.
      mask: [OPEN_PLACES],
    },
    {
      name: 'dashboard',
      path: '/',
      check: async (page, T, language, axe) => {
        await expect(page.getByRole('heading', { level: 1, name: T.dashboard })).toBeVisible();
        await expect(page.getByRole('button', { name: T.today })).toBeVisible();
        await expect(page.getByRole('button', { name: T.list })).toBeVisible();
        // FullCalendar's own words (its arrows' titles, the list's headings) come a moment after it is drawn.
        await expect(page.getByRole('button', { name: T.previousMonth })).toBeVisible();
        if (!manager) {
          // A phone's other view, the day, headed by today's weekday in the language, its hours a box a
          // keyboard can scroll even with nothing in it (axe); then back to the list, which the rest reads.
          await page.getByRole('button', { name: T.day, exact: true }).click();
          await expect(page.getByRole('button', { name: T.previousDay })).toBeVisible();
          const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: ZONE }).format(new Date());
          await expect(page.locator('.fc-timeGridDay-view .rp-day-header-compact small')).toHaveText(weekday);
          if (axe) expect(await seriousViolations(page), `the day view in ${language}`).toEqual([]);
          await page.getByRole('button', { name: T.list }).click();
          await expect(page.getByRole('button', { name: T.previousMonth })).toBeVisible();
        }
      },
      // A manager's calendar holds every course; a role-player's and a coach's also the shifts others
      // offer, from other files of the worker.
      mask: manager ? CALENDAR_ITEMS : [{ selector: '[data-testid="calendar-shift"]', unless: shift.courseName }],
    },
    {
      name: 'shift',
      path: `/roleplayShifts/${shift.id}`,
      check: async (page, T) => {
        await expect(page.getByRole('heading', { level: 1, name: shift.courseName })).toBeVisible();
        await expect(page.getByTestId('shift-header')).toContainText(T.roleplayShift);
        await expect(page.getByTestId('call-blocks').getByRole('heading', { name: T.callBlocks })).toBeVisible();
        await expect(page.getByTestId('attendance').getByRole('heading', { name: T.attendance })).toBeVisible();
      },
    },
    {
      name: 'profile',
      path: `/users/${user.id}`,
      check: async (page, T) => {
        await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
        await expect(page.getByRole('tab', { name: T.me })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('textbox', { name: T.cell })).toBeVisible();
        await expect(page.getByRole('button', { name: T.save }).first()).toBeVisible();
      },
    },
  ];
}

/** A manager's two lists: Courses and People (the team directory), each searched for the test's own row. */
function managerScreens(user: TestUser, courseName: string): Screen[] {
  return [
    {
      name: 'courses',
      path: '/courses',
      check: async (page, T) => {
        await expect(page.getByRole('heading', { level: 1, name: T.courses })).toBeVisible();
        await expect(page.getByRole('link', { name: T.newCourse })).toBeVisible();
        await page.getByPlaceholder(T.searchCourses).fill(courseName);
        await expect(page.getByRole('link', { name: courseName })).toBeVisible();
        await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
      },
    },
    {
      name: 'people',
      path: '/users/team',
      check: async (page, T) => {
        await expect(page.getByRole('heading', { level: 1, name: T.teamDirectory })).toBeVisible();
        await expect(page.getByRole('tab', { name: T.team })).toHaveAttribute('aria-selected', 'true');
        await page.getByPlaceholder(T.searchPeople).fill(user.email);
        await expect(page.getByRole('grid').getByText(user.name)).toBeVisible();
        await expect(page.getByRole('grid').getByRole('row')).toHaveCount(2);
      },
    },
  ];
}

/** 15:00 UTC three days from now: a shift of the next days, inside the business day whatever the hour now. */
function threeDaysAhead(): Date {
  const at = new Date(Date.now() + 3 * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at;
}

/**
 * A course of its own (one scenario, one participant) and a roleplay shift of it at `start` (three days
 * ahead unless said) in a phone room, made by the demo admin: the coach and coordinator chosen, the role-player invited and accepted, one
 * call in which the role-player plays and the participant sits.
 */
async function shiftOfItsOwn(
  request: APIRequestContext,
  people: { coach?: TestUser; sc?: TestUser; rp?: TestUser; participant?: TestUser },
  start = threeDaysAhead(),
): Promise<{ id: number; courseName: string }> {
  const tag = unique();
  const admin = await apiSession(request, 'admin@example.com');
  const client = await apiCall<{ id: number }>(request, 'post', '/clients', admin, {
    client: { orgName: `Orga ${tag}`, contactEmail: `orga-${tag}@example.com` },
  });
  const courseName = `Kurso ${tag}`;
  const course = await apiCall<{ id: number }>(request, 'post', '/courses', admin, {
    course: { name: courseName, clientId: client.id },
  });
  await apiCall(request, 'post', `/courses/${course.id}/scenario_components`, admin, {
    scenarioComponent: { scenarioComponentTypeId: 2, duration: 20, content: 'Zeta', rpReference: 1 },
  });
  const participant = people.participant ?? (await newUser(request, ['participant'], 'Ana'));
  const [first, ...rest] = participant.name.split(' ');
  await uploadParticipants(request, admin, { clientId: client.id, courseId: course.id }, [
    `${first},${rest.join(' ')},${participant.email},Mira Kato,mira-${tag}@example.com,Norte,Porto,Centro,America/Toronto,Agente`,
  ]);
  const shift = await apiCall<{ id: number }>(request, 'post', `/courses/${course.id}/roleplay_shifts`, admin, {
    roleplayShift: {
      startTime: start.toISOString(),
      sessions: 1,
      extensions: 1,
      cohortName: 'A',
      ...(people.coach ? { coachId: people.coach.id } : {}),
      ...(people.sc ? { shiftCoordinatorId: people.sc.id } : {}),
    },
  });
  // A phone room of its own: the shift page names its kind (a participant's header too).
  const room = await apiCall<{ id: number }>(request, 'post', '/rooms', admin, {
    room: { name: `Sala ${tag}`, roomType: 'phone', localNumber: '416 555 0100' },
  });
  await apiCall(request, 'patch', `/roleplay_shifts/${shift.id}`, admin, { roleplayShift: { roomId: room.id } });
  const rp = people.rp ?? (await newUser(request, ['rp'], 'Rui'));
  await acceptedPlace(request, admin, shift.id, rp);
  const day = await apiCall<{ scenarios: Array<{ id: number }> }>(request, 'get', `/roleplay_shifts/${shift.id}/calls`, admin);
  const call = await apiCall<{ id: number }>(request, 'post', '/calls', admin, { call: { eventId: shift.id, blockNumber: 0 } });
  await apiCall(request, 'post', '/call_slots', admin, {
    callSlot: { callId: call.id, scenarioComponentId: day.scenarios[0]?.id, userId: rp.id },
  });
  await apiCall(request, 'post', '/participant_slots', admin, { participantSlot: { callId: call.id, userId: participant.id } });
  return { id: shift.id, courseName };
}

test('a participant in French and in Spanish: their day, their session and their own page', async ({ page, request }) => {
  const participant = await newUser(request, ['participant'], 'Lea');
  // Today at 9:00: a participant reads their session on its day only.
  const shift = await shiftOfItsOwn(request, { participant }, todayAtNine());
  await walk(
    page,
    request,
    'participant',
    participant,
    ['fr-CA', 'es-ES'],
    [
      {
        name: 'dashboard',
        path: '/',
        check: async (page, T) => {
          await expect(page.getByRole('heading', { level: 1, name: T.dashboard })).toBeVisible();
          await expect(page.getByRole('button', { name: T.today })).toBeVisible();
          await expect(page.getByRole('button', { name: T.previousMonth })).toBeVisible();
          await expect(page.getByText(T.yourSessions)).toBeVisible();
        },
      },
      {
        name: 'session',
        path: `/roleplayShifts/${shift.id}`,
        check: async (page, T) => {
          await expect(page.getByRole('heading', { level: 1, name: shift.courseName })).toBeVisible();
          await expect(page.getByTestId('my-call')).toContainText(T.yourCall);
          await expect(page.getByText(T.roleplaySession)).toBeVisible();
        },
      },
      {
        name: 'profile',
        path: `/users/${participant.id}`,
        check: async (page, T) => {
          await expect(page.getByRole('heading', { level: 1, name: participant.name })).toBeVisible();
          await expect(page.getByRole('tab', { name: T.me })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('button', { name: T.save }).first()).toBeVisible();
          await expect(page.getByRole('heading', { name: T.courseHistory })).toBeVisible();
        },
      },
    ],
  );
});

test('a role-player in Portuguese and in Spanish: My shifts, the dashboard, their shift and their own page', async ({
  page,
  request,
}) => {
  const rp = await newUser(request, ['rp'], 'Rita');
  const shift = await shiftOfItsOwn(request, { rp });
  await walk(page, request, 'rp', rp, ['pt-PT', 'es-ES'], staffScreens(rp, shift, { manager: false, onShift: true }));
});

test('a coach in Portuguese and in Spanish: My shifts, the dashboard, the shift they coach and their own page', async ({
  page,
  request,
}) => {
  const coach = await newUser(request, ['coach'], 'Caio');
  const shift = await shiftOfItsOwn(request, { coach });
  await walk(page, request, 'coach', coach, ['pt-PT', 'es-ES'], staffScreens(coach, shift, { manager: false, onShift: true }));
});

test('an admin in French and in Spanish: My shifts, the dashboard, a shift, Courses, People and their own page', async ({
  page,
  request,
}) => {
  const admin = await newUser(request, ['admin'], 'Ada');
  const shift = await shiftOfItsOwn(request, {});
  await walk(
    page,
    request,
    'admin',
    admin,
    ['fr-CA', 'es-ES'],
    [...staffScreens(admin, shift, { manager: true, onShift: false }), ...managerScreens(admin, shift.courseName)],
  );
});

test('a coordinator in French and in Portuguese: My shifts, the dashboard, their shift, Courses, People and their own page', async ({
  page,
  request,
}) => {
  const sc = await newUser(request, ['sc'], 'Saul');
  const shift = await shiftOfItsOwn(request, { sc });
  await walk(
    page,
    request,
    'sc',
    sc,
    ['fr-CA', 'pt-PT'],
    [...staffScreens(sc, shift, { manager: true, onShift: true }), ...managerScreens(sc, shift.courseName)],
  );
});
