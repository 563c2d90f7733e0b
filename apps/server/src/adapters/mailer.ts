import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `cid` makes one an inline picture the HTML shows as `<img src="cid:...">` (the pick-up QR code). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Default: each message becomes an .eml file under `dir` (ARCHITECTURE: email outbox).
 * nodemailer's stream transport builds the same MIME a real SMTP send would.
 */
export function outboxMailer(
  dir: string,
  from: string,
  log?: (msg: string) => void,
): Mailer & { dir: string } {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let seq = 0;
  return {
    dir,
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(dir, `${Date.now()}-${process.pid}-${++seq}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.(`mail to ${mail.to}: "${mail.subject}" written to ${file}`);
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** The newest outbox messages for an address, newest first (tests and the demo read reset links here). */
export async function readOutbox(dir: string, to?: string): Promise<{ file: string; raw: string }[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const wanted = names
    .filter((n) => n.endsWith('.eml') && (!to || n.includes(to.replace(/[^a-zA-Z0-9@._-]/g, '_'))))
    .sort((a, b) => {
      const [ta, , sa] = a.split('-');
      const [tb, , sb] = b.split('-');
      return Number(tb) - Number(ta) || Number(sb) - Number(sa);
    });
  return Promise.all(wanted.map(async (n) => ({ file: n, raw: await readFile(path.join(dir, n), 'utf8') })));
}
