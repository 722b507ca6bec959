import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { PRIVATE_FILE_MODE, privateDir } from '../private-files';

/** One outgoing message: plain text and HTML, both carrying the association's name. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The message carries a secret (a code, a single-use link): the outbox keeps its bodies only until it is sent or
   * given up (docs/decisions/261). The mail that puts a code in says so (its MailContent's `secret`).
   */
  secret?: boolean;
  /** Extra headers (a message's List-Unsubscribe and List-Unsubscribe-Post, decision 306). */
  headers?: Record<string, string>;
  /** A stored_files key: the outbox keeps the key and attaches the file's bytes when it sends (decision 306). */
  attachmentKey?: string;
}

/** A file attached to a message as it is sent (the outbox read its bytes from stored_files). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
}

/** A message as the outbox hands it to the mailer: with its attachment's bytes. */
export type OutgoingMail = Mail & { attachments?: MailAttachment[] };

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What nodemailer takes of a message (the outbox's own fields left out). */
function nodemailerMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

/**
 * The one mailer of every area: through SMTP_URL when set, otherwise each message is written to
 * DATA_DIR/mail/ as one RFC 5322 .eml file (nodemailer's stream transport builds the message).
 */
export function createMailer(config: Config): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail(nodemailerMessage(from, mail));
      },
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  // RFC 5322 lines end in CRLF: mail clients and tools that open the .eml expect it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(nodemailerMessage(from, mail));
      // A message may hold a live reset link: only the server's user may read it.
      privateDir(dir);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const name = `${stamp}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`;
      // written whole under a hidden name (no address in it), then renamed: whoever reads the folder for someone's
      // mail never finds a message half written
      const part = path.join(dir, `.${crypto.randomUUID()}.part`);
      await fs.writeFile(part, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await fs.rename(part, path.join(dir, name));
    },
  };
}
