import { queryOptions, useMutation } from '@tanstack/react-query';
import * as C from '@portal/domain/noticeboard/noticeboard.staff.contract';
import { call } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

// The noticeboard's back-office calls (docs/decisions/197).

export const staffNoticeboardQuery = () =>
  queryOptions({ queryKey: ['staff', 'noticeboard'], queryFn: async () => (await call(C.staffNoticeboard)).data });
const reload = () => queryClient.invalidateQueries({ queryKey: ['staff', 'noticeboard'] });
export const useAddNotice = () =>
  useMutation({
    mutationFn: async (body: C.NoticeBody) => (await call(C.addNotice, { body })).data,
    onSuccess: reload,
  });
export const useRemoveNotice = () =>
  useMutation({
    mutationFn: async (noticeId: number) => (await call(C.removeNotice, { params: { noticeId } })).data,
    onSuccess: reload,
  });
