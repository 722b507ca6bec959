import {
  CHANNELS,
  DEFAULT_PREFERENCE,
  isTransactional,
  MESSAGE_KINDS,
  type Channel,
  type MessageKind,
} from './messaging';
import { MemberMessagingMessages as M } from './messaging.member.messages';

// A member's choice of channels per kind of message (issue 43 item 4, docs/decisions/312): the web's grid and the
// server's refusal read the same rule, so a disabled box and a 422 never disagree.

export type Preferences = Record<MessageKind, Record<Channel, boolean>>;

/** The member's choices: the rows they saved over the defaults (no row = DEFAULT_PREFERENCE). */
export function preferencesFrom(rows: { kind: string; channel: string; enabled: boolean }[]): Preferences {
  const prefs = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, { ...DEFAULT_PREFERENCE }])) as Preferences;
  for (const r of rows)
    if ((MESSAGE_KINDS as readonly string[]).includes(r.kind) && (CHANNELS as readonly string[]).includes(r.channel))
      prefs[r.kind as MessageKind][r.channel as Channel] = r.enabled;
  return prefs;
}

/** Why these choices cannot be saved, by field (`kind` or `kind.channel`); empty when they can. */
export function preferenceProblems(prefs: Preferences, hasMobile: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const kind of MESSAGE_KINDS) {
    if (isTransactional(kind) && !CHANNELS.some((c) => prefs[kind][c] && (c !== 'sms' || hasMobile)))
      problems[kind] = M.allOff(kind);
    if (prefs[kind].sms && !hasMobile) problems[`${kind}.sms`] = M.noMobile;
  }
  return problems;
}

/** Team messages go by email and app notification: an SMS costs the association, so only staff send one. */
export const TEAM_MESSAGE_CHANNELS: readonly Channel[] = ['email', 'push'];
