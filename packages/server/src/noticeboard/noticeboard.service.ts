import type { NoticeboardSection } from '@portal/domain/noticeboard/noticeboard.contract';
import type { Ctx } from '../platform/context';
import type { DbOrTx } from '../platform/db';
import { requireGates } from '../platform/gates';
import * as repo from './noticeboard.repo';

/** spec 002 §2, §7: the noticeboard grouped by section, for managers (is_man, §6). */
export async function noticeboard(ctx: Ctx): Promise<NoticeboardSection[]> {
  requireGates(ctx, 'is_man');
  return boardSections(ctx.db);
}

/** The noticeboard grouped by section (the back-office shows managers' view of it; docs/decisions/197). */
export async function boardSections(db: DbOrTx): Promise<NoticeboardSection[]> {
  const sections: NoticeboardSection[] = [];
  for (const r of await repo.listRows(db)) {
    let section = sections.at(-1);
    if (section?.section !== r.section) sections.push((section = { section: r.section, rows: [] }));
    section.rows.push({
      id: r.id,
      firstname: r.firstname,
      surname: r.surname,
      gender: r.gender,
      email: r.email,
      competition: r.competition,
      comment: r.comment,
    });
  }
  return sections;
}
