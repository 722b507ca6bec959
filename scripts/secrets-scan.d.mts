/** One secret found: what it looks like, where in the text, and a sample cut short. */
export interface Finding {
  kind: string;
  at: number;
  sample: string;
}
export const DEMO_PASSWORD: string;
export const SECRET_SETTINGS: string[];
export const PATTERNS: { kind: string; re: RegExp }[];
export function secretsOfEnv(env?: NodeJS.ProcessEnv): string[];
export function scanText(text: string, literals?: string[]): Finding[];
export function scan(o: {
  paths?: string[];
  urls?: string[];
  literals?: string[];
}): Promise<(Finding & { where: string })[]>;
