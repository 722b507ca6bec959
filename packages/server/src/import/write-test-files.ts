// Writes the shipped import test files into e2e/import-files/ (docs/decisions/296):
// `npm exec -- tsx packages/server/src/import/write-test-files.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testFiles } from './test-files';

const dir = join(import.meta.dirname, '../../../../e2e/import-files');
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(testFiles())) writeFileSync(join(dir, name), text);
