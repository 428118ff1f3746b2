import { type AppConfig, appConfigSchema } from '@lyricist/shared/auth/contracts';
import { PRODUCT_NAME } from '@lyricist/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const FALLBACK_CONFIG: AppConfig = {
  productName: PRODUCT_NAME,
  platformName: 'the music platform',
  choosesArtists: false,
  faqUrl: '/faq.html',
  analytics: { token: null, apiHost: null },
};

export async function getConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await (await apiRequest('GET', '/api/config')).json());
}

export const configQueryOptions = () => queryOptions({ queryKey: ['/api/config'], queryFn: getConfig });

/** Runtime settings of this deployment (product and platform names, analytics). */
export function useAppConfig(): AppConfig {
  return useQuery(configQueryOptions()).data ?? FALLBACK_CONFIG;
}
