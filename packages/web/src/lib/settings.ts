import { queryOptions, useQuery } from '@tanstack/react-query';
import { settings, type SiteSettings } from '@portal/domain/shared/platform.contract';
import { call } from './api-client';
import { FRESH } from './freshness';

/** The settings the server wrote into the page (decision 122): the first paint already has them, without a call. */
function inlineSettings(): SiteSettings | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('portal-settings')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteSettings;
  } catch {
    return undefined;
  }
}

export const settingsQuery = queryOptions({
  queryKey: ['platform', 'settings'],
  queryFn: async () => (await call(settings)).data,
  initialData: inlineSettings,
  staleTime: FRESH.session,
});

const DEFAULTS: SiteSettings = {
  associationName: 'the association',
  associationShortName: '',
  associationEmail: '',
  abn: '',
  timeZone: 'Australia/Sydney',
  minPasswordLength: 6,
  autoUsername: false,
  mapsEnabled: false,
  statsEnabled: true,
  donationEnabled: true,
  taxRate: 0.1,
  paymentForm: 2,
  paymentGateway: 'sandbox',
  ewayPublicKey: '',
};

/** Site settings, with defaults until they arrive. */
export function useSettings(): SiteSettings {
  return useQuery(settingsQuery).data ?? DEFAULTS;
}
