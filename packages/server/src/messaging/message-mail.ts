import { messageHtml, messageText } from '@portal/domain/messaging/message-format';
import { MessageKindLabels } from '@portal/domain/messaging/messaging';
import type { Config } from '../platform/config';
import { escapeHtml } from '../platform/html';
import type { Mail } from '../platform/mail/mailer';
import type { OutgoingDelivery } from './channel-port';

// A message as an email (docs/decisions/306): the association's name as the heading, whom it is for, the body (the
// one renderer, domain message-format), the link to the Messages page, and a footer that says who sent it and how to
// reach them and, for a kind that can be turned off, the unsubscribe link, also in List-Unsubscribe headers (RFC 2369,
// RFC 8058 one-click) so mail clients offer it.

const P = 'margin:0 0 16px';
const SMALL = 'margin:0 0 8px;font-size:13px;color:#555';

export function messageMail(config: Pick<Config, 'publicUrl' | 'site'>, delivery: OutgoingDelivery): Mail {
  const { associationName: name, associationEmail: email } = config.site;
  const forLine = delivery.forName ? `For ${delivery.forName}, whom you look after.` : null;
  const readLine = 'Read this and every message sent to you in the portal';
  const sentBy = `Sent by ${name} · ${email} · ${config.publicUrl}`;
  const unsubscribe = delivery.unsubscribeUrl
    ? `You get ${MessageKindLabels[delivery.kind].toLowerCase()} because you are a member or guardian. Unsubscribe`
    : null;

  const text =
    [
      name,
      '',
      ...(forLine ? [forLine, ''] : []),
      messageText(delivery.body),
      '',
      `${readLine}: ${delivery.messagesUrl}`,
      '',
      '--',
      sentBy,
      ...(unsubscribe && delivery.unsubscribeUrl ? [`${unsubscribe}: ${delivery.unsubscribeUrl}`] : []),
    ].join('\n') + '\n';

  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#1565c0">${escapeHtml(label)}</a>`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(delivery.subject)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#222;max-width:560px;margin:0 auto;padding:24px">' +
    `<h1 style="font-size:18px;margin:0 0 24px">${escapeHtml(name)}</h1>` +
    (forLine ? `<p style="${P};font-weight:bold">${escapeHtml(forLine)}</p>` : '') +
    messageHtml(delivery.body, { style: { p: P, ul: P, li: 'margin:0 0 4px', a: 'color:#1565c0' } }) +
    `<p style="margin:24px 0">${link(delivery.messagesUrl, readLine)}</p>` +
    `<hr style="border:0;border-top:1px solid #ddd;margin:32px 0 16px">` +
    `<p style="${SMALL}">Sent by ${escapeHtml(name)} · ${link(`mailto:${email}`, email)} · ${link(config.publicUrl, config.publicUrl)}</p>` +
    (unsubscribe && delivery.unsubscribeUrl
      ? `<p style="${SMALL}">${escapeHtml(unsubscribe)}: ${link(delivery.unsubscribeUrl, 'turn these off')}</p>`
      : '') +
    '</body></html>';

  return {
    to: delivery.address ?? '',
    subject: `${delivery.subject}${delivery.forName ? ` (for ${delivery.forName})` : ''} | ${name}`,
    text,
    html,
    ...(delivery.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${delivery.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    ...(delivery.attachmentKey ? { attachmentKey: delivery.attachmentKey } : {}),
  };
}
