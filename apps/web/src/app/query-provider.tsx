import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/**
 * A route's component inside the one QueryClient. The router wraps every lazily loaded screen
 * that reads the server through TanStack Query (and the layouts around them), so the library
 * loads with the first such screen and not with the sign-in page (decision 059). Every wrapper
 * shares the same client, so nesting them changes nothing.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
