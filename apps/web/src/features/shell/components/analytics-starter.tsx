import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { configQueryOptions } from '@/features/config/api/get-config';
import { disableAnalytics, startAnalytics } from '@/lib/analytics-loader';

/** Starts analytics once this deployment's config is known; without a config there is none. */
export function AnalyticsStarter() {
  const config = useQuery(configQueryOptions());

  useEffect(() => {
    if (config.data) startAnalytics(config.data.analytics);
    else if (config.isError) disableAnalytics();
  }, [config.data, config.isError]);

  return null;
}
