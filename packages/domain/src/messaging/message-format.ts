// The one renderer of a message's body (docs/decisions/306): staff and managers write plain text with links and a
// small safe subset of formatting — **bold**, *italic*, [words](https://…) or a bare http(s) address, paragraphs
// (a blank line) and lists (lines starting "- "). The email's HTML, its plain text and the compose page's preview
// all come from here. Every character of the body is escaped first; only the subset becomes markup, and only http(s)
// addresses become links, so nothing a writer types can run in a mail client or a page.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A block of the body: a paragraph (its lines) or a list (its items). */
type Block = { type: 'p'; lines: string[] } | { type: 'ul'; items: string[] };

const ITEM = /^\s*[-•]\s+/;

function blocks(body: string): Block[] {
  const out: Block[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    let para: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (para.length) out.push({ type: 'p', lines: para });
      if (list.length) out.push({ type: 'ul', items: list });
      para = [];
      list = [];
    };
    for (const line of lines) {
      if (ITEM.test(line)) {
        if (para.length) flush();
        list.push(line.replace(ITEM, ''));
      } else {
        if (list.length) flush();
        para.push(line.trim());
      }
    }
    flush();
  }
  return out;
}

// [words](url) | a bare address | **bold** | *italic*; one pass, so markup inside a link's address is never read.
const INLINE =
  /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)|(https?:\/\/[^\s<]+[^\s<.,;:!?)\]'"])|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

function inlineHtml(text: string, link: (href: string, label: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    out += escape(text.slice(at, m.index));
    const [whole, label, href, bare, bold, italic] = m;
    if (href !== undefined && label !== undefined)
      out += link(
        href,
        inlineHtml(label, (_h, l) => l),
      );
    else if (bare !== undefined) out += link(bare, escape(bare));
    else if (bold !== undefined) out += `<strong>${inlineHtml(bold, link)}</strong>`;
    else if (italic !== undefined) out += `<em>${inlineHtml(italic, link)}</em>`;
    at = m.index + whole.length;
  }
  return out + escape(text.slice(at));
}

function inlineText(text: string): string {
  return text.replace(INLINE, (whole, label, href, bare, bold, italic) => {
    if (href !== undefined) return `${inlineText(label as string)} (${href as string})`;
    if (bare !== undefined) return bare as string;
    if (bold !== undefined) return inlineText(bold as string);
    if (italic !== undefined) return inlineText(italic as string);
    return whole;
  });
}

export interface RenderOptions {
  /** Inline style per element, for mail clients that drop a <style> (the email passes its own). */
  style?: Partial<Record<'p' | 'ul' | 'li' | 'a', string>>;
}

/** The body as safe HTML: paragraphs, lists, bold, italic and http(s) links; everything else escaped. */
export function messageHtml(body: string, options: RenderOptions = {}): string {
  const attr = (el: 'p' | 'ul' | 'li' | 'a') => (options.style?.[el] ? ` style="${escape(options.style[el])}"` : '');
  const link = (href: string, label: string) => `<a href="${escape(href)}"${attr('a')}>${label}</a>`;
  return blocks(body)
    .map((b) =>
      b.type === 'p'
        ? `<p${attr('p')}>${b.lines.map((l) => inlineHtml(l, link)).join('<br>')}</p>`
        : `<ul${attr('ul')}>${b.items.map((i) => `<li${attr('li')}>${inlineHtml(i, link)}</li>`).join('')}</ul>`,
    )
    .join('\n');
}

/** The body as plain text: the markers gone, a link as "words (address)", lists as "- item", paragraphs apart. */
export function messageText(body: string): string {
  return blocks(body)
    .map((b) =>
      b.type === 'p' ? b.lines.map(inlineText).join('\n') : b.items.map((i) => `- ${inlineText(i)}`).join('\n'),
    )
    .join('\n\n');
}
