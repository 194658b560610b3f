// Test helpers of the mail tests: a real SMTP peer that keeps what it accepts, and readers of the
// raw messages it received (headers decoded, MIME parts decoded), as a mail client would read them.
import { SMTPServer } from 'smtp-server';

export interface Received {
  mailFrom: string;
  recipients: string[];
  raw: string;
}

/** What the test SMTP server does with the next messages. */
interface Behaviour {
  refuseRecipient?: (address: string) => boolean;
  refuseData?: boolean;
  delayMs?: number;
}

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpServer() {
  const received: Received[] = [];
  const behaviour: Behaviour = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (behaviour.refuseRecipient?.(address.address)) {
        callback(new SmtpRefusal(`No mailbox here for ${address.address}`, 550));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const finish = () => {
          if (behaviour.refuseData) {
            callback(new SmtpRefusal('Message refused for this test', 554));
            return;
          }
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            recipients: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (behaviour.delayMs) setTimeout(finish, behaviour.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    behaviour,
    reset() {
      received.length = 0;
      for (const key of Object.keys(behaviour)) delete behaviour[key as keyof Behaviour];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Bytes written as quoted-printable or base64, back to text (UTF-8). */
function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The first MIME part of a raw message whose Content-Type starts with `type`, decoded, with that header. */
export function mimePart(raw: string, type: string): { contentType: string; body: string } {
  const start = raw.toLowerCase().indexOf(`content-type: ${type.toLowerCase()}`);
  if (start < 0) throw new Error(`no ${type} part`);
  const headerEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headerEnd).replace(/\r\n[ \t]+/g, ' ');
  const end = raw.indexOf('\r\n--', headerEnd);
  const body = raw.slice(headerEnd + 4, end < 0 ? undefined : end);
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  return { contentType: headers.split('\r\n')[0] ?? '', body: decodeBody(body, encoding) };
}

/**
 * The text/calendar part of a raw message, decoded (quoted-printable or base64), with its folded
 * lines joined, and the part's Content-Type header.
 */
export function calendarPart(raw: string): { contentType: string; ics: string } {
  const { contentType, body } = mimePart(raw, 'text/calendar');
  return { contentType, ics: body.replace(/\r?\n[ \t]/g, '') };
}

/** A header of a raw message, unfolded, its encoded words (RFC 2047, Q or B) decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** A received message as its reader sees it: the subject, the plain text and the HTML, decoded. */
export function readMessage(raw: string): { subject: string; text: string; html: string } {
  return {
    subject: headerOf(raw, 'Subject') ?? '',
    text: mimePart(raw, 'text/plain').body,
    html: mimePart(raw, 'text/html').body,
  };
}
