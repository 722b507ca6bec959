import { AbaMessages as M } from './payments.messages';

// Field rules of the ABA (Cemtex direct entry) file (docs/decisions/179-aba-file.md): fixed-width, space or zero
// filled, and only the BECS character set. Each check answers the formatted field or one of AbaMessages.

type Field = { value: string } | { error: string };

/** The characters the file allows: upper case letters, digits, space and & ' ( ) * + , - . / */
const BECS = /^[A-Z0-9 &'()*+,\-./]*$/;

/**
 * A name or reference for the file: accents dropped, curly apostrophes made straight, upper case, spaces collapsed,
 * cut to the field width; an error when empty (and required) or when a character is outside the set.
 */
export function abaText(raw: string, width: number, required = true): Field {
  const text = raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return required ? { error: M.required } : { value: '' };
  if (!BECS.test(text)) return { error: M.characters };
  return { value: text.slice(0, width).trimEnd() };
}

/** A BSB of 6 digits ('062000' or '062-000') as the file writes it: '062-000'. */
export function abaBsb(raw: string): Field {
  const m = /^(\d{3})-?(\d{3})$/.exec(raw.trim());
  return m ? { value: `${m[1]}-${m[2]}` } : { error: raw.trim() ? M.bsb : M.required };
}

/** An account number of 1 to 9 digits (spaces and dashes ignored), not all zeros. */
export function abaAccount(raw: string): Field {
  const digits = raw.replace(/[\s-]/g, '');
  if (!digits) return { error: M.required };
  return /^\d{1,9}$/.test(digits) && /[1-9]/.test(digits) ? { value: digits } : { error: M.account };
}

/** Whole cents within a zero-filled field of `width` digits (at least 1 cent unless `zero` is allowed). */
export function abaCents(cents: number, width: number, message: string, zero = false): Field {
  const ok = Number.isSafeInteger(cents) && cents >= (zero ? 0 : 1) && String(cents).length <= width;
  return ok ? { value: String(cents).padStart(width, '0') } : { error: message };
}

/** 'yyyy-mm-dd' → DDMMYY, when a real date. */
export function abaDate(iso: string): Field {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) return { error: M.date };
  return { value: `${m[3]}${m[2]}${m[1]!.slice(2)}` };
}

/** Left-justified and space-filled to the width. */
export const left = (s: string, width: number) => s.padEnd(width, ' ').slice(0, width);
/** Right-justified and space-filled to the width. */
export const right = (s: string, width: number) => s.padStart(width, ' ').slice(-width);
