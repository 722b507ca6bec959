import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/domain/profile/lookups.contract';
import { route } from '../platform/route';
import * as service from './lookups.service';

export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  route(app, contract.getData, ({ ctx, body }) => service.getData(ctx, body));
}
