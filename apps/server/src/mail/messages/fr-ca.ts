import type { MailCatalogue } from './catalogue';

/** The session paragraphs several templates share. */
const SESSION = {
  session: 'Quand : {date}, {time} ({timeZone})',
  room: 'Salle : {roomName}',
  localNumber: 'Numéro à composer : {localNumber}',
  tollFreeNumber: 'Numéro sans frais : {tollFreeNumber}',
  joinUrl: 'Rejoindre la séance : {joinUrl}',
};
/** The e-mail texts in French (Canada): ICU MessageFormat strings, one object per template. */
export const frCA = {
  common: {
    greeting: 'Bonjour {name},',
    shiftDetails: 'Quart : {shiftType}, {courseName} ({clientName})\nDate : {date}\nHeure : {time} ({timeZone})',
    cohort: 'Cohorte : {cohortName}',
    signInNote: "Ce bouton vous connecte directement. Il ne fonctionne qu'une seule fois et expire après un certain temps.",
  },
  'shift-invitation': {
    subject: 'Invitation à un quart : {courseName}, {date}',
    intro:
      "Nous vous invitons à travailler lors du quart ci-dessous. Ouvrez-le pour accepter ou refuser l'invitation afin que l'horaire puisse être complété.",
    action: 'Ouvrir le quart',
  },
  'shift-invite-removed': {
    subject: "Retrait d'un quart : {courseName}, {date}",
    intro:
      "Une personne de la coordination a retiré votre nom du quart ci-dessous : il ne figure plus à votre horaire. Vous n'avez rien d'autre à faire.",
    action: 'Ouvrir mon calendrier',
  },
  'shift-invite-accepted': {
    subject: '{personName} a accepté un quart : {courseName}, {date}',
    intro: "{personName} a accepté l'invitation au quart ci-dessous, dont vous assurez la coordination.",
    action: 'Ouvrir le quart',
  },
  'shift-invite-declined': {
    subject: '{personName} a refusé un quart : {courseName}, {date}',
    intro:
      "{personName} a refusé l'invitation au quart ci-dessous, dont vous assurez la coordination. Vous voudrez peut-être inviter une autre personne.",
    action: 'Ouvrir le quart',
  },
  'shift-invite-answer-by': {
    subject: 'Merci de répondre avant le {answerByDate} : {courseName}, {date}',
    intro:
      "Votre invitation au quart ci-dessous attend toujours votre réponse. Merci de l'accepter ou de la refuser avant le {answerByDate} à {answerByTime} ({timeZone}); passé ce délai, elle expire et la place est offerte à d'autres.",
    action: "Répondre à l'invitation",
  },
  'shift-invite-expired': {
    subject: 'Invitation expirée : {courseName}, {date}',
    intro:
      "Votre invitation au quart ci-dessous n'a pas reçu de réponse à temps et a expiré : la place ne vous est plus réservée.",
    action: 'Ouvrir le quart',
  },
  'shift-invite-expired-coordinator': {
    subject: "L'invitation de {personName} a expiré : {courseName}, {date}",
    intro:
      "{personName} n'a pas répondu à temps à l'invitation au quart ci-dessous, dont vous assurez la coordination. L'invitation a expiré et ne réserve plus de place.",
    action: 'Ouvrir le quart',
  },
  'backfill-offer': {
    subject: 'Place libre ({placeName}) : {courseName}, {date}',
    intro: 'Une place de {placeName} est libre sur le quart ci-dessous. La première personne à la prendre l’obtient.',
    action: 'Voir les places libres',
  },
  'shift-swap-offer': {
    subject: 'Quart disponible : {courseName}, {date}',
    intro:
      "{giverName} ne peut pas travailler lors du quart ci-dessous et l'offre à l'équipe. Si vous pouvez le prendre, ouvrez le quart et acceptez l'échange : la première personne qui accepte l'obtient.",
    action: 'Ouvrir le quart',
  },
  'shift-swap-direct': {
    subject: '{giverName} vous offre un quart : {courseName}, {date}',
    intro:
      "{giverName} ne peut pas travailler lors du quart ci-dessous et aimerait vous le confier. Ouvrez le quart pour accepter l'échange.",
    action: 'Ouvrir le quart',
  },
  'shift-swap-withdrawn': {
    subject: 'Offre de quart retirée : {courseName}, {date}',
    intro:
      "{giverName} a retiré son offre de vous confier le quart ci-dessous et le travaillera finalement. Vous n'avez rien d'autre à faire.",
    action: 'Ouvrir mon calendrier',
  },
  'shift-swap-taken': {
    subject: 'Votre quart a été repris : {courseName}, {date}',
    intro: "{takerName} a repris le quart ci-dessous que vous aviez offert en échange. Vous n'en êtes plus responsable.",
    action: 'Ouvrir mon calendrier',
  },
  'shift-swap-confirmed': {
    subject: 'Le quart est à vous : {courseName}, {date}',
    intro:
      'Vous avez repris le quart ci-dessous de {giverName}. Il figure maintenant à votre calendrier et vous en êtes responsable.',
    action: 'Ouvrir le quart',
  },
  'shift-coverage-request': {
    subject: '{requestSubject} : {courseName}, {date}',
    intro: '{requesterName} cherche une personne pour couvrir une partie du quart ci-dessous et a écrit :',
    contact: 'Si vous pouvez aider, communiquez avec {requesterName} à {requesterEmail}.',
    action: 'Ouvrir le quart',
  },
  'password-reset': {
    subject: 'Réinitialisation de votre mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe.',
    action: 'Choisir un nouveau mot de passe',
    note: "Par mesure de sécurité, ce lien ne fonctionne qu'une seule fois et expire après un certain temps. Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe actuel reste valide.",
  },
  'sign-in-link': {
    subject: 'Votre lien de connexion',
    intro:
      "Quelqu'un, sans doute vous, a demandé sur la page de connexion un lien qui vous connecte sans mot de passe. Utilisez le bouton ci-dessous pour vous connecter.",
    action: 'Se connecter',
    note: "Le lien ne fonctionne qu'une seule fois et expire dans {hours, plural, one {# heure} other {# heures}}. Si vous ne l'avez pas demandé, ignorez ce courriel : personne ne peut s'en servir sans accès à votre messagerie. Après trop d'échecs, la connexion par mot de passe peut être bloquée un moment; le lien, lui, fonctionne.",
  },
  'course-invitation': {
    subject: 'Votre invitation à vous inscrire : {courseName}',
    intro:
      "{clientName} vous a réservé une place à la formation {courseName}. Veuillez vous inscrire et choisir la séance qui vous convient dans l'application d'inscription.",
    action: "M'inscrire maintenant",
    manager:
      'Pour toute question sur cette formation, communiquez avec la personne chargée de votre projet, {managerName}, à {managerEmail}.',
    closing: 'Au plaisir de vous accueillir.',
  },
  'shift-cancelled': {
    subject: 'Quart annulé : {courseName} le {date}',
    intro: 'Le quart de la formation {courseName} pour {clientName}, prévu le {date}, {time} ({timeZone}), est annulé.',
    note: "Vous n'avez plus à réserver ce moment. Vos autres quarts ne sont pas touchés.",
    closing: 'Merci de votre compréhension.',
  },
  'shift-rescheduled': {
    subject: 'Quart déplacé : {courseName}, maintenant le {date}',
    intro: "L'horaire du quart de la formation {courseName} pour {clientName} a changé.",
    times: 'Il était prévu le {previousDate}, {previousTime}. Il aura lieu le {date}, {time} ({timeZone}).',
    action: 'Voir le quart',
    note: 'Si ce nouvel horaire ne vous convient pas, avisez votre coordonnateur ou coordonnatrice de quart dès que possible.',
  },
  'participant-schedule': {
    subject: 'Votre séance : {courseName}, le {date}',
    intro: 'Voici votre séance de jeu de rôle de la formation {courseName} pour {clientName} : {date}, {time} ({timeZone}).',
    introCalls:
      '{callCount, plural, one {Voici votre appel de jeu de rôle} other {Voici vos # appels de jeu de rôle}} de la formation {courseName} pour {clientName}, le {date} ({timeZone}) :',
    room: 'Salle : {roomName}',
    call: 'Appel {callNumber} : {callTime}',
    scenarios: 'Scénarios, dans l’ordre : {scenarios}',
    localNumber: 'Numéro à composer : {localNumber}',
    tollFreeNumber: 'Numéro sans frais : {tollFreeNumber}',
    meetingUrl: 'Lien de la réunion : {meetingUrl}',
    closing: 'Merci de vous joindre quelques minutes avant le début. Au plaisir de vous voir.',
  },
  'action-plan': {
    subject:
      '{audience, select, participant {Votre plan d’action : {courseName}} other {Plan d’action : {participantName}, {courseName}}}',
    intro:
      '{audience, select, participant {Voici votre plan d’action à la suite de votre séance de jeu de rôle du cours {courseName} pour {clientName}, le {date}.} other {Voici le plan d’action de {participantName} à la suite de la séance de jeu de rôle du cours {courseName} pour {clientName}, le {date}.}}',
    itemsHeading: 'Compétences à travailler :',
    customHeading: 'Autres actions prévues :',
    closing: 'Merci de votre participation. Nous vous souhaitons beaucoup de succès.',
  },
  'session-invitation': {
    subject: 'Invitation au calendrier : votre séance de {courseName}, le {date}',
    intro:
      'Vous avez une séance de jeu de rôle de la formation {courseName} pour {clientName}. L’invitation jointe à ce courriel l’ajoute à votre calendrier.',
    ...SESSION,
    closing: 'Merci de vous joindre quelques minutes avant le début.',
  },
  'session-invitation-updated': {
    subject: 'Séance modifiée : {courseName}, le {date}',
    intro:
      'Votre séance de jeu de rôle de la formation {courseName} pour {clientName} a changé. Voici ce qui est maintenant prévu; l’invitation jointe met votre calendrier à jour.',
    ...SESSION,
    closing: 'Merci de vous joindre quelques minutes avant le début.',
  },
  'session-invitation-cancelled': {
    subject: 'Séance annulée : {courseName}, le {date}',
    intro:
      'La séance de jeu de rôle de la formation {courseName} pour {clientName} indiquée ci-dessous n’est plus prévue pour vous. L’annulation jointe la retire de votre calendrier.',
    session: SESSION.session,
    closing: 'Pour toute question, veuillez communiquer avec l’équipe de la formation.',
  },
  'session-reminder': {
    subject: 'Rappel : votre séance de {courseName}, le {date}',
    intro: 'Ceci est un rappel de votre séance de jeu de rôle de la formation {courseName} pour {clientName}.',
    ...SESSION,
    closing: 'Merci de vous joindre quelques minutes avant le début. Au plaisir de vous voir.',
  },
  'session-starting-soon': {
    subject: 'Votre séance commence : {courseName}',
    intro:
      'Votre séance de jeu de rôle de la formation {courseName} pour {clientName} commence bientôt ou a déjà commencé. Veuillez vous joindre maintenant.',
    ...SESSION,
    closing: 'Si vous ne pouvez pas vous joindre, veuillez répondre à ce courriel.',
  },
  'regapp-sign-in-link': {
    subject: 'Votre lien de connexion : {courseName}',
    intro:
      "Quelqu'un, probablement vous, a demandé à réserver une séance du cours {courseName}. Utilisez le bouton ci-dessous pour ouvrir l'application d'inscription.",
    action: "Ouvrir l'application d'inscription",
    note: "Le lien ne fonctionne qu'une fois et expire dans {hours, plural, one {# heure} other {# heures}}. Si vous ne l'avez pas demandé, vous pouvez ignorer ce message.",
  },
  'regapp-confirmation': {
    subject:
      '{kind, select, booked {Réservation confirmée} moved {Réservation déplacée} other {Réservation annulée}} : {courseName}, {date}',
    intro:
      '{kind, select, booked {Votre séance de jeu de rôle du cours {courseName} pour {clientName} est réservée.} moved {Votre séance de jeu de rôle du cours {courseName} pour {clientName} a été déplacée. Elle se lit maintenant comme ci-dessous.} other {Votre séance de jeu de rôle du cours {courseName} pour {clientName} ci-dessous est annulée.}}',
    ...SESSION,
    action: "Ouvrir l'application d'inscription",
    closing: "Vous pouvez modifier ou annuler votre réservation dans l'application d'inscription jusqu'à peu avant la séance.",
  },
  'regapp-offer': {
    subject: 'Une place est libre : {courseName}, {date}',
    intro:
      "Une place s'est libérée à l'heure que vous attendez dans le cours {courseName} pour {clientName}. Elle vous est réservée jusqu'au {until}.",
    ...SESSION,
    action: 'Réserver cette place',
    note: "Si vous ne la réservez pas d'ici là, elle est offerte à la personne suivante en attente.",
  },
} satisfies MailCatalogue;
