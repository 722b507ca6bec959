// HTML built on the server from data (docs/decisions/092-server-html.md): every interpolated value is escaped, so
// nothing a person typed can become markup. Only the fragments this tag itself made are inserted as they are.

/** A fragment of HTML made by `html` (and only by it). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text as HTML text or attribute value: & < > " ' ` replaced by their entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c]!);
}

type Value = string | number | null | undefined | SafeHtml | readonly SafeHtml[];

const render = (v: Value): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
};

/** A tagged template: html`<td>${name}</td>` escapes `name`; nested html`` fragments (or arrays of them) stay markup. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}
