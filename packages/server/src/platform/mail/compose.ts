import type { Config } from '../config';
import { escapeHtml } from '../html';
import type { Mail } from './mailer';

/** What an area says in a message; compose() adds the association's name, the link and both renderings. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A button/link to a page of the portal: the path is joined to the public URL setting. */
  action?: { label: string; path: string };
  /** Lines shown after the link (e.g. how long it lasts). */
  after?: string[];
  /** It holds a code or a single-use link: stored in the outbox only until sent (docs/decisions/261). */
  secret?: boolean;
}

/** The absolute address of a portal page, from the PUBLIC_URL setting. */
export function publicLink(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * One message as plain text and HTML, both signed with the association's name (every area sends through this). Every
 * value is escaped by the one escaper of server HTML (platform/html.ts, docs/decisions/092).
 */
export function composeMail(config: Pick<Config, 'publicUrl' | 'site'>, content: MailContent): Mail {
  const name = config.site.associationName;
  const url = content.action ? publicLink(config, content.action.path) : null;
  const after = content.after ?? [];
  const text =
    [
      content.greeting,
      '',
      ...content.paragraphs.flatMap((p) => [p, '']),
      ...(url && content.action ? [`${content.action.label}: ${url}`, ''] : []),
      ...after.flatMap((p) => [p, '']),
      `${name}`,
      url ? '' : publicLink(config, '/'),
    ]
      .join('\n')
      .trim() + '\n';
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const button =
    url && content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1565c0;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(url)}</p>`
      : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;max-width:560px;margin:0 auto;padding:24px">' +
    `<h1 style="font-size:18px;margin:0 0 24px">${escapeHtml(name)}</h1>` +
    p(content.greeting) +
    content.paragraphs.map(p).join('') +
    button +
    after.map(p).join('') +
    `<p style="margin:32px 0 0;font-size:13px;color:#555">${escapeHtml(name)} · <a href="${escapeHtml(publicLink(config, '/'))}">${escapeHtml(config.publicUrl)}</a></p>` +
    '</body></html>';
  return {
    to: content.to,
    subject: `${content.subject} | ${name}`,
    text,
    html,
    ...(content.secret ? { secret: true } : {}),
  };
}
