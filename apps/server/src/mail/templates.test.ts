import { COURSE_LANGUAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_TEMPLATE_NAMES, renderMail } from './templates';

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
    for (const name of MAIL_TEMPLATE_NAMES) {
      for (const language of COURSE_LANGUAGES) {
        const mail = renderMail(name, language, { name: 'Line\r\nBreak', link });
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html.startsWith('<!doctype html>')).toBe(true);
      }
    }
  });
});
