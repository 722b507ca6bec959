import type { NoticeboardSection } from '@portal/domain/noticeboard/noticeboard.contract';
import type { Ctx } from '../platform/context';
import { requireGates } from '../platform/gates';
import * as repo from './noticeboard.repo';

/** spec 002 §2, §7: the noticeboard grouped by section, for managers (is_man, §6). */
export async function noticeboard(ctx: Ctx): Promise<NoticeboardSection[]> {
  requireGates(ctx, 'is_man');
  const sections: NoticeboardSection[] = [];
  for (const r of await repo.listRows(ctx.db)) {
    let section = sections.at(-1);
    if (section?.section !== r.section) sections.push(section = { section: r.section, rows: [] });
    section.rows.push({ id: r.id, firstname: r.firstname, surname: r.surname, gender: r.gender, email: r.email, competition: r.competition, comment: r.comment });
  }
  return sections;
}
