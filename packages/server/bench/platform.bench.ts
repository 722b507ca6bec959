import { hashToken, newToken } from '../src/platform/bearer';
import { accessTokens, members } from '../src/platform/members.tables';
import type { BenchModule } from './bench-module';

const SIGNED_IN = 50;

/**
 * Foundation figures: health and the signed-in path (token check and profile read), on PGlite and PostgreSQL. The
 * profile is read by 50 different members in turn, each with a token of their own, as on a Saturday morning: one
 * member's token sent over and over would measure a read that a real association never makes.
 */
export const platformBench: BenchModule = {
  name: 'platform',
  async prepare(db) {
    const rows = await db.select({ id: members.id }).from(members).orderBy(members.id).limit(SIGNED_IN);
    const tokens = rows.map(() => newToken());
    await db.insert(accessTokens).values(
      rows.map((row, i) => ({
        memberId: row.id,
        tokenHash: hashToken(tokens[i]!),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    return { memberTokens: tokens.join(' ') };
  },
  scenarios: (prepared) => [
    { name: 'GET /api/health', path: '/api/health', connections: 50 },
    {
      name: `GET /api/member/user (${SIGNED_IN} members in turn)`,
      path: '/api/member/user',
      connections: 50,
      tokens: String(prepared.memberTokens ?? '').split(' '),
      // issue 46 item 5: half a bare route at least, on both databases (decision 348 gives the figures)
      target: { minRatio: 0.5, minRps: 1500, maxP99Ms: 50 },
      postgres: { target: { minRatio: 0.5, minRps: 6000, maxP99Ms: 20 } },
    },
  ],
};
