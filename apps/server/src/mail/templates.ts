import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared';

/**
 * The data each e-mail template needs. To add a template: add its entry here and its texts in
 * TEMPLATES below (en-CA is required, the other course languages fall back to it).
 */
export interface MailTemplateData {
  'password-reset': { name: string; link: string };
  /**
   * A course participant's invitation to register in the registration app. `welcomeText` is the
   * course's custom welcome text; the manager fields are the project manager's contact, shown only
   * when both are given.
   */
  'course-invitation': {
    name: string;
    courseName: string;
    clientName: string;
    link: string;
    welcomeText?: string | undefined;
    managerName?: string | undefined;
    managerEmail?: string | undefined;
  };
}
export type MailTemplateName = keyof MailTemplateData;

/** A template value: everything is shown as text, never as markup. */
type Value = string | number | undefined;

/**
 * One block of a message body: a paragraph whose `{key}` placeholders are filled from the data,
 * a call to action whose address is the data value named by `href`, or a paragraph shown only
 * when every data value named in `when` is present and not blank.
 */
type Block<K extends string> = string | { action: string; href: K } | { paragraph: string; when: K[] };

interface LocalizedMail<K extends string> {
  subject: string;
  blocks: Block<K>[];
}

type Template<D> = { 'en-CA': LocalizedMail<keyof D & string> } & Partial<
  Record<Exclude<CourseLanguage, 'en-CA'>, LocalizedMail<keyof D & string>>
>;

const TEMPLATES: { [N in MailTemplateName]: Template<MailTemplateData[N]> } = {
  'password-reset': {
    'en-CA': {
      subject: 'Reset your password',
      blocks: [
        'Hello {name},',
        'We received a request to reset the password of your account. Open the link below to choose a new password.',
        { action: 'Choose a new password', href: 'link' },
        'For your security the link works only once and expires after a while. If you did not ask for a new password, you can ignore this message: your current password still works.',
      ],
    },
    'fr-CA': {
      subject: 'Réinitialisation de votre mot de passe',
      blocks: [
        'Bonjour {name},',
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe.',
        { action: 'Choisir un nouveau mot de passe', href: 'link' },
        "Par mesure de sécurité, ce lien ne fonctionne qu'une seule fois et expire après un certain temps. Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe actuel reste valide.",
      ],
    },
    'pt-PT': {
      subject: 'Redefinição da sua palavra-passe',
      blocks: [
        'Olá {name},',
        'Recebemos um pedido para redefinir a palavra-passe da sua conta. Abra a ligação abaixo para escolher uma nova palavra-passe.',
        { action: 'Escolher uma nova palavra-passe', href: 'link' },
        'Por motivos de segurança, a ligação só pode ser usada uma vez e expira ao fim de algum tempo. Se não fez este pedido, pode ignorar esta mensagem: a sua palavra-passe atual continua válida.',
      ],
    },
    'es-ES': {
      subject: 'Restablecimiento de su contraseña',
      blocks: [
        'Hola, {name}:',
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Abra el enlace que aparece a continuación para elegir una contraseña nueva.',
        { action: 'Elegir una contraseña nueva', href: 'link' },
        'Por seguridad, el enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si no ha solicitado este cambio, puede ignorar este mensaje: su contraseña actual sigue siendo válida.',
      ],
    },
  },
  'course-invitation': {
    'en-CA': {
      subject: 'Your invitation to register: {courseName}',
      blocks: [
        'Hello {name},',
        '{clientName} has enrolled you in the course {courseName}. Please register and choose the session that suits you in the registration app.',
        { paragraph: '{welcomeText}', when: ['welcomeText'] },
        { action: 'Register now', href: 'link' },
        {
          paragraph:
            'If you have any questions about this course, please contact your project manager, {managerName}, at {managerEmail}.',
          when: ['managerName', 'managerEmail'],
        },
        'We look forward to seeing you.',
      ],
    },
    'fr-CA': {
      subject: 'Votre invitation à vous inscrire : {courseName}',
      blocks: [
        'Bonjour {name},',
        "{clientName} vous a inscrit(e) à la formation {courseName}. Veuillez vous inscrire et choisir la séance qui vous convient dans l'application d'inscription.",
        { paragraph: '{welcomeText}', when: ['welcomeText'] },
        { action: "M'inscrire maintenant", href: 'link' },
        {
          paragraph:
            'Pour toute question sur cette formation, communiquez avec votre chargé(e) de projet, {managerName}, à {managerEmail}.',
          when: ['managerName', 'managerEmail'],
        },
        'Au plaisir de vous accueillir.',
      ],
    },
    'pt-PT': {
      subject: 'O seu convite para se inscrever: {courseName}',
      blocks: [
        'Olá {name},',
        '{clientName} inscreveu-o no curso {courseName}. Registe-se e escolha a sessão que lhe for mais conveniente na aplicação de inscrição.',
        { paragraph: '{welcomeText}', when: ['welcomeText'] },
        { action: 'Inscrever-me agora', href: 'link' },
        {
          paragraph:
            'Se tiver alguma dúvida sobre este curso, contacte o seu gestor de projeto, {managerName}, através de {managerEmail}.',
          when: ['managerName', 'managerEmail'],
        },
        'Contamos consigo.',
      ],
    },
    'es-ES': {
      subject: 'Su invitación para inscribirse: {courseName}',
      blocks: [
        'Hola, {name}:',
        '{clientName} le ha inscrito en el curso {courseName}. Regístrese y elija la sesión que mejor le convenga en la aplicación de inscripción.',
        { paragraph: '{welcomeText}', when: ['welcomeText'] },
        { action: 'Inscribirme ahora', href: 'link' },
        {
          paragraph:
            'Si tiene alguna pregunta sobre este curso, póngase en contacto con su jefe de proyecto, {managerName}, en {managerEmail}.',
          when: ['managerName', 'managerEmail'],
        },
        'Le esperamos.',
      ],
    },
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The language actually used (en-CA when the one asked for has no text). */
  language: CourseLanguage;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes any text safe to place in HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function isCourseLanguage(language: string | null | undefined): language is CourseLanguage {
  return (COURSE_LANGUAGES as readonly string[]).includes(language ?? '');
}

/** A value worth showing: given, and not only white space. */
function present(value: Value): boolean {
  return value !== undefined && String(value).trim() !== '';
}

function fill(text: string, data: Record<string, Value>, template: string): string {
  return text.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = data[key];
    if (value === undefined) throw new Error(`mail template ${template}: no value for {${key}}`);
    return String(value);
  });
}

