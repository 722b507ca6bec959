import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint';

// spec 002 §3 Noticeboard row and the §7 call GET /member/noticeboard ("noticeboard grouped by section"). The spec
// shows no response shape: this one is ours (docs/decisions/094-noticeboard.md), documented in /api/docs.

/** spec 002 §3 Noticeboard row. */
export const NoticeboardRow = z.object({
  id: z.number().int().describe('ours: the row id'),
  firstname: z.string(),
  surname: z.string(),
  gender: z.string().describe("'Male', 'Female' or empty"),
  email: z.string(),
  competition: z.string(),
  comment: z.string(),
});
export type NoticeboardRow = z.infer<typeof NoticeboardRow>;

export const NoticeboardSection = z.object({ section: z.string(), rows: z.array(NoticeboardRow) });
export type NoticeboardSection = z.infer<typeof NoticeboardSection>;
export const NoticeboardReply = z.object({
  data: z.array(NoticeboardSection).describe('sections in their order, each with its rows, newest first'),
});
export type NoticeboardReply = z.infer<typeof NoticeboardReply>;

const common = { auth: 'member' as const, tags: ['noticeboard'], method: 'GET' as const, reply: NoticeboardReply };

/**
 * spec 002 §7 GET /member/noticeboard, as the spec names it (no /api): JSON to a request that asks for JSON (Accept:
 * application/json, or a bearer token); a browser opening the address gets the web app's page instead.
 */
export const noticeboard = defineEndpoint({
  ...common,
  path: '/member/noticeboard',
  summary:
    'Noticeboard grouped by section (managers, is_man). JSON when the request asks for it (Accept: application/json or a bearer token); otherwise the web page.',
});

/** Ours: the same answer under /api, which the web app calls (every API call of the web app is under /api). */
export const apiNoticeboard = defineEndpoint({
  ...common,
  path: '/api/member/noticeboard',
  summary: 'Noticeboard grouped by section (managers, is_man); the same answer as GET /member/noticeboard.',
});
