import { queryOptions, useQuery } from '@tanstack/react-query';
import { settings, type SiteSettings } from '@portal/domain/shared/platform.contract';
import { call } from './api-client';

export const settingsQuery = queryOptions({
  queryKey: ['platform', 'settings'],
  queryFn: async () => (await call(settings)).data,
  staleTime: Infinity,
});

const DEFAULTS: SiteSettings = {
  associationName: 'the association', associationShortName: '', abn: '', timeZone: 'Australia/Sydney', minPasswordLength: 6, autoUsername: false,
  mapsEnabled: false, statsEnabled: true, donationEnabled: true, taxRate: 0.1, paymentForm: 2,
  paymentGateway: 'sandbox', ewayPublicKey: '',
};

/** Site settings, with defaults until they arrive. */
export function useSettings(): SiteSettings {
  return useQuery(settingsQuery).data ?? DEFAULTS;
}
