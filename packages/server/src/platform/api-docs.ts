import type { onRequestHookHandler } from 'fastify';
import type { Config } from './config';
import { staffSignIn } from './staff-session';

// Who reads the API's description (issue 44 item 8, docs/decisions/330): with API_DOCS=staff, /api/docs and its JSON
// and YAML answer only a signed-in member holding a staff role (401 without a token, 403 for a member, which the
// security log keeps as a refused staff call); with `public` (the default, CONTRACT.md) anyone reads them.

/** The swagger-ui plugin's hooks for the setting: none when public. */
export function apiDocsHooks(config: Pick<Config, 'apiDocs'>): { onRequest: onRequestHookHandler } | undefined {
  if (config.apiDocs !== 'staff') return undefined;
  return {
    onRequest: async (request) => {
      await staffSignIn(request, 'staff.home');
    },
  };
}
