import { COURSE_LANGUAGES, type CourseLanguage } from '@app/shared';

/**
 * What every invite and swap e-mail says about its shift: the shift kind in the mail's language,
 * the course and client, the date and the time (HH:mm–HH:mm) in the business time zone, and the
 * cohort when the shift has one.
 */
export interface ShiftMailFields {
  shiftType: string;
  courseName: string;
  clientName: string;
  date: string;
  time: string;
  timeZone: string;
  cohortName?: string | undefined;
}

/**
 * The data each e-mail template needs. To add a template: add its entry here and its texts in
 * TEMPLATES below (en-CA is required, the other course languages fall back to it).
 */
export interface MailTemplateData {
  'password-reset': { name: string; link: string };
  /** The owner asked for a one-time sign-in link on the sign-in page; `hours`: how long it stays valid. */
  'sign-in-link': { name: string; link: string; hours: number };
  /** Invited to a shift (the shift fields are described at ShiftMailFields). */
  'shift-invitation': ShiftMailFields & { name: string; link: string };
  /** A manager removed the person's invitation to a shift; the link leads to their calendar. */
  'shift-invite-removed': ShiftMailFields & { name: string; link: string };
  /** To the shift's coordinator: `personName` accepted their invitation. */
  'shift-invite-accepted': ShiftMailFields & { name: string; personName: string; link: string };
  /** To the shift's coordinator: `personName` declined their invitation. */
  'shift-invite-declined': ShiftMailFields & { name: string; personName: string; link: string };
  /** To the qualified role-players: `giverName` offers the shift to whoever takes it first. */
  'shift-swap-offer': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the one person `giverName` offers the shift to (direct swap). */
  'shift-swap-direct': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the person of a direct swap: `giverName` took the offer back. */
  'shift-swap-withdrawn': ShiftMailFields & { name: string; giverName: string; link: string };
  /** To the giver of a swap: `takerName` took the shift. */
  'shift-swap-taken': ShiftMailFields & { name: string; takerName: string; link: string };
  /** To the taker of a swap: the shift of `giverName` is now theirs. */
  'shift-swap-confirmed': ShiftMailFields & { name: string; giverName: string; link: string };
  /** A partial swap request: the requester's subject and details, sent to possible helpers. */
  'shift-coverage-request': ShiftMailFields & {
    name: string;
    requesterName: string;
    requesterEmail: string;
    requestSubject: string;
    requestDetails: string;
    link: string;
  };
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
  /** A shift was cancelled: its date and time (HH:mm–HH:mm) as read in the business time zone. */
  'shift-cancelled': { name: string; courseName: string; clientName: string; date: string; time: string; timeZone: string };
  /** A shift moved: the old and the new date and time, and a link to the shift's page. */
  'shift-rescheduled': {
    name: string;
    courseName: string;
    clientName: string;
    previousDate: string;
    previousTime: string;
    date: string;
    time: string;
    timeZone: string;
    link: string;
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

/** The shift paragraphs of the invite and swap e-mails, per language. */
const SHIFT_DETAILS: Record<CourseLanguage, Block<'cohortName'>[]> = {
  'en-CA': [
    'Shift: {shiftType}, {courseName} ({clientName})\nDate: {date}\nTime: {time} ({timeZone})',
    { paragraph: 'Cohort: {cohortName}', when: ['cohortName'] },
  ],
  'fr-CA': [
    'Quart : {shiftType}, {courseName} ({clientName})\nDate : {date}\nHeure : {time} ({timeZone})',
    { paragraph: 'Cohorte : {cohortName}', when: ['cohortName'] },
  ],
  'pt-PT': [
    'Turno: {shiftType}, {courseName} ({clientName})\nData: {date}\nHora: {time} ({timeZone})',
    { paragraph: 'Grupo: {cohortName}', when: ['cohortName'] },
  ],
  'es-ES': [
    'Turno: {shiftType}, {courseName} ({clientName})\nFecha: {date}\nHora: {time} ({timeZone})',
    { paragraph: 'Grupo: {cohortName}', when: ['cohortName'] },
  ],
};

/** The closing line under a one-click sign-in button, per language. */
const SIGN_IN_NOTE: Record<CourseLanguage, string> = {
  'en-CA': 'The button signs you in directly. It works only once and expires after a while.',
  'fr-CA': "Ce bouton vous connecte directement. Il ne fonctionne qu'une seule fois et expire après un certain temps.",
  'pt-PT': 'Este botão inicia a sessão diretamente. Só pode ser usado uma vez e expira ao fim de algum tempo.',
  'es-ES': 'Este botón inicia sesión directamente. Solo puede usarse una vez y caduca al cabo de un tiempo.',
};

const TEMPLATES: { [N in MailTemplateName]: Template<MailTemplateData[N]> } = {
  'shift-invitation': {
    'en-CA': {
      subject: 'Shift invitation: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        'You are invited to work the shift below. Please open it and accept or decline the invitation so the schedule can be completed.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Invitation à un quart : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "Vous êtes invité(e) à travailler lors du quart ci-dessous. Ouvrez-le pour accepter ou refuser l'invitation afin que l'horaire puisse être complété.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'Convite para um turno: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        'Foi convidado(a) para trabalhar no turno abaixo. Abra-o e aceite ou recuse o convite, para que a escala possa ser fechada.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Invitación a un turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        'Le invitamos a trabajar en el turno que se indica a continuación. Ábralo y acepte o rechace la invitación para que podamos cerrar el calendario.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-invite-removed': {
    'en-CA': {
      subject: 'Removed from a shift: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        'A shift coordinator has removed you from the shift below, so it is no longer in your schedule. There is nothing else you need to do.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open my calendar', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: "Retiré(e) d'un quart : {courseName}, {date}",
      blocks: [
        'Bonjour {name},',
        "Une personne de la coordination vous a retiré(e) du quart ci-dessous : il ne figure plus à votre horaire. Vous n'avez rien d'autre à faire.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir mon calendrier', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'Retirado(a) de um turno: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        'Um coordenador retirou-o(a) do turno abaixo, que deixou de constar da sua escala. Não precisa de fazer mais nada.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o meu calendário', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Le han retirado de un turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        'Un coordinador le ha retirado del turno que se indica a continuación, que ya no figura en su calendario. No tiene que hacer nada más.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir mi calendario', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-invite-accepted': {
    'en-CA': {
      subject: '{personName} accepted a shift: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{personName} has accepted the invitation to the shift below, which you coordinate.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: '{personName} a accepté un quart : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{personName} a accepté l'invitation au quart ci-dessous, dont vous assurez la coordination.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: '{personName} aceitou um turno: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{personName} aceitou o convite para o turno abaixo, que está a coordenar.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: '{personName} ha aceptado un turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{personName} ha aceptado la invitación al turno que se indica a continuación, del que usted es coordinador(a).',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-invite-declined': {
    'en-CA': {
      subject: '{personName} declined a shift: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{personName} has declined the invitation to the shift below, which you coordinate. You may want to invite somebody else.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: '{personName} a refusé un quart : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{personName} a refusé l'invitation au quart ci-dessous, dont vous assurez la coordination. Vous voudrez peut-être inviter une autre personne.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: '{personName} recusou um turno: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{personName} recusou o convite para o turno abaixo, que está a coordenar. Talvez queira convidar outra pessoa.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: '{personName} ha rechazado un turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{personName} ha rechazado la invitación al turno que se indica a continuación, del que usted es coordinador(a). Quizá quiera invitar a otra persona.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-swap-offer': {
    'en-CA': {
      subject: 'Shift available: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{giverName} cannot work the shift below and is offering it to the team. If you can take it, open the shift and accept the swap: the first person to accept gets it.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Quart disponible : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{giverName} ne peut pas travailler lors du quart ci-dessous et l'offre à l'équipe. Si vous pouvez le prendre, ouvrez le quart et acceptez l'échange : la première personne qui accepte l'obtient.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'Turno disponível: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{giverName} não pode trabalhar no turno abaixo e está a oferecê-lo à equipa. Se puder ficar com ele, abra o turno e aceite a troca: fica com ele a primeira pessoa que aceitar.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Turno disponible: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{giverName} no puede trabajar en el turno que se indica a continuación y lo ofrece al equipo. Si puede cubrirlo, abra el turno y acepte el cambio: se lo queda la primera persona que acepte.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-swap-direct': {
    'en-CA': {
      subject: '{giverName} is offering you a shift: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{giverName} cannot work the shift below and would like to hand it over to you. Open the shift to accept the swap.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: '{giverName} vous offre un quart : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{giverName} ne peut pas travailler lors du quart ci-dessous et aimerait vous le confier. Ouvrez le quart pour accepter l'échange.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: '{giverName} oferece-lhe um turno: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{giverName} não pode trabalhar no turno abaixo e gostaria de o passar para si. Abra o turno para aceitar a troca.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: '{giverName} le ofrece un turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{giverName} no puede trabajar en el turno que se indica a continuación y quiere cedérselo. Abra el turno para aceptar el cambio.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-swap-withdrawn': {
    'en-CA': {
      subject: 'Shift offer withdrawn: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{giverName} has taken back the offer to hand you the shift below and will work it after all. There is nothing else you need to do.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open my calendar', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Offre de quart retirée : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{giverName} a retiré son offre de vous confier le quart ci-dessous et le travaillera finalement. Vous n'avez rien d'autre à faire.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir mon calendrier', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'Oferta de turno retirada: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{giverName} retirou a oferta de lhe passar o turno abaixo e vai afinal trabalhar nele. Não precisa de fazer mais nada.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o meu calendário', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Oferta de turno anulada: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{giverName} ha retirado la oferta de cederle el turno que se indica a continuación y finalmente lo trabajará. No tiene que hacer nada más.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir mi calendario', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-swap-taken': {
    'en-CA': {
      subject: 'Your shift has been taken: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{takerName} has taken the shift below that you offered for swap. You are no longer responsible for it.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open my calendar', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Votre quart a été repris : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        "{takerName} a repris le quart ci-dessous que vous aviez offert en échange. Vous n'en êtes plus responsable.",
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir mon calendrier', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'O seu turno foi assumido: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{takerName} assumiu o turno abaixo, que tinha oferecido para troca. Deixou de ser responsável por ele.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o meu calendário', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Han cubierto su turno: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{takerName} ha asumido el turno que se indica a continuación, que usted ofreció para cambio. Ya no es responsable de él.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir mi calendario', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-swap-confirmed': {
    'en-CA': {
      subject: 'The shift is yours: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        'You have taken over the shift below from {giverName}. It is now in your calendar and you are responsible for it.',
        ...SHIFT_DETAILS['en-CA'],
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Le quart est à vous : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        'Vous avez repris le quart ci-dessous de {giverName}. Il figure maintenant à votre calendrier et vous en êtes responsable.',
        ...SHIFT_DETAILS['fr-CA'],
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'O turno é seu: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        'Assumiu o turno abaixo no lugar de {giverName}. Já está no seu calendário e passa a ser responsável por ele.',
        ...SHIFT_DETAILS['pt-PT'],
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'El turno es suyo: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        'Ha asumido el turno que se indica a continuación en lugar de {giverName}. Ya figura en su calendario y ahora es responsable de él.',
        ...SHIFT_DETAILS['es-ES'],
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
  'shift-coverage-request': {
    'en-CA': {
      subject: '{requestSubject}: {courseName}, {date}',
      blocks: [
        'Hello {name},',
        '{requesterName} is looking for someone to cover part of the shift below and wrote:',
        '{requestDetails}',
        ...SHIFT_DETAILS['en-CA'],
        'If you can help, please contact {requesterName} at {requesterEmail}.',
        { action: 'Open the shift', href: 'link' },
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: '{requestSubject} : {courseName}, {date}',
      blocks: [
        'Bonjour {name},',
        '{requesterName} cherche une personne pour couvrir une partie du quart ci-dessous et a écrit :',
        '{requestDetails}',
        ...SHIFT_DETAILS['fr-CA'],
        'Si vous pouvez aider, communiquez avec {requesterName} à {requesterEmail}.',
        { action: 'Ouvrir le quart', href: 'link' },
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: '{requestSubject}: {courseName}, {date}',
      blocks: [
        'Olá {name},',
        '{requesterName} procura alguém que cubra parte do turno abaixo e escreveu:',
        '{requestDetails}',
        ...SHIFT_DETAILS['pt-PT'],
        'Se puder ajudar, contacte {requesterName} através de {requesterEmail}.',
        { action: 'Abrir o turno', href: 'link' },
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: '{requestSubject}: {courseName}, {date}',
      blocks: [
        'Hola, {name}:',
        '{requesterName} busca a alguien que cubra parte del turno que se indica a continuación y ha escrito:',
        '{requestDetails}',
        ...SHIFT_DETAILS['es-ES'],
        'Si puede ayudar, póngase en contacto con {requesterName} en {requesterEmail}.',
        { action: 'Abrir el turno', href: 'link' },
        SIGN_IN_NOTE['es-ES'],
      ],
    },
  },
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
  'sign-in-link': {
    'en-CA': {
      subject: 'Your sign-in link',
      blocks: [
        'Hello {name},',
        'Somebody, probably you, asked on the sign-in page for a link that signs you in without your password. Use the button below to sign in.',
        { action: 'Sign in', href: 'link' },
        'The link works only once and expires in {hours} hours. If you did not ask for it, you can ignore this message: nobody can use it without access to your e-mail. Too many failed sign-ins may have locked password sign-in for a while; the link still works.',
      ],
    },
    'fr-CA': {
      subject: 'Votre lien de connexion',
      blocks: [
        'Bonjour {name},',
        "Quelqu'un, sans doute vous, a demandé sur la page de connexion un lien qui vous connecte sans mot de passe. Utilisez le bouton ci-dessous pour vous connecter.",
        { action: 'Se connecter', href: 'link' },
        "Le lien ne fonctionne qu'une seule fois et expire dans {hours} heures. Si vous ne l'avez pas demandé, ignorez ce courriel : personne ne peut s'en servir sans accès à votre messagerie. Après trop d'échecs, la connexion par mot de passe peut être bloquée un moment; le lien, lui, fonctionne.",
      ],
    },
    'pt-PT': {
      subject: 'A sua ligação para iniciar sessão',
      blocks: [
        'Olá {name},',
        'Alguém, provavelmente o próprio, pediu na página de início de sessão uma ligação que inicia a sessão sem palavra-passe. Use o botão abaixo para entrar.',
        { action: 'Iniciar sessão', href: 'link' },
        'A ligação só pode ser usada uma vez e expira dentro de {hours} horas. Se não fez este pedido, pode ignorar esta mensagem: ninguém a pode usar sem acesso ao seu e-mail. Depois de demasiadas tentativas falhadas, a entrada com palavra-passe pode ficar bloqueada durante algum tempo; a ligação continua a funcionar.',
      ],
    },
    'es-ES': {
      subject: 'Su enlace para iniciar sesión',
      blocks: [
        'Hola, {name}:',
        'Alguien, probablemente usted, ha pedido en la página de inicio de sesión un enlace que le permite entrar sin contraseña. Use el botón de abajo para iniciar sesión.',
        { action: 'Iniciar sesión', href: 'link' },
        'El enlace solo puede usarse una vez y caduca en {hours} horas. Si no lo ha pedido, puede ignorar este mensaje: nadie puede usarlo sin acceso a su correo. Tras demasiados intentos fallidos, el acceso con contraseña puede quedar bloqueado un tiempo; el enlace sigue funcionando.',
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
  'shift-cancelled': {
    'en-CA': {
      subject: 'Shift cancelled: {courseName} on {date}',
      blocks: [
        'Hello {name},',
        'The shift of the course {courseName} for {clientName} planned on {date}, {time} ({timeZone}), has been cancelled.',
        'You no longer need to keep this time free for it. Your other shifts are not affected.',
        'Thank you for your understanding.',
      ],
    },
    'fr-CA': {
      subject: 'Quart annulé : {courseName} le {date}',
      blocks: [
        'Bonjour {name},',
        'Le quart de la formation {courseName} pour {clientName}, prévu le {date}, {time} ({timeZone}), est annulé.',
        "Vous n'avez plus à réserver ce moment. Vos autres quarts ne sont pas touchés.",
        'Merci de votre compréhension.',
      ],
    },
    'pt-PT': {
      subject: 'Turno cancelado: {courseName} em {date}',
      blocks: [
        'Olá {name},',
        'O turno do curso {courseName} para {clientName}, previsto para {date}, {time} ({timeZone}), foi cancelado.',
        'Já não precisa de reservar este horário. Os seus outros turnos mantêm-se.',
        'Obrigado pela compreensão.',
      ],
    },
    'es-ES': {
      subject: 'Turno cancelado: {courseName} el {date}',
      blocks: [
        'Hola, {name}:',
        'El turno del curso {courseName} para {clientName}, previsto para el {date}, {time} ({timeZone}), se ha cancelado.',
        'Ya no necesita reservar ese horario. Sus demás turnos no cambian.',
        'Gracias por su comprensión.',
      ],
    },
  },
  'shift-rescheduled': {
    'en-CA': {
      subject: 'Shift moved: {courseName} now on {date}',
      blocks: [
        'Hello {name},',
        'The shift of the course {courseName} for {clientName} has a new time.',
        'It was planned on {previousDate}, {previousTime}. It now takes place on {date}, {time} ({timeZone}).',
        { action: 'Open the shift', href: 'link' },
        'If the new time does not suit you, please let your shift coordinator know as soon as possible.',
        SIGN_IN_NOTE['en-CA'],
      ],
    },
    'fr-CA': {
      subject: 'Quart déplacé : {courseName}, maintenant le {date}',
      blocks: [
        'Bonjour {name},',
        "L'horaire du quart de la formation {courseName} pour {clientName} a changé.",
        'Il était prévu le {previousDate}, {previousTime}. Il aura lieu le {date}, {time} ({timeZone}).',
        { action: 'Voir le quart', href: 'link' },
        'Si ce nouvel horaire ne vous convient pas, avisez votre coordonnateur ou coordonnatrice de quart dès que possible.',
        SIGN_IN_NOTE['fr-CA'],
      ],
    },
    'pt-PT': {
      subject: 'Turno alterado: {courseName}, agora em {date}',
      blocks: [
        'Olá {name},',
        'O turno do curso {courseName} para {clientName} mudou de horário.',
        'Estava previsto para {previousDate}, {previousTime}. Passa a realizar-se em {date}, {time} ({timeZone}).',
        { action: 'Abrir o turno', href: 'link' },
        'Se o novo horário não lhe for conveniente, informe o seu coordenador de turno o mais depressa possível.',
        SIGN_IN_NOTE['pt-PT'],
      ],
    },
    'es-ES': {
      subject: 'Turno modificado: {courseName}, ahora el {date}',
      blocks: [
        'Hola, {name}:',
        'El turno del curso {courseName} para {clientName} tiene un nuevo horario.',
        'Estaba previsto para el {previousDate}, {previousTime}. Ahora se celebrará el {date}, {time} ({timeZone}).',
        { action: 'Abrir el turno', href: 'link' },
        'Si el nuevo horario no le viene bien, avise a su coordinador de turno lo antes posible.',
        SIGN_IN_NOTE['es-ES'],
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
