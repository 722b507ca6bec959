import { z } from 'zod';
import { idField } from '../shared/fields';
import { defineStaffEndpoint } from '../staff/staff.contract';
import { IMPORT_SOURCES } from './import-row';
import { IMPORT_MAX_BYTES } from './import.messages';

// Moving in (issue 42, docs/decisions/298 and 299): a file is read and planned first (the dry run writes no person),
// then run as a background job in batches, listed, and undone. The page polls the import while it runs.

const tags = ['staff', 'import'];

/** What an import is doing: planned (the dry run), running (the job), done, failed, undone. */
export const IMPORT_STATUSES = ['planned', 'running', 'done', 'failed', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the plan does with a person of the file. */
export const PLAN_ACTIONS = ['create', 'change', 'same', 'near'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** How a person of the file was matched to a member: member number, the other platform's id, name and birth date. */
export const MATCHED_BY = ['member_number', 'source_id', 'name_dob', 'decision'] as const;

/** What the dry run found, and (once run) what the import wrote. */
export const ImportCounts = z.object({
  people: z.number().int().describe('people read from the file (a person on several rows counts once)'),
  create: z.number().int().describe('people who match no member: created'),
  change: z.number().int().describe('people who match a member whose details the file changes'),
  same: z.number().int().describe('people who match a member with nothing to change'),
  near: z.number().int().describe('people near another member (the duplicate finder): staff decide'),
  refused: z.number().int().describe('rows refused, each with its line, column and reason'),
  duplicates: z.number().int().describe('rows repeating a person read earlier in the file'),
  holders: z.number().int().describe('account holders the file names who are neither a row nor a member: created'),
  guardianships: z.number().int().describe('children linked to their account holder'),
  seasons: z.number().int().describe('seasons the teams need that are not there: made'),
  divisions: z.number().int().describe('divisions (grades) made'),
  teams: z.number().int().describe('teams made'),
  places: z.number().int().describe('places on teams (players, coaches, managers) added'),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/** What the job wrote (null before it ran). */
export const ImportResult = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  guardianships: z.number().int(),
  places: z.number().int().describe('places on teams made'),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const ImportSummary = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO instant'),
  created_by: z.object({ id: z.number().int(), name: z.string() }),
  file_name: z.string(),
  source: z.enum(IMPORT_SOURCES),
  season_id: z.number().int().nullable(),
  status: z.enum(IMPORT_STATUSES),
  counts: ImportCounts,
  result: ImportResult.nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  error: z.string().nullable().describe('why a failed import stopped (its committed batches stay)'),
  finished_at: z.string().nullable().describe('ISO instant'),
  undone_at: z.string().nullable().describe('ISO instant'),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

/** One field the import changes on a matched member: only fields the file has and that differ, never to empty. */
export const PlanChange = z.object({ field: z.string(), from: z.string(), to: z.string() });
export type PlanChange = z.infer<typeof PlanChange>;

/** A member near a person of the file (back-office 1's duplicate finder): the page offers them for a decision. */
export const NearMember = z.object({
  member_id: z.number().int(),
  name: z.string(),
  dob: z.string().nullable().describe('yyyy-mm-dd'),
  email: z.string(),
  mobile: z.string(),
  postcode: z.string(),
  matched_on: z.array(z.string()).describe('what they share: name, dob, gender, email, mobile, postcode'),
});
export type NearMember = z.infer<typeof NearMember>;

/** A near match's decision: the same person as member_id (the file's details go onto it), or a new person. */
export const NearDecision = z.object({
  line: z.number().int().min(1),
  choice: z.enum(['same', 'new']),
  member_id: idField.optional().describe("with 'same': the member the person is"),
});
export type NearDecision = z.infer<typeof NearDecision>;

/** A person of the file as the plan has them (and, once run, the member they became). */
export const PlanRow = z.object({
  line: z.number().int().describe('the first file line the person was read from'),
  lines: z.array(z.number().int()),
  name: z.string(),
  dob: z.string().describe('yyyy-mm-dd, empty for an account holder the file names only'),
  action: z.enum(PLAN_ACTIONS),
  matched_by: z.enum(MATCHED_BY).nullable(),
  member_id: z.number().int().nullable().describe('the member matched, or created once run'),
  changes: z.array(PlanChange),
  near: z.array(NearMember),
  decision: NearDecision.shape.choice.nullable(),
  holder: z.string().describe("the account holder's name when the person is a child of the file's family, else ''"),
  places: z.number().int().describe('team places the file gives the person'),
  done: z.boolean().describe('written by the job'),
});
export type PlanRow = z.infer<typeof PlanRow>;

export const ImportRefused = z.object({ line: z.number().int(), column: z.string(), reason: z.string() });
export const ImportDuplicate = z.object({ line: z.number().int(), first_line: z.number().int(), name: z.string() });

export const ImportDetail = z.object({
  import: ImportSummary,
  header: z.array(z.string()),
  mapping: z.record(z.string(), z.string()).describe("the file's column → the portal field it fills ('' = none)"),
  rows: z.object({
    items: z.array(PlanRow),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
  refused: z.array(ImportRefused).describe('every refused row'),
  duplicates: z.array(ImportDuplicate),
});
export type ImportDetail = z.infer<typeof ImportDetail>;

/** Rows per page of an import's people. */
export const IMPORT_PER_PAGE = 50;

/**
 * The dry run's form (multipart): the file, an optional mapping (JSON of the file's column → portal field) to use
 * instead of the one recognised from the header, and the season the rows without a Season column go to.
 */
export const PlanImportBody = z.object({
  file: z.unknown().optional().describe('CSV file: PlayHQ participants, GameDay member report or the portal template'),
  mapping: z.string().optional().describe("JSON object: the file's column name → the portal field it fills"),
  season_id: z.string().optional().describe('id of the season the teams go to when the file names none'),
});

export const planImport = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/imports',
  permission: 'members.import',
  tags,
  // one byte more than the largest file read, so a larger one arrives truncated and is refused with the reader's words
  multipart: { fileSize: IMPORT_MAX_BYTES + 1 },
  summary:
    'The dry run: read a CSV file, match its people to members and store the plan (nothing written to members). Answers the plan.',
  body: PlanImportBody,
  reply: z.object({ data: ImportDetail }),
});

export const importList = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/imports',
  permission: 'members.import',
  tags,
  summary: 'Every import, newest first: when, who, file, counts, status.',
  reply: z.object({ data: z.object({ imports: z.array(ImportSummary) }) }),
});

export const importParams = z.object({ importId: idField });

export const ImportQuery = z.object({
  action: z.enum(PLAN_ACTIONS).optional().describe("only the people the plan gives this action (e.g. 'near')"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

export const importDetail = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/imports/:importId',
  permission: 'members.import',
  tags,
  summary: "An import's plan, progress and result, its people a page at a time (poll it while it runs).",
  params: importParams,
  query: ImportQuery,
  reply: z.object({ data: ImportDetail }),
});

export const RunImportBody = z.object({
  decisions: z.array(NearDecision).max(100_000).default([]).describe('near matches decided; undecided: a new person'),
});
export type RunImportBody = z.infer<typeof RunImportBody>;

export const runImport = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/imports/:importId/run',
  permission: 'members.import',
  tags,
  summary: 'Start a planned import as a background job (409 when it is not planned: running, done or undone).',
  params: importParams,
  body: RunImportBody,
  reply: z.object({ data: z.object({ message: z.string(), import: ImportSummary }) }),
});

/** A record undo kept, and why (touched since the import). */
export const UndoKept = z.object({
  kind: z.string().describe('member, member_change, guardianship…'),
  member_id: z.number().int().nullable(),
  name: z.string(),
  reason: z.string(),
});

export const UndoReply = z.object({
  message: z.string(),
  removed: z.record(z.string(), z.number().int()).describe('records removed or put back, by kind'),
  kept: z.array(UndoKept),
  import: ImportSummary,
});
export type UndoReply = z.infer<typeof UndoReply>;

export const undoImport = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/imports/:importId/undo',
  permission: 'members.import',
  tags,
  summary:
    'Undo a finished import: people it created that nothing has touched since are removed, changes put back (audited).',
  params: importParams,
  reply: z.object({ data: UndoReply }),
});
