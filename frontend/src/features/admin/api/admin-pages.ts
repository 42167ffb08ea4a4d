import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';
import type { Page } from './admin-schemas';

/** Rows per page of every admin list ("Load more" asks for the next page). */
export const ADMIN_PAGE_SIZE = 50;

export type SortOrder = 'newest' | 'oldest';

/** Query values of a list (filters, sort); empty ones are left out of the URL. */
export type ListParams = Record<string, string | undefined>;

/** `/api/admin/users?limit=50&sort=newest&status=active`, with `&before=<cursor>` for later pages. */
export function adminListUrl(path: string, params: ListParams, before?: string): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  if (before !== undefined) query.set('before', before);
  return `${path}?${query.toString()}`;
}

/**
 * A cursor-paged admin list: the first page, then the page before each `nextCursor`. New
 * filters start again from the first page.
 */
export function useAdminPages<Item>(path: string, params: ListParams, schema: z.ZodType<Page<Item>>) {
  const onError = useAdminAccessLost();
  const getKey = (index: number, previous: Page<Item> | null): string | null => {
    if (index === 0) return adminListUrl(path, params);
    if (!previous?.nextCursor) return null;
    return adminListUrl(path, params, previous.nextCursor);
  };
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite(
    getKey,
    (url: string) => apiGet(url, schema),
    // New filters keep the rows on screen (dimmed) until the new ones arrive, instead of a spinner.
    { onError, keepPreviousData: true },
  );
  const pages = data ?? [];
  const lastPage = pages[pages.length - 1];
  const wantsMore = size > pages.length;
  // A failed later page leaves the rows loaded so far; any other failure (the first page, or
  // new filters, while the previous rows are still kept on screen) means there is no list.
  const listFailed = error !== undefined && !wantsMore;
  const isRefreshing = isValidating && !wantsMore;
  return {
    items: data && !listFailed ? pages.flatMap((page) => page.items) : undefined,
    error: error as unknown,
    /** The server said there is a page after the last one loaded. */
    hasMore: lastPage?.nextCursor != null && !isRefreshing,
    /** The next page was asked for and has not arrived yet. */
    isLoadingMore: isValidating && wantsMore,
    /** The list is being asked for again (new filters, a retry): the rows shown may be stale. */
    isRefreshing,
    loadMore: () => setSize(pages.length + 1),
    /** Replaces one item everywhere it appears (after a change the server confirmed). */
    replaceItem: (matches: (item: Item) => boolean, next: Item) =>
      mutate(
        (current) =>
          current?.map((page) => ({ ...page, items: page.items.map((item) => (matches(item) ? next : item)) })),
        { revalidate: false },
      ),
    retry: () => mutate(),
  };
}
