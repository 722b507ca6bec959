import { QueryClient } from '@tanstack/react-query';
import { refusalOf } from './api-client';
import { FRESH } from './freshness';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH.default,
      refetchOnWindowFocus: false,
      // Court-side signal drops: retry network failures, never 4xx answers.
      retry: (count, error) => {
        const status = refusalOf(error)?.status ?? 0;
        return !(status >= 400 && status < 500) && count < 2;
      },
    },
  },
});
