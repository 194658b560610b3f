import { COURSE_LANGUAGES } from '@app/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  MAIL_CATALOGUES,
  MAIL_TEMPLATE_NAMES,
  type MailTemplateData,
  type MailTemplateName,
  renderMail,
} from './templates';

const link = 'https://office.example/login?token=abc&redirect=%2Fprofile';

describe('mail templates', () => {
  it('renders the password reset e-mail in English with the link in both parts', () => {
    const mail = renderMail('password-reset', 'en-CA', { name: 'Ana Silva', link });
    expect(mail.language).toBe('en-CA');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Ana Silva,');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="en-CA">');
    expect(mail.html).toContain('Hello Ana Silva,');
    // The & of the address is escaped inside the attribute.
    expect(mail.html).toContain('href="https://office.example/login?token=abc&amp;redirect=%2Fprofile"');
  });

  it('has its own text in each course language', () => {
    const subjects = COURSE_LANGUAGES.map((language) => {
      const mail = renderMail('password-reset', language, { name: 'Zoé', link });
      expect(mail.language).toBe(language);
      expect(mail.text).toContain('Zoé');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`lang="${language}"`);
      return mail.subject;
    });
    expect(new Set(subjects).size).toBe(COURSE_LANGUAGES.length);
    expect(renderMail('password-reset', 'fr-CA', { name: 'Zoé', link }).text).toContain('Bonjour Zoé,');
    expect(renderMail('password-reset', 'pt-PT', { name: 'Zoé', link }).subject).toContain('palavra-passe');
    expect(renderMail('password-reset', 'es-ES', { name: 'Zoé', link }).subject).toContain('contraseña');
  });

  it('falls back to en-CA for an unknown, missing or differently spelled language', () => {
    const english = renderMail('password-reset', 'en-CA', { name: 'Sam', link });
    for (const language of ['de-DE', 'fr', '', null, undefined, 'EN-ca']) {
      const mail = renderMail('password-reset', language, { name: 'Sam', link });
      expect(mail.language).toBe('en-CA');
      expect(mail).toEqual(english);
    }
  });

  it('HTML-escapes every value and keeps the text part as typed', () => {
    const name = `<script>alert("x")</script> & O'Brien`;
    const mail = renderMail('password-reset', 'en-CA', { name, link });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Brien');
    expect(mail.text).toContain(`Hello ${name},`);
  });

  it('refuses a link that is not a web address', () => {
    expect(() => renderMail('password-reset', 'en-CA', { name: 'Sam', link: 'javascript:alert(1)' })).toThrow(/http/);
    const quoted = renderMail('password-reset', 'en-CA', { name: 'Sam', link: 'https://x.example/"><b>hi' });
    expect(quoted.html).toContain('href="https://x.example/&quot;&gt;&lt;b&gt;hi"');
    expect(quoted.html).not.toContain('"><b>');
  });

  it('keeps values from breaking the subject line', () => {
    expect(escapeHtml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&#39;');
    const broken = 'Line\r\nBreak';
    const shiftSample = {
      shiftType: broken,
      courseName: broken,
      clientName: broken,
      date: broken,
      time: broken,
      timeZone: broken,
    };
    const session = {
      name: broken,
      courseName: broken,
      clientName: broken,
      date: broken,
      time: broken,
      timeZone: broken,
      roomName: broken,
      localNumber: broken,
      tollFreeNumber: broken,
      joinUrl: broken,
    };
    const { tollFreeNumber: _tollFree, joinUrl: _joinUrl, ...schedule } = session;
    const samples: { [N in MailTemplateName]: MailTemplateData[N] } = {
      'password-reset': { name: broken, link },
      'sign-in-link': { name: broken, link, hours: 72 },
      'shift-invitation': { ...shiftSample, name: broken, link },
      'shift-invite-removed': { ...shiftSample, name: broken, link },
      'shift-invite-accepted': { ...shiftSample, name: broken, personName: broken, link },
      'shift-invite-declined': { ...shiftSample, name: broken, personName: broken, link },
      'shift-invite-answer-by': { ...shiftSample, name: broken, link, answerByDate: broken, answerByTime: broken },
      'shift-invite-expired': { ...shiftSample, name: broken, link },
      'shift-invite-expired-coordinator': { ...shiftSample, name: broken, personName: broken, link },
      'backfill-offer': { ...shiftSample, name: broken, placeName: broken, link },
      'shift-swap-offer': { ...shiftSample, name: broken, giverName: broken, link },
      'shift-swap-direct': { ...shiftSample, name: broken, giverName: broken, link },
      'shift-swap-withdrawn': { ...shiftSample, name: broken, giverName: broken, link },
      'shift-swap-taken': { ...shiftSample, name: broken, takerName: broken, link },
      'shift-swap-confirmed': { ...shiftSample, name: broken, giverName: broken, link },
      'shift-coverage-request': {
        ...shiftSample,
        name: broken,
        requesterName: broken,
        requesterEmail: broken,
        requestSubject: broken,
        requestDetails: broken,
        link,
      },
      'course-invitation': { name: broken, courseName: broken, clientName: broken, link },
      'shift-cancelled': { name: broken, courseName: broken, clientName: broken, date: broken, time: broken, timeZone: broken },
      'shift-rescheduled': {
        name: broken,
        courseName: broken,
        clientName: broken,
        previousDate: broken,
        previousTime: broken,
        date: broken,
        time: broken,
        timeZone: broken,
        link,
      },
      'participant-schedule': { ...schedule, meetingUrl: broken },
      'action-plan': {
        name: broken,
        audience: 'manager',
        participantName: broken,
        courseName: broken,
        clientName: broken,
        date: broken,
        items: broken,
        customActionPlan: broken,
      },
      'session-invitation': session,
      'session-invitation-updated': session,
      'session-invitation-cancelled': session,
      'session-reminder': { ...session, customText: broken },
      'session-starting-soon': session,
      'regapp-sign-in-link': { name: broken, courseName: broken, link, hours: 72 },
      'regapp-confirmation': { ...session, kind: 'moved', link, welcomeText: broken },
      'regapp-offer': { ...session, link, until: broken },
    };
    for (const name of MAIL_TEMPLATE_NAMES) {
      for (const language of COURSE_LANGUAGES) {
        const mail = renderMail(name, language, samples[name] as never);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html.startsWith('<!doctype html>')).toBe(true);
      }
    }
  });
});

