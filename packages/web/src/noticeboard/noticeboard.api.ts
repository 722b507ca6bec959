import { queryOptions } from '@tanstack/react-query';
import { apiNoticeboard } from '@portal/domain/noticeboard/noticeboard.contract';
import { call } from '../lib/api-client';

/** spec 002 §7 noticeboard (the web app calls its /api twin: every call of the web app is under /api). */
export const noticeboardQuery = () =>
  queryOptions({ queryKey: ['noticeboard'], queryFn: async () => (await call(apiNoticeboard)).data });
