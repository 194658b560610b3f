import type { MailCatalogue } from './catalogue';

/** The session paragraphs several templates share. */
const SESSION = {
  session: 'Quando: {date}, {time} ({timeZone})',
  room: 'Sala: {roomName}',
  localNumber: 'Número de acesso: {localNumber}',
  tollFreeNumber: 'Número gratuito: {tollFreeNumber}',
  joinUrl: 'Entrar na sessão: {joinUrl}',
};
/** The e-mail texts in Portuguese (Portugal): ICU MessageFormat strings, one object per template. */
export const ptPT = {
  common: {
    greeting: 'Olá {name},',
    shiftDetails: 'Turno: {shiftType}, {courseName} ({clientName})\nData: {date}\nHora: {time} ({timeZone})',
    cohort: 'Grupo: {cohortName}',
    signInNote: 'Este botão inicia a sessão diretamente. Só pode ser usado uma vez e expira ao fim de algum tempo.',
  },
  'shift-invitation': {
    subject: 'Convite para um turno: {courseName}, {date}',
    intro:
      'Tem um convite para trabalhar no turno abaixo. Abra-o e aceite ou recuse o convite, para que a escala possa ser fechada.',
    action: 'Abrir o turno',
  },
  'shift-invite-removed': {
    subject: 'Saída de um turno: {courseName}, {date}',
    intro:
      'Um coordenador retirou o seu nome do turno abaixo, que deixou de constar da sua escala. Não precisa de fazer mais nada.',
    action: 'Abrir o meu calendário',
  },
  'shift-invite-accepted': {
    subject: '{personName} aceitou um turno: {courseName}, {date}',
    intro: '{personName} aceitou o convite para o turno abaixo, que está a coordenar.',
    action: 'Abrir o turno',
  },
  'shift-invite-declined': {
    subject: '{personName} recusou um turno: {courseName}, {date}',
    intro: '{personName} recusou o convite para o turno abaixo, que está a coordenar. Talvez queira convidar outra pessoa.',
    action: 'Abrir o turno',
  },
  'shift-invite-answer-by': {
    subject: 'Responda até {answerByDate}: {courseName}, {date}',
    intro:
      'O seu convite para o turno abaixo ainda aguarda resposta. Aceite-o ou recuse-o até {answerByDate} às {answerByTime} ({timeZone}); depois disso caduca e o lugar é oferecido a outras pessoas.',
    action: 'Responder ao convite',
  },
  'shift-invite-expired': {
    subject: 'Convite caducado: {courseName}, {date}',
    intro: 'O seu convite para o turno abaixo não foi respondido a tempo e caducou: o lugar já não está reservado para si.',
    action: 'Abrir o turno',
  },
  'shift-invite-expired-coordinator': {
    subject: 'O convite de {personName} caducou: {courseName}, {date}',
    intro:
      '{personName} não respondeu a tempo ao convite para o turno abaixo, que está a coordenar. O convite caducou e já não reserva um lugar.',
    action: 'Abrir o turno',
  },
  'backfill-offer': {
    subject: 'Lugar livre ({placeName}): {courseName}, {date}',
    intro: 'Há um lugar de {placeName} livre no turno abaixo. Fica com ele a primeira pessoa que o aceitar.',
    action: 'Ver os lugares livres',
  },
  'shift-swap-offer': {
    subject: 'Turno disponível: {courseName}, {date}',
    intro:
      '{giverName} não pode trabalhar no turno abaixo e está a oferecê-lo à equipa. Se puder ficar com ele, abra o turno e aceite a troca: fica com ele a primeira pessoa que aceitar.',
    action: 'Abrir o turno',
  },
  'shift-swap-direct': {
    subject: '{giverName} oferece-lhe um turno: {courseName}, {date}',
    intro: '{giverName} não pode trabalhar no turno abaixo e gostaria de o passar para si. Abra o turno para aceitar a troca.',
    action: 'Abrir o turno',
  },
  'shift-swap-withdrawn': {
    subject: 'Oferta de turno retirada: {courseName}, {date}',
    intro:
      '{giverName} retirou a oferta de lhe passar o turno abaixo e vai afinal trabalhar nele. Não precisa de fazer mais nada.',
    action: 'Abrir o meu calendário',
  },
  'shift-swap-taken': {
    subject: 'O seu turno foi assumido: {courseName}, {date}',
    intro: '{takerName} assumiu o turno abaixo, que tinha oferecido para troca. Deixou de ser responsável por ele.',
    action: 'Abrir o meu calendário',
  },
  'shift-swap-confirmed': {
    subject: 'O turno é seu: {courseName}, {date}',
    intro: 'Assumiu o turno abaixo no lugar de {giverName}. Já está no seu calendário e passa a ser responsável por ele.',
    action: 'Abrir o turno',
  },
  'shift-coverage-request': {
    subject: '{requestSubject}: {courseName}, {date}',
    intro: '{requesterName} procura alguém que cubra parte do turno abaixo e escreveu:',
    contact: 'Se puder ajudar, contacte {requesterName} através de {requesterEmail}.',
    action: 'Abrir o turno',
  },
  'password-reset': {
    subject: 'Redefinição da sua palavra-passe',
    intro:
      'Recebemos um pedido para redefinir a palavra-passe da sua conta. Abra a ligação abaixo para escolher uma nova palavra-passe.',
    action: 'Escolher uma nova palavra-passe',
    note: 'Por motivos de segurança, a ligação só pode ser usada uma vez e expira ao fim de algum tempo. Se não fez este pedido, pode ignorar esta mensagem: a sua palavra-passe atual continua válida.',
  },
  'sign-in-link': {
    subject: 'A sua ligação para iniciar sessão',
    intro:
      'Alguém, provavelmente o próprio, pediu na página de início de sessão uma ligação que inicia a sessão sem palavra-passe. Use o botão abaixo para entrar.',
    action: 'Iniciar sessão',
    note: 'A ligação só pode ser usada uma vez e expira dentro de {hours, plural, one {# hora} other {# horas}}. Se não fez este pedido, pode ignorar esta mensagem: ninguém a pode usar sem acesso ao seu e-mail. Depois de demasiadas tentativas falhadas, a entrada com palavra-passe pode ficar bloqueada durante algum tempo; a ligação continua a funcionar.',
  },
  'course-invitation': {
    subject: 'O seu convite para se inscrever: {courseName}',
    intro:
      '{clientName} inscreveu-o no curso {courseName}. Registe-se e escolha a sessão que lhe for mais conveniente na aplicação de inscrição.',
    action: 'Inscrever-me agora',
    manager:
      'Se tiver alguma dúvida sobre este curso, contacte o seu gestor de projeto, {managerName}, através de {managerEmail}.',
    closing: 'Contamos consigo.',
  },
  'shift-cancelled': {
    subject: 'Turno cancelado: {courseName} em {date}',
    intro: 'O turno do curso {courseName} para {clientName}, previsto para {date}, {time} ({timeZone}), foi cancelado.',
    note: 'Já não precisa de reservar este horário. Os seus outros turnos mantêm-se.',
    closing: 'Obrigado pela compreensão.',
  },
  'shift-rescheduled': {
    subject: 'Turno alterado: {courseName}, agora em {date}',
    intro: 'O turno do curso {courseName} para {clientName} mudou de horário.',
    times: 'Estava previsto para {previousDate}, {previousTime}. Passa a realizar-se em {date}, {time} ({timeZone}).',
    action: 'Abrir o turno',
    note: 'Se o novo horário não lhe for conveniente, informe o seu coordenador de turno o mais depressa possível.',
  },
  'participant-schedule': {
    subject: 'A sua sessão: {courseName} em {date}',
    intro: 'Esta é a sua sessão de role-play do curso {courseName} para {clientName}: {date}, {time} ({timeZone}).',
    introCalls:
      '{callCount, plural, one {Esta é a sua chamada de role-play} other {Estas são as suas # chamadas de role-play}} do curso {courseName} para {clientName}, em {date} ({timeZone}):',
    room: 'Sala: {roomName}',
    call: 'Chamada {callNumber}: {callTime}',
    scenarios: 'Cenários, por ordem: {scenarios}',
    localNumber: 'Número de acesso: {localNumber}',
    tollFreeNumber: 'Número gratuito: {tollFreeNumber}',
    meetingUrl: 'Ligação da reunião: {meetingUrl}',
    closing: 'Por favor, entre alguns minutos antes do início. Até breve.',
  },
  'action-plan': {
    subject:
      '{audience, select, participant {O seu plano de ação: {courseName}} other {Plano de ação: {participantName}, {courseName}}}',
    intro:
      '{audience, select, participant {Eis o seu plano de ação após a sua sessão de role-play do curso {courseName} para {clientName}, em {date}.} other {Eis o plano de ação de {participantName} após a sessão de role-play do curso {courseName} para {clientName}, em {date}.}}',
    itemsHeading: 'Competências a praticar:',
    customHeading: 'Outras ações previstas:',
    closing: 'Obrigado pela sua participação. Desejamos-lhe muito sucesso.',
  },
  'session-invitation': {
    subject: 'Convite de calendário: a sua sessão de {courseName}, {date}',
    intro:
      'Tem uma sessão de role-play do curso {courseName} para {clientName}. O convite anexo a este e-mail adiciona-a ao seu calendário.',
    ...SESSION,
    closing: 'Por favor, entre alguns minutos antes do início.',
  },
  'session-invitation-updated': {
    subject: 'Sessão alterada: {courseName}, {date}',
    intro:
      'A sua sessão de role-play do curso {courseName} para {clientName} foi alterada. Fica agora como abaixo; o convite anexo atualiza o seu calendário.',
    ...SESSION,
    closing: 'Por favor, entre alguns minutos antes do início.',
  },
  'session-invitation-cancelled': {
    subject: 'Sessão cancelada: {courseName}, {date}',
    intro:
      'A sessão de role-play do curso {courseName} para {clientName} indicada abaixo já não está prevista para si. O cancelamento anexo retira-a do seu calendário.',
    session: SESSION.session,
    closing: 'Se tiver dúvidas, contacte a equipa do curso.',
  },
  'session-reminder': {
    subject: 'Lembrete: a sua sessão de {courseName}, {date}',
    intro: 'Este é um lembrete da sua sessão de role-play do curso {courseName} para {clientName}.',
    ...SESSION,
    closing: 'Por favor, entre alguns minutos antes do início. Até breve.',
  },
  'session-starting-soon': {
    subject: 'A sua sessão está a começar: {courseName}',
    intro:
      'A sua sessão de role-play do curso {courseName} para {clientName} começa em breve ou já começou. Por favor, entre agora.',
    ...SESSION,
    closing: 'Se não puder entrar, responda a este e-mail.',
  },
  'regapp-sign-in-link': {
    subject: 'O seu link de acesso: {courseName}',
    intro:
      'Alguém, provavelmente o próprio, pediu para marcar uma sessão do curso {courseName}. Use o botão abaixo para abrir a aplicação de inscrição.',
    action: 'Abrir a aplicação de inscrição',
    note: 'O link só funciona uma vez e expira em {hours, plural, one {# hora} other {# horas}}. Se não o pediu, pode ignorar esta mensagem.',
  },
  'regapp-confirmation': {
    subject:
      '{kind, select, booked {Marcação confirmada} moved {Marcação alterada} other {Marcação cancelada}}: {courseName}, {date}',
    intro:
      '{kind, select, booked {A sua sessão de role-play do curso {courseName} para {clientName} está marcada.} moved {A sua sessão de role-play do curso {courseName} para {clientName} foi alterada. Fica agora como abaixo.} other {A sua sessão de role-play do curso {courseName} para {clientName} abaixo foi cancelada.}}',
    ...SESSION,
    action: 'Abrir a aplicação de inscrição',
    closing: 'Pode alterar ou cancelar a sua marcação na aplicação de inscrição até pouco antes da sessão.',
  },
  'regapp-offer': {
    subject: 'Há um lugar livre: {courseName}, {date}',
    intro:
      'Ficou livre um lugar no horário por que espera no curso {courseName} para {clientName}. Está reservado para si até {until}.',
    ...SESSION,
    action: 'Marcar este lugar',
    note: 'Se não o marcar até lá, é oferecido à pessoa seguinte em espera.',
  },
} satisfies MailCatalogue;
