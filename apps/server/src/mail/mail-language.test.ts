import { formatDateLong } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { apiTest, enrol, insertCourse, insertInvite, insertRoleplayShift, insertShift, qualify } from '../test/fixtures';
import { TEST_PASSWORD, type TestContext, testDbKind } from '../test/harness';
import { readMessage, startSmtpServer } from './test-smtp';
import { createMailTransport, deliverDueMail } from './worker';

const it = apiTest;

/**
 * Which language an e-mail speaks (issue 40), read as its reader gets it: queued through the API,
 * delivered by the mail worker to a real SMTP peer, decoded. A person's own e-mails (sign-in and
 * password links, invitations to a shift, a shift cancelled for its staff) follow the person's
 * language: the one they chose, else a participant's course's, else en-CA. Course e-mails to
 * participants keep the course's language, whatever the participant chose.
 */
describe(`the language of the e-mails (${testDbKind})`, () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: ReturnType<typeof createMailTransport>;
  const mailConfig = { mailFrom: 'Back Office <no-reply@office.example>', alwaysBcc: undefined };

  it.beforeAll(async ({ ctx: fileCtx }) => {
    ctx = fileCtx;
    smtp = await startSmtpServer();
    transport = createMailTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.reset();
    await ctx.database.db.delete(mailOutbox);
  });

  const db = () => ctx.database.db;
  const chooseLanguage = (userId: number, language: 'en-CA' | 'fr-CA' | 'pt-PT' | 'es-ES' | null) =>
    db().update(users).set({ language }).where(eq(users.id, userId));

  /** Waits until `count` messages to `to` are queued (some routes queue after they answer). */
  async function queuedFor(to: string, count = 1) {
    await expect
      .poll(async () => (await db().select({ to: mailOutbox.to }).from(mailOutbox)).filter((m) => m.to.includes(to)).length)
      .toBe(count);
  }

  /** Delivers what is due and answers the messages the SMTP peer got for `to`, as read. */
  async function deliveredTo(to: string) {
    await deliverDueMail({ db: db(), config: mailConfig, transport });
    return smtp.received.filter((m) => m.recipients.includes(to)).map((m) => readMessage(m.raw));
  }

  it('sends a sign-in link in the language its owner chose, and in en-CA to one who chose none', async () => {
    const french = await ctx.signIn('rp');
    const chosen = await ctx.api({
      method: 'PUT',
      url: `/users/${french.user.id}`,
      token: french.token,
      payload: { user: { language: 'fr-CA' } },
    });
    expect(chosen.statusCode).toBe(200);
    const none = await ctx.createUser({ roles: ['coach'] });

    for (const person of [french.user, none]) {
      const res = await ctx.api({ method: 'POST', url: '/login/link', payload: { email: person.email } });
      expect(res.statusCode).toBe(200);
      await queuedFor(person.email);
    }

    const [inFrench] = await deliveredTo(french.user.email);
    expect(inFrench?.subject).toBe('Votre lien de connexion');
    expect(inFrench?.text).toContain(`Bonjour ${french.user.name},`);
    expect(inFrench?.html).toContain('<html lang="fr-CA">');
    const [inEnglish] = await deliveredTo(none.email);
    expect(inEnglish?.subject).toBe('Your sign-in link');
    expect(inEnglish?.text).toContain(`Hello ${none.name},`);
    expect(inEnglish?.html).toContain('<html lang="en-CA">');
  });

  it('follows the device a person last signed in with until they choose, and a sign-in page asking for a link', async () => {
    const coach = await ctx.createUser({ roles: ['coach'] });
    const before = (await db().select().from(users).where(eq(users.id, coach.id)))[0];
    const login = await ctx.api({
      method: 'POST',
      url: '/login',
      headers: { 'accept-language': 'de-DE,fr-CA;q=0.8,en;q=0.5' },
      payload: { email: coach.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const after = (await db().select().from(users).where(eq(users.id, coach.id)))[0];
    expect(after?.deviceLanguage).toBe('fr-CA');
    // Not an edit of the person: an editor open on their page is not told of a change.
    expect(after?.updatedAt).toEqual(before?.updatedAt);

    const askLink = (headers: Record<string, string> = {}) =>
      ctx.api({ method: 'POST', url: '/login/link', headers, payload: { email: coach.email } });
    // Asked without a language (a script, another client): the last device's.
    expect((await askLink()).statusCode).toBe(200);
    await queuedFor(coach.email);
    const [french] = await deliveredTo(coach.email);
    expect(french?.subject).toBe('Votre lien de connexion');

    // Asked from a sign-in page in Spanish (its cookie wins over the browser's): Spanish.
    smtp.reset();
    expect((await askLink({ cookie: 'app-language=es-ES', 'accept-language': 'fr-CA' })).statusCode).toBe(200);
    await queuedFor(coach.email, 2);
    const [spanish] = await deliveredTo(coach.email);
    expect(spanish?.subject).toBe('Su enlace para iniciar sesión');

    // A language chosen in the app wins over any device.
    await chooseLanguage(coach.id, 'en-CA');
    smtp.reset();
    expect((await askLink({ 'accept-language': 'pt-PT' })).statusCode).toBe(200);
    await queuedFor(coach.email, 3);
    const [english] = await deliveredTo(coach.email);
    expect(english?.subject).toBe('Your sign-in link');
  });

  it("sends a participant's password link in their course's language until they choose one, then in theirs", async () => {
    const admin = await ctx.signIn('admin');
    const participant = await ctx.createUser({ roles: ['participant'] });
    const course = await insertCourse(db(), { preferences: { language: 'pt-PT' } });
    await enrol(db(), course.id, participant.id);

    const reset = () => ctx.api({ method: 'POST', url: `/users/${participant.id}/reset_password`, token: admin.token });
    expect((await reset()).statusCode).toBe(200);
    await queuedFor(participant.email);
    const [portuguese] = await deliveredTo(participant.email);
    expect(portuguese?.subject).toBe('Redefinição da sua palavra-passe');
    expect(portuguese?.text).toContain(`Olá ${participant.name},`);

    await chooseLanguage(participant.id, 'es-ES');
    smtp.reset();
    expect((await reset()).statusCode).toBe(200);
    await queuedFor(participant.email, 2);
    const [spanish] = await deliveredTo(participant.email);
    expect(spanish?.subject).toBe('Restablecimiento de su contraseña');
    expect(spanish?.text).toContain(`Hola, ${participant.name}:`);
  });

  it("invites a role-player to a shift in their language, the shift's kind and date in it too", async () => {
    const sc = await ctx.signIn('sc');
    const course = await insertCourse(db(), { name: 'Objections', clientName: 'Acme Bank', preferences: { language: 'en-CA' } });
    const shift = await insertRoleplayShift(db(), course.id, { begins: new Date('2031-05-06T14:00:00Z') });
    const rp = await ctx.createUser({ roles: ['rp'] });
    await chooseLanguage(rp.id, 'pt-PT');

    const res = await ctx.api({
      method: 'PUT',
      url: `/roleplay_shifts/${shift.id}/invite`,
      token: sc.token,
      payload: { invites: { userIds: [rp.id] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await deliveredTo(rp.email);
    const date = formatDateLong(shift.begins, ctx.config.timeZone, 'pt-PT');
    expect(date).toMatch(/^terça-feira, 6 de maio de 2031$/);
    expect(mail?.subject).toBe(`Convite para um turno: Objections, ${date}`);
    expect(mail?.text).toContain(`Olá ${rp.name},`);
    expect(mail?.text).toContain('Turno: role-play, Objections (Acme Bank)');
    expect(mail?.html).toContain('<html lang="pt-PT">');
  });

  it('offers a shift for swap to each role-player in their own language', async () => {
    const course = await insertCourse(db(), { name: 'Swaps', preferences: { language: 'en-CA' } });
    const shift = await insertRoleplayShift(db(), course.id, { begins: new Date('2031-07-08T14:00:00Z') });
    const holder = await ctx.signIn('rp');
    const french = await ctx.createUser({ roles: ['rp'] });
    await chooseLanguage(french.id, 'fr-CA');
    const spanish = await ctx.createUser({ roles: ['rp'] });
    await chooseLanguage(spanish.id, 'es-ES');
    // Qualifications make these three the course's only role-players.
    for (const person of [holder.user, french, spanish]) await qualify(db(), person.id, course.id);
    const invite = await insertInvite(db(), shift.id, holder.user.id, 'accepted');

    const res = await ctx.api({ method: 'PUT', url: `/role_players/swap_event/${invite.id}`, token: holder.token });
    expect(res.statusCode, res.body).toBe(200);
    const zone = ctx.config.timeZone;
    const [toFrench] = await deliveredTo(french.email);
    expect(toFrench?.subject).toBe(`Quart disponible : Swaps, ${formatDateLong(shift.begins, zone, 'fr-CA')}`);
    expect(toFrench?.text).toContain('Quart : jeu de rôle, Swaps');
    const [toSpanish] = await deliveredTo(spanish.email);
    expect(toSpanish?.subject).toBe(`Turno disponible: Swaps, ${formatDateLong(shift.begins, zone, 'es-ES')}`);
    expect(toSpanish?.text).toContain('juego de rol');
  });

  it("tells a cancelled shift's staff each in their own language and its participants in the course's", async () => {
    const admin = await ctx.signIn('admin');
    const course = await insertCourse(db(), { name: 'Vendas', preferences: { language: 'pt-PT' } });
    const shift = await insertRoleplayShift(db(), course.id, { begins: new Date('2031-06-03T14:00:00Z') });
    const rp = await ctx.createUser({ roles: ['rp'] });
    await chooseLanguage(rp.id, 'fr-CA');
    const coach = await ctx.createUser({ roles: ['coach'] });
    const participant = await ctx.createUser({ roles: ['participant'] });
    await chooseLanguage(participant.id, 'es-ES');
    await enrol(db(), course.id, participant.id);
    for (const person of [rp, coach, participant]) await insertInvite(db(), shift.id, person.id, 'accepted');

    const res = await ctx.api({
      method: 'DELETE',
      url: `/roleplay_shifts/${shift.id}?email_participants=true`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(204);

    const zone = ctx.config.timeZone;
    const [toRp] = await deliveredTo(rp.email);
    expect(toRp?.subject).toBe(`Quart annulé : Vendas le ${formatDateLong(shift.begins, zone, 'fr-CA')}`);
    expect(toRp?.text).toContain(`Bonjour ${rp.name},`);
    const [toCoach] = await deliveredTo(coach.email);
    expect(toCoach?.subject).toBe(`Shift cancelled: Vendas on ${formatDateLong(shift.begins, zone, 'en-CA')}`);
    // A course e-mail: the course's language (pt-PT), not the participant's own (es-ES).
    const [toParticipant] = await deliveredTo(participant.email);
    expect(toParticipant?.subject).toBe(`Turno cancelado: Vendas em ${formatDateLong(shift.begins, zone, 'pt-PT')}`);
    expect(toParticipant?.text).toContain(`Olá ${participant.name},`);
  });

  it("tells a moved shift's staff each in their own language", async () => {
    const admin = await ctx.signIn('admin');
    const course = await insertCourse(db(), { name: 'Mudanças', preferences: { language: 'pt-PT' } });
    const shift = await insertShift(db(), course.id, {
      type: 'training',
      begins: new Date('2031-08-05T14:00:00Z'),
      ends: new Date('2031-08-05T17:00:00Z'),
    });
    const rp = await ctx.createUser({ roles: ['rp'] });
    await chooseLanguage(rp.id, 'fr-CA');
    const coach = await ctx.createUser({ roles: ['coach'] });
    for (const person of [rp, coach]) await insertInvite(db(), shift.id, person.id, 'accepted');

    const res = await ctx.api({
      method: 'PATCH',
      url: `/course_events/${shift.id}`,
      token: admin.token,
      payload: { courseEvent: { begins: '2031-08-12T14:00:00Z', ends: '2031-08-12T17:00:00Z', updatedAt: shift.updatedAt } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const zone = ctx.config.timeZone;
    const moved = new Date('2031-08-12T14:00:00Z');
    const [toRp] = await deliveredTo(rp.email);
    expect(toRp?.subject).toBe(`Quart déplacé : Mudanças, maintenant le ${formatDateLong(moved, zone, 'fr-CA')}`);
    expect(toRp?.text).toContain(formatDateLong(shift.begins, zone, 'fr-CA'));
    const [toCoach] = await deliveredTo(coach.email);
    expect(toCoach?.subject).toBe(`Shift moved: Mudanças now on ${formatDateLong(moved, zone, 'en-CA')}`);
  });

  it("sends the course's registration invitation in the course's language to a participant who chose another", async () => {
    const sc = await ctx.signIn('sc');
    const course = await insertCourse(db(), { name: 'Négociation', preferences: { language: 'fr-CA' } });
    const participant = await ctx.createUser({ roles: ['participant'] });
    await chooseLanguage(participant.id, 'es-ES');
    await enrol(db(), course.id, participant.id);

    const res = await ctx.api({ method: 'POST', url: `/courses/${course.id}/invite_email`, token: sc.token });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await deliveredTo(participant.email);
    expect(mail?.subject).toBe('Votre invitation à vous inscrire : Négociation');
    expect(mail?.text).toContain(`Bonjour ${participant.name},`);
    expect(mail?.html).toContain('<html lang="fr-CA">');
  });
});
