/**
 * The answers the server wrote into the page's HTML (decision 128), by the URL they answer: a public page opened from
 * its address (a draw's deep link) has its first answers without a round trip. Each is used once, and only in the
 * first minute after the page loaded (the public answers' own max-age): later asks go to the network.
 */
const FRESH_MS = 60_000;
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = typeof document === 'undefined' ? null : document.getElementById('portal-data')?.textContent;
  if (text) {
    try {
      answers = new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
    } catch {
      // a page without usable answers asks for them, as before
    }
  }
  return answers;
}

/** The body the page carries for a GET of `url`, once; undefined when it carries none (or no longer). */
export function takePageAnswer(url: string): unknown {
  const all = read();
  if (!all.has(url) || performance.now() > FRESH_MS) return undefined;
  const body = all.get(url);
  all.delete(url);
  return body;
}

/** On the server (decision 331): the public API's answer for a GET (its status and JSON body), as a visitor gets it. */
export type ServerGet = (url: string) => Promise<{ status: number; body: unknown }>;
let serverGet: ServerGet | null = null;

/** Set once by the server-rendering entry: the public answers its pages read come from the server itself. */
export function answerOnServer(get: ServerGet): void {
  serverGet = get;
}

/** The server's own answer for a public GET while it renders a page; null in the browser. */
export function serverAnswer(url: string): ReturnType<ServerGet> | null {
  return serverGet ? serverGet(url) : null;
}
