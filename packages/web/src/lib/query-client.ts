import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { FRESH } from './freshness';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH.default,
      refetchOnWindowFocus: false,
      // Court-side signal drops: retry network failures, never 4xx answers.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