describe('course invitation template', () => {
  const registration = 'https://regapp.example/register/Ab3dEf9hJk';
  const base = { name: 'Ana Silva', courseName: 'Handling Objections', clientName: 'Acme Bank', link: registration };

  it('invites the participant to register with the course, the client and the link', () => {
    const mail = renderMail('course-invitation', 'en-CA', base);
    expect(mail.language).toBe('en-CA');
    expect(mail.subject).toBe('Your invitation to register: Handling Objections');
    expect(mail.text).toContain('Hello Ana Silva,');
    expect(mail.text).toContain('Acme Bank');
    expect(mail.text).toContain('Handling Objections');
    expect(mail.text).toContain(registration);
    expect(mail.html).toContain(`href="${registration}"`);
  });

  it('leaves out the welcome text and the project manager paragraph when they are not given', () => {
    const plain = renderMail('course-invitation', 'en-CA', base);
    expect(plain.text).not.toContain('project manager');
    const blank = renderMail('course-invitation', 'en-CA', { ...base, welcomeText: '   ', managerName: 'Pat Lee' });
    // A blank welcome text adds nothing; a manager name without an e-mail address is not shown.
    expect(blank).toEqual(plain);
    const full = renderMail('course-invitation', 'en-CA', {
      ...base,
      welcomeText: 'Welcome aboard!\nBring a headset.',
      managerName: 'Pat Lee',
      managerEmail: 'pat.lee@office.example',
    });
    expect(full.text).toContain('Welcome aboard!\nBring a headset.');
    expect(full.html).toContain('<p>Welcome aboard!<br>Bring a headset.</p>');
    expect(full.text).toContain('Pat Lee, at pat.lee@office.example');
  });

  it('has its own words in each of the four course languages', () => {
    const data = { ...base, welcomeText: 'Bienvenue', managerName: 'Pat Lee', managerEmail: 'pat@office.example' };
    const rendered = COURSE_LANGUAGES.map((language) => renderMail('course-invitation', language, data));
    for (const [i, mail] of rendered.entries()) {
      expect(mail.language).toBe(COURSE_LANGUAGES[i]);
      expect(mail.html).toContain(`lang="${COURSE_LANGUAGES[i]}"`);
      expect(mail.subject).toContain('Handling Objections');
      for (const value of ['Ana Silva', 'Acme Bank', registration, 'Bienvenue', 'pat@office.example']) {
        expect(mail.text).toContain(value);
      }
    }
    expect(new Set(rendered.map((m) => m.subject)).size).toBe(4);
    expect(new Set(rendered.map((m) => m.text)).size).toBe(4);
    expect(rendered[1]?.text).toContain('Bonjour Ana Silva,');
    expect(rendered[2]?.text).toContain('Olá Ana Silva,');
    expect(rendered[3]?.text).toContain('Hola, Ana Silva:');
  });

  it('shows every value, the custom welcome text included, as text and never as markup', () => {
    const evil = '<img src=x onerror="alert(1)"> & {name}';
    const mail = renderMail('course-invitation', 'fr-CA', {
      name: evil,
      courseName: evil,
      clientName: evil,
      link: registration,
      welcomeText: `<script>steal()</script>\n${evil}`,
      managerName: evil,
      managerEmail: '"pm"@office.example',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; {name}');
    expect(mail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;<br>');
    expect(mail.html).toContain('&quot;pm&quot;@office.example');
    // Placeholders typed by a person are not filled in again.
    expect(mail.text).toContain(`Bonjour ${evil},`);
    expect(mail.text).toContain('<script>steal()</script>');
    expect(mail.subject).toContain(evil);
  });

  it('refuses a registration link that is not a web address', () => {
    expect(() => renderMail('course-invitation', 'en-CA', { ...base, link: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

describe('shift cancelled and rescheduled templates', () => {
  const when = { date: 'Fri Mar 6 2026', time: '10:00–13:00', timeZone: 'America/Toronto' };
  const base = { name: 'Ana Silva', courseName: 'Handling Objections', clientName: 'Acme Bank', ...when };

  it('tells of a cancellation with the course, the client, the date and the time in each language', () => {
    const rendered = COURSE_LANGUAGES.map((language) => renderMail('shift-cancelled', language, base));
    for (const [i, mail] of rendered.entries()) {
      expect(mail.language).toBe(COURSE_LANGUAGES[i]);
      expect(mail.subject).toContain('Handling Objections');
      for (const value of ['Ana Silva', 'Acme Bank', 'Handling Objections', when.date, when.time, when.timeZone]) {
        expect(mail.text).toContain(value);
      }
    }
    expect(rendered[0]?.subject).toBe('Shift cancelled: Handling Objections on Fri Mar 6 2026');
    expect(new Set(rendered.map((m) => m.text)).size).toBe(4);
  });

  it('tells of a new time with the old one and a link to the shift, in each language', () => {
    const link = 'https://office.example/login?token=t&redirect=%2FroleplayShifts%2F7';
    const data = { ...base, previousDate: 'Thu Mar 5 2026', previousTime: '9:00–12:00', link };
    const rendered = COURSE_LANGUAGES.map((language) => renderMail('shift-rescheduled', language, data));
    for (const mail of rendered) {
      for (const value of [data.previousDate, data.previousTime, when.date, when.time, 'Acme Bank', link]) {
        expect(mail.text).toContain(value);
      }
      expect(mail.html).toContain('href="https://office.example/login?token=t&amp;redirect=%2FroleplayShifts%2F7"');
    }
    expect(new Set(rendered.map((m) => m.subject)).size).toBe(4);
    expect(() => renderMail('shift-rescheduled', 'en-CA', { ...data, link: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('shows a course name typed with markup as text', () => {
    const mail = renderMail('shift-cancelled', 'fr-CA', { ...base, courseName: '<b>Bold</b> & co' });
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Bold');
  });
});

describe('invite and swap templates', () => {
  const signIn = 'https://office.example/login?token=t0k&redirect=%2FroleplayShifts%2F42';
  const shift = {
    shiftType: 'role-play',
    courseName: 'Handling Objections',
    clientName: 'Acme Bank',
    date: 'Tue Mar 3 2026',
    time: '10:00–13:00',
    timeZone: 'America/Toronto',
  };
  const samples = {
    'shift-invitation': { ...shift, name: 'Ana Silva', link: signIn },
    'shift-invite-removed': { ...shift, name: 'Ana Silva', link: signIn },
    'shift-invite-accepted': { ...shift, name: 'Ana Silva', personName: 'Bo Chen', link: signIn },
    'shift-invite-declined': { ...shift, name: 'Ana Silva', personName: 'Bo Chen', link: signIn },
    'shift-swap-offer': { ...shift, name: 'Ana Silva', giverName: 'Bo Chen', link: signIn },
    'shift-swap-direct': { ...shift, name: 'Ana Silva', giverName: 'Bo Chen', link: signIn },
    'shift-swap-withdrawn': { ...shift, name: 'Ana Silva', giverName: 'Bo Chen', link: signIn },
    'shift-swap-taken': { ...shift, name: 'Ana Silva', takerName: 'Bo Chen', link: signIn },
    'shift-swap-confirmed': { ...shift, name: 'Ana Silva', giverName: 'Bo Chen', link: signIn },
    'shift-coverage-request': {
      ...shift,
      name: 'Ana Silva',
      requesterName: 'Bo Chen',
      requesterEmail: 'bo.chen@office.example',
      requestSubject: 'Shift Coverage Request',
      requestDetails: 'I need someone for the last two call blocks.',
      link: signIn,
    },
  } satisfies Partial<{ [N in MailTemplateName]: MailTemplateData[N] }>;
  const names = Object.keys(samples) as Array<keyof typeof samples>;

  it.each(names)('%s has the shift, the people and the sign-in link in all four languages', (name) => {
    const data = samples[name];
    const rendered = COURSE_LANGUAGES.map((language) => renderMail(name, language, data as never));
    for (const [i, mail] of rendered.entries()) {
      expect(mail.language).toBe(COURSE_LANGUAGES[i]);
      expect(mail.subject).toContain('Handling Objections');
      for (const value of Object.values(data)) expect(`${mail.subject}\n${mail.text}`).toContain(value);
      expect(mail.html).toContain('href="https://office.example/login?token=t0k&amp;redirect=%2FroleplayShifts%2F42"');
    }
    // The coverage request's subject is the one its author typed, in every language.
    if (name !== 'shift-coverage-request') expect(new Set(rendered.map((m) => m.subject)).size).toBe(4);
    expect(new Set(rendered.map((m) => m.text)).size).toBe(4);
  });

  it('shows the cohort only when the shift has one', () => {
    const without = renderMail('shift-invitation', 'en-CA', samples['shift-invitation']);
    expect(without.text).not.toContain('Cohort');
    const withCohort = renderMail('shift-invitation', 'fr-CA', { ...samples['shift-invitation'], cohortName: 'Spring A' });
    expect(withCohort.text).toContain('Cohorte : Spring A');
    expect(without.text).toContain('Date: Tue Mar 3 2026\nTime: 10:00–13:00 (America/Toronto)');
  });

  it('keeps a request typed by a person as text', () => {
    const mail = renderMail('shift-coverage-request', 'es-ES', {
      ...samples['shift-coverage-request'],
      requestSubject: 'Help <b>now</b>',
      requestDetails: '<script>x()</script>\n{name}',
    });
    expect(mail.subject).toBe('Help <b>now</b>: Handling Objections, Tue Mar 3 2026');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x()&lt;/script&gt;<br>{name}');
    expect(mail.text).toContain('Hola, Ana Silva:');
    const badLink = { ...samples['shift-swap-offer'], link: 'data:text/html,x' };
    expect(() => renderMail('shift-swap-offer', 'en-CA', badLink)).toThrow(/http/);
  });
});

/** The names of the values an ICU message uses, plural and select arguments included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // In the parser's element tree, argument elements (plain, number, date, time, select, plural)
  // carry their name in `value`; literals (type 0) carry text, `#` (7) and tags (8) no name.
  type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en-CA', undefined, { ignoreTag: true }).getAst() as Element[]);
  return [...names].sort();
}

describe('mail catalogues', () => {
  const english = MAIL_CATALOGUES['en-CA'];
  const sections = ['common', ...MAIL_TEMPLATE_NAMES] as const;

  it('has every template in every language, with the messages of en-CA and their placeholders', () => {
    for (const language of COURSE_LANGUAGES) {
      const catalogue = MAIL_CATALOGUES[language];
      expect(Object.keys(catalogue).sort(), language).toEqual([...sections].sort());
      for (const section of sections) {
        const theirs: Record<string, string> = catalogue[section];
        const ours: Record<string, string> = english[section];
        expect(Object.keys(theirs).sort(), `${language} ${section}`).toEqual(Object.keys(ours).sort());
        for (const [key, message] of Object.entries(ours)) {
          const translated = theirs[key] ?? '';
          expect(translated.trim(), `${language} ${section}.${key} is empty`).not.toBe('');
          expect(placeholders(translated), `${language} ${section}.${key}`).toEqual(placeholders(message));
        }
      }
    }
  });

  it('finds a placeholder that a translation lost or renamed', () => {
    expect(placeholders('Hello {name}, {count, plural, one {# shift} other {# shifts in {place}}}')).toEqual([
      'count',
      'name',
      'place',
    ]);
    expect(placeholders('Hello {nom}')).not.toEqual(placeholders('Hello {name}'));
  });

  it('says one hour or several with the plural of each language', () => {
    const one = renderMail('sign-in-link', 'en-CA', { name: 'Sam', link, hours: 1 });
    expect(one.text).toContain('expires in 1 hour.');
    expect(renderMail('sign-in-link', 'en-CA', { name: 'Sam', link, hours: 72 }).text).toContain('expires in 72 hours.');
    expect(renderMail('sign-in-link', 'fr-CA', { name: 'Sam', link, hours: 1 }).text).toContain('expire dans 1 heure.');
    expect(renderMail('sign-in-link', 'pt-PT', { name: 'Sam', link, hours: 2 }).text).toContain('dentro de 2 horas.');
    expect(renderMail('sign-in-link', 'es-ES', { name: 'Sam', link, hours: 1 }).text).toContain('caduca en 1 hora.');
  });

  it('shows a value that looks like markup or a placeholder as text in every language', () => {
    for (const language of COURSE_LANGUAGES) {
      const mail = renderMail('password-reset', language, { name: '<Me> {link}', link });
      expect(mail.html).toContain('&lt;Me&gt; {link}');
      expect(mail.html).not.toContain('<Me>');
      expect(mail.text).toContain('<Me> {link}');
    }
  });

  it('refuses to render a message whose value is missing', () => {
    expect(() => renderMail('password-reset', 'en-CA', { link } as never)).toThrow(/password-reset/);
  });
});

describe('participant schedule template', () => {
  const base = {
    name: 'Ana Silva',
    courseName: 'Handling Objections',
    clientName: 'Acme Bank',
    date: 'Mon Mar 2 2026',
    time: '9:00–11:00',
    timeZone: 'America/Toronto',
    roomName: 'Blue Room',
  };

  it('gives the dial-in numbers of a phone room and leaves out the link it has not', () => {
    const mail = renderMail('participant-schedule', 'en-CA', {
      ...base,
      localNumber: '416-555-0101',
      tollFreeNumber: '1-800-555-0199',
    });
    expect(mail.subject).toBe('Your session: Handling Objections on Mon Mar 2 2026');
    expect(mail.text).toContain('Room: Blue Room');
    expect(mail.text).toContain('Dial-in number: 416-555-0101');
    expect(mail.text).toContain('Toll-free number: 1-800-555-0199');
    expect(mail.text).not.toContain('Meeting link');
  });

  it('gives the meeting link of an online room, in the course language', () => {
    const mail = renderMail('participant-schedule', 'fr-CA', { ...base, meetingUrl: 'https://meet.example/abc' });
    expect(mail.text).toContain('Lien de la réunion : https://meet.example/abc');
    expect(mail.text).not.toContain('Numéro à composer');
  });
});
