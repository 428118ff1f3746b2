import type { AppConfig } from '@lyricist/shared/auth/contracts';
import { authEndpoints } from '@lyricist/shared/auth/endpoints';
import { PRODUCT_NAME } from '@lyricist/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQueryKey, callApi } from '@/lib/api';

export const FALLBACK_CONFIG: AppConfig = {
  productName: PRODUCT_NAME,
  platformName: 'the music platform',
  choosesArtists: false,
  faqUrl: '/faq.html',
  analytics: { token: null, apiHost: null },
};

export const getConfig = (): Promise<AppConfig> => callApi(authEndpoints.config);

export const configQueryOptions = () =>
  queryOptions({ queryKey: apiQueryKey(authEndpoints.config), queryFn: getConfig });

/** Runtime settings of this deployment (product and platform names, analytics). */
export function useAppConfig(): AppConfig {
  return useQuery(configQueryOptions()).data ?? FALLBACK_CONFIG;
}
