import { COURSE_LANGUAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_TEMPLATE_NAMES, type MailTemplateData, type MailTemplateName, renderMail } from './templates';

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
    const samples: { [N in MailTemplateName]: MailTemplateData[N] } = {
      'password-reset': { name: broken, link },
      'course-invitation': { name: broken, courseName: broken, clientName: broken, link },
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
