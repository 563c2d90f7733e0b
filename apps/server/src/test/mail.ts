import type { MessageKey } from '@lfm/core';
import { en } from '@lfm/core/i18n/en';
import { enPortal } from '@lfm/core/i18n/en-portal';
import { enServer } from '@lfm/core/i18n/en-server';
import type { TestContext } from './test-app';

/** One sent email as its reader sees it: the subject and the texts decoded, the attachments' bytes. */
export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** A part's headers (folded lines unfolded, names in lowercase) and its body. */
function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (soft breaks and =XX bytes) as the UTF-8 text it encodes. */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** A header's RFC 2047 encoded words ('=?UTF-8?Q?Cancelamos_tu_pedido?=') as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function bodyBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return fromQuotedPrintable(part.body);
  return Buffer.from(part.body, 'utf8');
}

/** The leaves of a MIME message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

/** A raw .eml (what the outbox mailer writes) read as its reader sees it. */
export function readMail(raw: string): ReadMail {
  const message = splitPart(raw);
  const mail: ReadMail = {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  for (const leaf of leaves(message)) {
    const type = (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const disposition = leaf.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    if (filename || !type.startsWith('text/'))
      mail.attachments.push({
        filename: filename ?? '',
        contentType: type.split(';')[0]!,
        content: bodyBytes(leaf),
      });
    // The line break the MIME writer ends a part with is not the sender's.
    else if (type.startsWith('text/html'))
      mail.html = bodyBytes(leaf)
        .toString('utf8')
        .replace(/\r?\n$/, '');
    else
      mail.text = bodyBytes(leaf)
        .toString('utf8')
        .replace(/\r?\n$/, '');
  }
  return mail;
}

/** Every email to `to` so far, read (see readMail), newest first. */
export const mailsTo = async (t: TestContext, to: string): Promise<ReadMail[]> =>
  (await t.outbox(to)).map((m) => readMail(m.raw));

/** The newest email to `to` whose subject matches. */
export async function mailTo(t: TestContext, to: string, subject: RegExp): Promise<ReadMail> {
  const mail = (await mailsTo(t, to)).find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail to ${to} with a subject like ${String(subject)}`);
  return mail;
}

const ENGLISH: Record<string, string> = { ...en, ...enPortal, ...enServer };

/**
 * The literal words of an ICU message ('Your order #{id} has been cancelled' -> 'Your order #', ' has been
 * cancelled'), the options of its selects and plurals included: what an English text says whatever its values.
 */
function literals(message: string): string[] {
  const out: string[] = [];
  let i = 0;
  // Text up to the '}' that closes it (or the end), its arguments skipped and their options read.
  const text = () => {
    let run = '';
    while (i < message.length && message[i] !== '}') {
      if (message[i] === '{') {
        out.push(run);
        run = '';
        argument();
      } else run += message[i++] === '#' ? '\u0000' : message[i - 1];
    }
    out.push(run);
  };
  const argument = () => {
    i++; // '{'
    const head = /^[^{}]*/.exec(message.slice(i))![0];
    i += head.length;
    const [, kind] = head.split(',').map((s) => s.trim());
    if (kind === 'select' || kind === 'plural' || kind === 'selectordinal')
      while (message[i] === '{') {
        i++;
        text();
        i++; // '}' of the option
        i += /^[^{}]*/.exec(message.slice(i))![0].length; // the next option's name
      }
    i++; // '}' of the argument
  };
  text();
  return out.flatMap((run) => run.split('\u0000'));
}

/**
 * The English sentences of `keys` found in `text`: each literal stretch of two words or more of their
 * English texts (a word alike in both languages, 'Total', does not count). A text said in Spanish has none.
 */
export function englishLeft(text: string, keys: MessageKey[]): string[] {
  return keys.flatMap((key) =>
    literals(ENGLISH[key] ?? key)
      .map((run) => run.trim())
      .filter((run) => /[A-Za-z]+[^A-Za-z]+[A-Za-z]+/.test(run) && text.includes(run)),
  );
}
