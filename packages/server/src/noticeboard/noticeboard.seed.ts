import type { SeedCtx } from '../platform/seed';
import { noticeboardEntries } from './noticeboard.tables';

// Demo noticeboard (spec 002 §2 Noticeboard): people looking for a team and teams looking for people, in sections.

const SEEKING = 'Players looking for a team';
const TEAMS = 'Teams looking for players';
const COACHES = 'Coaches and referees available';

export async function seedNoticeboard({ tx, now }: SeedCtx): Promise<void> {
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await tx.insert(noticeboardEntries).values([
    {
      sectionOrder: 1,
      section: SEEKING,
      firstname: 'Ava',
      surname: 'Nguyen',
      gender: 'Female',
      email: 'ava.nguyen@example.com.au',
      competition: "Women's Open",
      comment: 'Guard, played div 2 last season. Free Saturday afternoons.',
      createdAt: daysAgo(2),
    },
    {
      sectionOrder: 1,
      section: SEEKING,
      firstname: 'Lucas',
      surname: 'Patel',
      gender: 'Male',
      email: 'lucas.patel@example.com.au',
      competition: "Men's A Grade",
      comment: 'Centre, 198 cm. Can play Wednesdays.',
      createdAt: daysAgo(5),
    },
    {
      sectionOrder: 1,
      section: SEEKING,
      firstname: 'Mia',
      surname: 'Campbell',
      gender: 'Female',
      email: 'mia.campbell@example.com.au',
      competition: 'Mixed Social',
      comment: 'New to the area, happy to fill in.',
      createdAt: daysAgo(9),
    },
    {
      sectionOrder: 1,
      section: SEEKING,
      firstname: 'Harrison',
      surname: "O'Brien",
      gender: 'Male',
      email: 'harrison.obrien@example.com.au',
      competition: 'U14 Boys',
      comment: 'Parent contact: looking for a junior team for my son.',
      createdAt: daysAgo(14),
    },
    {
      sectionOrder: 2,
      section: TEAMS,
      firstname: 'Grace',
      surname: 'Mitchell',
      gender: 'Female',
      email: 'grace.mitchell@example.com.au',
      competition: 'Mixed Social',
      comment: 'The Swish Family need two players for the rest of the season.',
      createdAt: daysAgo(3),
    },
    {
      sectionOrder: 2,
      section: TEAMS,
      firstname: 'Jack',
      surname: 'Robinson',
      gender: 'Male',
      email: 'jack.robinson@example.com.au',
      competition: "Men's A Grade",
      comment: 'Berowra Bears looking for a tall forward.',
      createdAt: daysAgo(7),
    },
    {
      sectionOrder: 3,
      section: COACHES,
      firstname: 'Chloe',
      surname: 'Kelly',
      gender: 'Female',
      email: 'chloe.kelly@example.com.au',
      competition: 'U14 Boys',
      comment: 'Level 1 coach, available Sunday mornings.',
      createdAt: daysAgo(4),
    },
  ]);
}
