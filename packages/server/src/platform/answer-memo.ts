import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { EndpointDef } from '@portal/domain/shared/endpoint';
import { MadeJson } from './route';

/**
 * A signed-in answer made once per content of its sign-in read (decision 139). The read's objects are the same for the
 * same JSON text (`session-memo.ts`), so the answer made from them is kept beside them, in a WeakMap that lets it go
 * with them; a changed row gives new objects and a new answer. It is serialised by the route's own serializer (the
 * reply schema checks and strips it as for any answer), once. One memo per app: an answer may depend on its settings,
 * and on what `dependsOn` gives (compared by identity: the bank key of the profile's masked details).
 */
export function answerMemo<E extends EndpointDef>(endpoint: E, dependsOn: () => unknown = () => null) {
  const serialize = (
    serializerCompiler as unknown as (route: {
      schema: unknown;
      method: string;
      url: string;
    }) => (data: unknown) => string
  )({ schema: endpoint.reply, method: endpoint.method, url: endpoint.path });
  const made = new WeakMap<object, { on: unknown; text: string }>();
  return async (key: object, make: () => Promise<z.input<E['reply']>>): Promise<MadeJson> => {
    const on = dependsOn();
    const kept = made.get(key);
    let text = kept && kept.on === on ? kept.text : undefined;
    if (text === undefined) made.set(key, { on, text: (text = serialize(await make())) });
    return new MadeJson(text);
  };
}
