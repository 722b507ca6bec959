import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { queueKindOf } from '@portal/domain/shared/queue.rules';
import { PageLoading } from '../components/feedback/page-loading';
import { QueueRoom } from './queue-room';
import { useQueueState } from './use-queue-state';

/**
 * The fair queue at a registration's or a checkout's first page (issue 46 item 4, docs/decisions/346), a lazy chunk:
 * the page shows once the server lets this visitor in (a pass cookie); until then the waiting room stands in its
 * place, at the page's own address, and gives way to the page by itself when the visitor's turn comes.
 */
export function QueueGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const to = queueKindOf(pathname + search) ? pathname + search : pathname;
  const view = useQueueState(to);
  if (view.kind === 'checking') return <PageLoading />;
  if (view.kind === 'inside') return children;
  return <QueueRoom view={view} />;
}
