import type { FastifyPluginAsync } from 'fastify';
import { dashboardContract as call } from '@rira/contracts/api/dashboard';
import { serve } from '../../http/contract-route.ts';
import { single } from '../../http/envelopes.ts';
import { callerOf } from '../../http/caller.ts';
import { DashboardService } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const service = new DashboardService(app);

  serve(app, call.platform, async (request) => single(await service.platform(callerOf(request))));

  serve(app, call.company, async (request) => single(await service.company(callerOf(request))));
};
