import type { CourseLanguage } from '@app/shared/constants';

/**
 * The registration app's texts of its frame and its e-mail page, one catalogue per course language
 * (the languages the e-mails use): the first download carries these only; the signed-in course
 * page's own texts are in course-texts.ts, in its chunk. `{name}` fills in a value (see `fill`).
 * Every language has the keys of en-CA (the type holds them together); refusals from the server
 * are shown with the server's own text.
 */
const enCA = {
  pageTitle: 'Book your practice call',
  signInIntro:
    'Enter the e-mail address your training provider has for you. We will send you a link to sign in: no password needed.',
  emailLabel: 'E-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  sendLink: 'E-mail me a sign-in link',
  sending: 'Sending…',
  sendFailed: 'The link could not be sent. Try again in a moment.',
  checkEmailTitle: 'Check your e-mail',
  checkEmailBody:
    'If {email} is registered for this course, a sign-in link is on its way. Open it on this device to choose your time. The link works once.',
  useAnotherEmail: 'Use another address',
  signingIn: 'Signing you in…',
  linkFailed: 'This sign-in link has expired or was already used. Enter your e-mail address to get a new one.',
  missingKey: 'This registration link is incomplete. Use the link your training provider sent you.',
  loading: 'Loading…',
};

export type FirstTexts = typeof enCA;

const frCA: FirstTexts = {
  pageTitle: 'Réservez votre appel de pratique',
  signInIntro:
    "Entrez l'adresse courriel que votre formateur a pour vous. Nous vous enverrons un lien de connexion : aucun mot de passe n'est nécessaire.",
  emailLabel: 'Adresse courriel',
  emailInvalid: 'Entrez une adresse courriel valide',
  sendLink: 'Recevoir un lien de connexion',
  sending: 'Envoi en cours…',
  sendFailed: "Le lien n'a pas pu être envoyé. Réessayez dans un instant.",
  checkEmailTitle: 'Consultez vos courriels',
  checkEmailBody:
    "Si l'adresse {email} est inscrite à cette formation, un lien de connexion est en route. Ouvrez-le sur cet appareil pour choisir votre heure. Le lien ne fonctionne qu'une fois.",
  useAnotherEmail: 'Utiliser une autre adresse',
  signingIn: 'Connexion en cours…',
  linkFailed: 'Ce lien de connexion est expiré ou a déjà servi. Entrez votre adresse courriel pour en recevoir un nouveau.',
  missingKey: "Ce lien d'inscription est incomplet. Utilisez le lien que votre formateur vous a envoyé.",
  loading: 'Chargement…',
};

const ptPT: FirstTexts = {
  pageTitle: 'Marque a sua chamada de prática',
  signInIntro:
    'Introduza o endereço de e-mail que o seu formador tem registado. Enviaremos uma ligação para entrar: não precisa de palavra-passe.',
  emailLabel: 'Endereço de e-mail',
  emailInvalid: 'Introduza um endereço de e-mail válido',
  sendLink: 'Enviar-me uma ligação de entrada',
  sending: 'A enviar…',
  sendFailed: 'Não foi possível enviar a ligação. Tente novamente daqui a pouco.',
  checkEmailTitle: 'Consulte o seu e-mail',
  checkEmailBody:
    'Se o endereço {email} estiver inscrito neste curso, vai receber uma ligação de entrada. Abra-a neste dispositivo para escolher a sua hora. A ligação funciona uma única vez.',
  useAnotherEmail: 'Usar outro endereço',
  signingIn: 'A entrar…',
  linkFailed: 'Esta ligação de entrada expirou ou já foi usada. Introduza o seu e-mail para receber uma nova.',
  missingKey: 'Esta ligação de inscrição está incompleta. Use a ligação que o seu formador lhe enviou.',
  loading: 'A carregar…',
};

const esES: FirstTexts = {
  pageTitle: 'Reserve su llamada de práctica',
  signInIntro:
    'Introduzca la dirección de correo electrónico que tiene su formador. Le enviaremos un enlace para entrar: no necesita contraseña.',
  emailLabel: 'Correo electrónico',
  emailInvalid: 'Introduzca un correo electrónico válido',
  sendLink: 'Enviarme un enlace de acceso',
  sending: 'Enviando…',
  sendFailed: 'No se ha podido enviar el enlace. Inténtelo de nuevo en un momento.',
  checkEmailTitle: 'Revise su correo',
  checkEmailBody:
    'Si la dirección {email} está inscrita en este curso, recibirá un enlace de acceso. Ábralo en este dispositivo para elegir su hora. El enlace solo funciona una vez.',
  useAnotherEmail: 'Usar otra dirección',
  signingIn: 'Entrando…',
  linkFailed: 'Este enlace de acceso ha caducado o ya se ha usado. Introduzca su correo para recibir uno nuevo.',
  missingKey: 'Este enlace de inscripción está incompleto. Use el enlace que le envió su formador.',
  loading: 'Cargando…',
};

export const TEXTS: Record<CourseLanguage, FirstTexts> = { 'en-CA': enCA, 'fr-CA': frCA, 'pt-PT': ptPT, 'es-ES': esES };

/** Puts values in a text's `{name}` places. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
