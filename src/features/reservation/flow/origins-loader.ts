import type { QueryClient } from '@tanstack/react-query';
import { createServiceClient } from '../../../api/service-clients';
import { currentEnvironment } from '../../../api/vite-environment';
import { originsQuery } from './origins-query';

/** Loads the origins into the cache; a failure is left for the chart to show and retry. */
export async function prefetchOrigins(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(originsQuery(createServiceClient('websale', currentEnvironment()))).catch(() => undefined);
}
