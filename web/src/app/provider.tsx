import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { primeFromInitialData } from '../lib/initial-data.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * App-wide providers. In the browser the query cache starts from the data the server
 * embedded in the page; the server's renderer passes its own, already filled, client.
 */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    primeFromInitialData(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
