import type { MailCatalogue } from './catalogue';

/** The session paragraphs several templates share. */
const SESSION = {
  session: 'Cuándo: {date}, {time} ({timeZone})',
  room: 'Sala: {roomName}',
  localNumber: 'Número de acceso: {localNumber}',
  tollFreeNumber: 'Número gratuito: {tollFreeNumber}',
  joinUrl: 'Unirse a la sesión: {joinUrl}',
};
/** The e-mail texts in Spanish (Spain): ICU MessageFormat strings, one object per template. */
export const esES = {
  common: {
    greeting: 'Hola, {name}:',
    shiftDetails: 'Turno: {shiftType}, {courseName} ({clientName})\nFecha: {date}\nHora: {time} ({timeZone})',
    cohort: 'Grupo: {cohortName}',
    signInNote: 'Este botón inicia sesión directamente. Solo puede usarse una vez y caduca al cabo de un tiempo.',
  },
  'shift-invitation': {
    subject: 'Invitación a un turno: {courseName}, {date}',
    intro:
      'Le invitamos a trabajar en el turno que se indica a continuación. Ábralo y acepte o rechace la invitación para que podamos cerrar el calendario.',
    action: 'Abrir el turno',
  },
  'shift-invite-removed': {
    subject: 'Le han retirado de un turno: {courseName}, {date}',
    intro:
      'Un coordinador le ha retirado del turno que se indica a continuación, que ya no figura en su calendario. No tiene que hacer nada más.',
    action: 'Abrir mi calendario',
  },
  'shift-invite-accepted': {
    subject: '{personName} ha aceptado un turno: {courseName}, {date}',
    intro: '{personName} ha aceptado la invitación al turno que se indica a continuación, que usted coordina.',
    action: 'Abrir el turno',
  },
  'shift-invite-declined': {
    subject: '{personName} ha rechazado un turno: {courseName}, {date}',
    intro:
      '{personName} ha rechazado la invitación al turno que se indica a continuación, que usted coordina. Quizá quiera invitar a otra persona.',
    action: 'Abrir el turno',
  },
  'shift-invite-answer-by': {
    subject: 'Responda antes del {answerByDate}: {courseName}, {date}',
    intro:
      'Su invitación al turno que se indica a continuación sigue esperando respuesta. Acéptela o recházela antes del {answerByDate} a las {answerByTime} ({timeZone}); después caduca y la plaza se ofrece a otras personas.',
    action: 'Responder a la invitación',
  },
  'shift-invite-expired': {
    subject: 'Invitación caducada: {courseName}, {date}',
    intro:
      'Su invitación al turno que se indica a continuación no se respondió a tiempo y ha caducado: la plaza ya no está reservada para usted.',
    action: 'Abrir el turno',
  },
  'shift-invite-expired-coordinator': {
    subject: 'La invitación de {personName} ha caducado: {courseName}, {date}',
    intro:
      '{personName} no respondió a tiempo a la invitación al turno que se indica a continuación, que usted coordina. La invitación ha caducado y ya no reserva una plaza.',
    action: 'Abrir el turno',
  },
  'backfill-offer': {
    subject: 'Plaza libre ({placeName}): {courseName}, {date}',
    intro:
      'Hay una plaza de {placeName} libre en el turno que se indica a continuación. Se la queda la primera persona que la acepte.',
    action: 'Ver las plazas libres',
  },
  'shift-swap-offer': {
    subject: 'Turno disponible: {courseName}, {date}',
    intro:
      '{giverName} no puede trabajar en el turno que se indica a continuación y lo ofrece al equipo. Si puede cubrirlo, abra el turno y acepte el cambio: se lo queda la primera persona que acepte.',
    action: 'Abrir el turno',
  },
  'shift-swap-direct': {
    subject: '{giverName} le ofrece un turno: {courseName}, {date}',
    intro:
      '{giverName} no puede trabajar en el turno que se indica a continuación y quiere cedérselo. Abra el turno para aceptar el cambio.',
    action: 'Abrir el turno',
  },
  'shift-swap-withdrawn': {
    subject: 'Oferta de turno anulada: {courseName}, {date}',
    intro:
      '{giverName} ha retirado la oferta de cederle el turno que se indica a continuación y finalmente lo trabajará. No tiene que hacer nada más.',
    action: 'Abrir mi calendario',
  },
  'shift-swap-taken': {
    subject: 'Han cubierto su turno: {courseName}, {date}',
    intro:
      '{takerName} ha asumido el turno que se indica a continuación, que usted ofreció para cambio. Ya no es responsable de él.',
    action: 'Abrir mi calendario',
  },
  'shift-swap-confirmed': {
    subject: 'El turno es suyo: {courseName}, {date}',
    intro:
      'Ha asumido el turno que se indica a continuación en lugar de {giverName}. Ya figura en su calendario y ahora es responsable de él.',
    action: 'Abrir el turno',
  },
  'shift-coverage-request': {
    subject: '{requestSubject}: {courseName}, {date}',
    intro: '{requesterName} busca a alguien que cubra parte del turno que se indica a continuación y ha escrito:',
    contact: 'Si puede ayudar, póngase en contacto con {requesterName} en {requesterEmail}.',
    action: 'Abrir el turno',
  },
  'password-reset': {
    subject: 'Restablecimiento de su contraseña',
    intro:
      'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Abra el enlace que aparece a continuación para elegir una contraseña nueva.',
    action: 'Elegir una contraseña nueva',
    note: 'Por seguridad, el enlace solo puede usarse una vez y caduca al cabo de un tiempo. Si no ha solicitado este cambio, puede ignorar este mensaje: su contraseña actual sigue siendo válida.',
  },
  'sign-in-link': {
    subject: 'Su enlace para iniciar sesión',
    intro:
      'Alguien, probablemente usted, ha pedido en la página de inicio de sesión un enlace que le permite entrar sin contraseña. Use el botón de abajo para iniciar sesión.',
    action: 'Iniciar sesión',
    note: 'El enlace solo puede usarse una vez y caduca en {hours, plural, one {# hora} other {# horas}}. Si no lo ha pedido, puede ignorar este mensaje: nadie puede usarlo sin acceso a su correo. Tras demasiados intentos fallidos, el acceso con contraseña puede quedar bloqueado un tiempo; el enlace sigue funcionando.',
  },
  'course-invitation': {
    subject: 'Su invitación para inscribirse: {courseName}',
    intro:
      '{clientName} le ha inscrito en el curso {courseName}. Regístrese y elija la sesión que mejor le convenga en la aplicación de inscripción.',
    action: 'Inscribirme ahora',
    manager:
      'Si tiene alguna pregunta sobre este curso, póngase en contacto con su jefe de proyecto, {managerName}, en {managerEmail}.',
    closing: 'Le esperamos.',
  },
  'shift-cancelled': {
    subject: 'Turno cancelado: {courseName} el {date}',
    intro: 'El turno del curso {courseName} para {clientName}, previsto para el {date}, {time} ({timeZone}), se ha cancelado.',
    note: 'Ya no necesita reservar ese horario. Sus demás turnos no cambian.',
    closing: 'Gracias por su comprensión.',
  },
  'shift-rescheduled': {
    subject: 'Turno modificado: {courseName}, ahora el {date}',
    intro: 'El turno del curso {courseName} para {clientName} tiene un nuevo horario.',
    times: 'Estaba previsto para el {previousDate}, {previousTime}. Ahora se celebrará el {date}, {time} ({timeZone}).',
    action: 'Abrir el turno',
    note: 'Si el nuevo horario no le viene bien, avise a su coordinador de turno lo antes posible.',
  },
  'participant-schedule': {
    subject: 'Su sesión: {courseName} el {date}',
    intro: 'Esta es su sesión de role-play del curso {courseName} para {clientName}: {date}, {time} ({timeZone}).',
    introCalls:
      '{callCount, plural, one {Esta es su llamada de role-play} other {Estas son sus # llamadas de role-play}} del curso {courseName} para {clientName}, el {date} ({timeZone}):',
    room: 'Sala: {roomName}',
    call: 'Llamada {callNumber}: {callTime}',
    scenarios: 'Escenarios, en orden: {scenarios}',
    localNumber: 'Número de acceso: {localNumber}',
    tollFreeNumber: 'Número gratuito: {tollFreeNumber}',
    meetingUrl: 'Enlace de la reunión: {meetingUrl}',
    closing: 'Por favor, conéctese unos minutos antes del inicio. Le esperamos.',
  },
  'action-plan': {
    subject:
      '{audience, select, participant {Su plan de acción: {courseName}} other {Plan de acción: {participantName}, {courseName}}}',
    intro:
      '{audience, select, participant {Este es su plan de acción tras su sesión de role-play del curso {courseName} para {clientName}, el {date}.} other {Este es el plan de acción de {participantName} tras la sesión de role-play del curso {courseName} para {clientName}, el {date}.}}',
    itemsHeading: 'Habilidades que practicar:',
    customHeading: 'Otras acciones previstas:',
    closing: 'Gracias por su participación. Le deseamos mucho éxito.',
  },
  'session-invitation': {
    subject: 'Invitación de calendario: su sesión de {courseName}, {date}',
    intro:
      'Tiene una sesión de role-play del curso {courseName} para {clientName}. La invitación adjunta a este correo la añade a su calendario.',
    ...SESSION,
    closing: 'Por favor, conéctese unos minutos antes del inicio.',
  },
  'session-invitation-updated': {
    subject: 'Sesión modificada: {courseName}, {date}',
    intro:
      'Su sesión de role-play del curso {courseName} para {clientName} ha cambiado. Ahora queda como se indica abajo; la invitación adjunta actualiza su calendario.',
    ...SESSION,
    closing: 'Por favor, conéctese unos minutos antes del inicio.',
  },
  'session-invitation-cancelled': {
    subject: 'Sesión cancelada: {courseName}, {date}',
    intro:
      'La sesión de role-play del curso {courseName} para {clientName} indicada abajo ya no está prevista para usted. La cancelación adjunta la quita de su calendario.',
    session: SESSION.session,
    closing: 'Si tiene preguntas, póngase en contacto con el equipo del curso.',
  },
  'session-reminder': {
    subject: 'Recordatorio: su sesión de {courseName}, {date}',
    intro: 'Este es un recordatorio de su sesión de role-play del curso {courseName} para {clientName}.',
    ...SESSION,
    closing: 'Por favor, conéctese unos minutos antes del inicio. Le esperamos.',
  },
  'session-starting-soon': {
    subject: 'Su sesión está empezando: {courseName}',
    intro:
      'Su sesión de role-play del curso {courseName} para {clientName} empieza pronto o ya ha empezado. Por favor, conéctese ahora.',
    ...SESSION,
    closing: 'Si no puede conectarse, responda a este correo.',
  },
  'regapp-sign-in-link': {
    subject: 'Su enlace de acceso: {courseName}',
    intro:
      'Alguien, probablemente usted, pidió reservar una sesión del curso {courseName}. Use el botón de abajo para abrir la aplicación de inscripción.',
    action: 'Abrir la aplicación de inscripción',
    note: 'El enlace solo funciona una vez y caduca en {hours, plural, one {# hora} other {# horas}}. Si no lo pidió, puede ignorar este mensaje.',
  },
  'regapp-confirmation': {
    subject:
      '{kind, select, booked {Reserva confirmada} moved {Reserva cambiada} other {Reserva cancelada}}: {courseName}, {date}',
    intro:
      '{kind, select, booked {Su sesión de role-play del curso {courseName} para {clientName} está reservada.} moved {Su sesión de role-play del curso {courseName} para {clientName} ha cambiado. Ahora queda como sigue.} other {Su sesión de role-play del curso {courseName} para {clientName} de abajo está cancelada.}}',
    ...SESSION,
    action: 'Abrir la aplicación de inscripción',
    closing: 'Puede cambiar o cancelar su reserva en la aplicación de inscripción hasta poco antes de la sesión.',
  },
  'regapp-offer': {
    subject: 'Hay una plaza libre: {courseName}, {date}',
    intro:
      'Se ha liberado una plaza en el horario que espera del curso {courseName} para {clientName}. Está reservada para usted hasta {until}.',
    ...SESSION,
    action: 'Reservar esta plaza',
    note: 'Si no la reserva antes, se ofrece a la siguiente persona en espera.',
  },
} satisfies MailCatalogue;