function linkOf(data: Record<string, Value>, key: string, template: string): string {
  const href = String(data[key] ?? '');
  // Only web addresses become links: a javascript: or data: value never reaches a mail client.
  if (!/^https?:\/\//i.test(href)) throw new Error(`mail template ${template}: ${key} must be an http(s) address`);
  return href;
}

/**
 * Renders an e-mail from a template in a course language (unknown or missing languages fall
 * back to en-CA). Every value is shown as text: HTML-escaped in the HTML part, and without line
 * breaks in the subject.
 */
export function renderMail<N extends MailTemplateName>(
  name: N,
  language: string | null | undefined,
  data: MailTemplateData[N],
): RenderedMail {
  const template: Template<MailTemplateData[N]> = TEMPLATES[name];
  const wanted: CourseLanguage = isCourseLanguage(language) ? language : 'en-CA';
  const localized = template[wanted];
  const used: CourseLanguage = localized ? wanted : 'en-CA';
  const mail = localized ?? template['en-CA'];
  const values = data as unknown as Record<string, Value>;

  const subject = fill(mail.subject, values, name)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const textParts: string[] = [];
  const htmlParts: string[] = [];
  for (const block of mail.blocks) {
    if (typeof block === 'object' && 'href' in block) {
      const href = linkOf(values, block.href, name);
      textParts.push(`${block.action}:\n${href}`);
      htmlParts.push(
        `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.action)}</a></p>`,
        `<p style="font-size:13px;color:#555555">${escapeHtml(href)}</p>`,
      );
      continue;
    }
    if (typeof block === 'object' && !block.when.every((key) => present(values[key]))) continue;
    const paragraph = fill(typeof block === 'string' ? block : block.paragraph, values, name);
    textParts.push(paragraph);
    htmlParts.push(`<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`);
  }

  const html = [
    '<!doctype html>',
    `<html lang="${used}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...htmlParts,
    '</body>',
    '</html>',
  ].join('\n');

  return { subject, text: `${textParts.join('\n\n')}\n`, html, language: used };
}

/** The names of every template, for tests and tooling. */
export const MAIL_TEMPLATE_NAMES = Object.keys(TEMPLATES) as MailTemplateName[];
