import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

/** The whole app at `path`, with a fresh SWR cache so tests do not share responses. */
export function renderApp(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}
