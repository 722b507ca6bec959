import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as leagueTables from '../platform/league.tables';
import * as competitionTables from './competition.tables';

// The league model has one write path, league.service.ts (docs/decisions/172-the-league-service.md): no file of the
// portal outside competition/ inserts, updates or deletes a league table, with drizzle or in SQL. Reads may stay
// where they are. Tests and their kits may arrange rows directly (the database keys are tested that way).

const SRC = path.resolve(import.meta.dirname, '..');
const COMPETITION = import.meta.dirname;

/** Every league table: its export name and its SQL name. */
const TABLES = new Map(
  Object.entries({ ...leagueTables, ...competitionTables })
    .filter(([, v]) => is(v, PgTable))
    .map(([name, v]) => [name, getTableName(v as PgTable)]),
);

/** Builder calls that read the table they are given (anything else given a league table may write it). */
const READS = new Set([
  'from',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'alias',
  'getTableColumns',
  'getTableName',
]);
const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE_BEFORE = /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?)\s*(only\s+)?$/i;

/** What a file does to league tables that only the league service may do: one line per finding. */
export function leagueWrites(file: string, text: string, tables: ReadonlyMap<string, string> = TABLES): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = new Set<string>();
  const namespaces = new Set<string>();
  const found: string[] = [];
  const sqlNames = [...tables.values()].join('|');
  const sqlWrite = new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from|truncate(\\s+table)?)\\s+(only\\s+)?"?(${sqlNames})"?\\b`,
    'i',
  );
  const isTable = (e: ts.Node): boolean =>
    (ts.isIdentifier(e) && names.has(e.text)) ||
    (ts.isPropertyAccessExpression(e) &&
      ts.isIdentifier(e.expression) &&
      namespaces.has(e.expression.text) &&
      tables.has(e.name.text)) ||
    (ts.isParenthesizedExpression(e) && isTable(e.expression)) ||
    ((ts.isAsExpression(e) || ts.isNonNullExpression(e)) && isTable(e.expression));
  const at = (n: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;

  for (const s of source.statements) {
    if (
      !ts.isImportDeclaration(s) ||
      !ts.isStringLiteral(s.moduleSpecifier) ||
      !/(league|competition)\.tables$/.test(s.moduleSpecifier.text)
    )
      continue;
    const bindings = s.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const b of bindings.elements) if (tables.has((b.propertyName ?? b.name).text)) names.add(b.name.text);
    }
  }
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && isTable(n.initializer))
      names.add(n.name.text);
    if (ts.isCallExpression(n)) {
      const callee = ts.isPropertyAccessExpression(n.expression)
        ? n.expression.name.text
        : ts.isIdentifier(n.expression)
          ? n.expression.text
          : '';
      const given = n.arguments.filter(isTable);
      if (given.length && WRITES.has(callee)) found.push(`${at(n)} ${callee} on ${given[0]!.getText()}`);
      else if (given.length && !READS.has(callee))
        found.push(`${at(n)} passes ${given[0]!.getText()} to ${callee || 'a call'}`);
    }
    if (ts.isTemplateExpression(n)) {
      let before = n.head.text;
      for (const span of n.templateSpans) {
        if (isTable(span.expression) && SQL_WRITE_BEFORE.test(before))
          found.push(`${at(span)} SQL writes ${span.expression.getText()}`);
        before = span.literal.text;
      }
    }
    if (
      (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateLiteralToken(n)) &&
      sqlWrite.test(n.text)
    ) {
      found.push(`${at(n)} SQL writes ${sqlWrite.exec(n.text)![4]}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

/** The portal's own files outside competition/: no tests, test kits or migrations. */
function portalFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return p === COMPETITION || e.name === 'migrations' ? [] : portalFiles(p);
    return /\.ts$/.test(e.name) && !/(\.test|-test-kit|\.fixture)\.ts$/.test(e.name) ? [p] : [];
  });
}

describe('the league write path', () => {
  it('finds every way a file could write a league table', () => {
    const code = [
      "import { games, teamMembers as tm } from '../platform/league.tables';",
      "import * as league from '../platform/league.tables';",
      "import { pointsAdjustments } from '../competition/competition.tables';",
      'await tx.insert(tm).values(row);',
      'const t = games; await db.update(t).set({ scoreA: 1 });',
      'await tx.delete(league.teams);',
      'await moveMemberRows(tx, tm, tm.memberId, 1, 2);',
      'await tx.execute(sql`delete from ${games} where id = 1`);',
      'await tx.execute(sql.raw(\'UPDATE "teams" SET name = 1\'));',
      'await tx.execute(sql`insert into points_adjustments (team_id) values (1)`);',
      'await tx.insert(pointsAdjustments!).values(a);',
    ].join('\n');
    expect(leagueWrites('bad.ts', code)).toEqual([
      'bad.ts:4 insert on tm',
      'bad.ts:5 update on t',
      'bad.ts:6 delete on league.teams',
      'bad.ts:7 passes tm to moveMemberRows',
      'bad.ts:8 SQL writes games',
      'bad.ts:9 SQL writes teams',
      'bad.ts:10 SQL writes points_adjustments',
      'bad.ts:11 insert on pointsAdjustments!',
    ]);
  });

  it('lets reads be', () => {
    const code = [
      "import { divisions, teams } from '../platform/league.tables';",
      "import { members } from '../platform/members.tables';",
      'const other = alias(teams, "other");',
      'db.select({ id: teams.id }).from(teams).innerJoin(divisions, eq(divisions.id, teams.divisionId)).for("update");',
      'await tx.update(members).set({ firstname: "A" });',
      'sql`select 1 from ${teams} t join ${divisions} d on d.id = t.division_id`;',
      'sql`insert into ${members} (id) select team_id from ${teams} on conflict (id) do update set id = 1`;',
    ].join('\n');
    expect(leagueWrites('good.ts', code)).toEqual([]);
  });

  it('is followed by every file outside competition/', () => {
    const files = portalFiles(SRC);
    expect(files.length).toBeGreaterThan(150);
    expect(TABLES.size).toBeGreaterThanOrEqual(13); // the league and competition tables (a broken import finds none)
    const found = files.flatMap((f) => leagueWrites(path.relative(SRC, f), fs.readFileSync(f, 'utf8')));
    expect(found, 'write league tables through competition/league.service.ts').toEqual([]);
  });
});
