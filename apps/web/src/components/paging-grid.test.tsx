import { DEFAULT_PAGE_SIZE, PAGE_SIZE_STORAGE_KEY } from '@app/shared';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLoaded } from '../lib/i18n/i18n';
import { allMessages } from '../test/catalogues';
import { MessageStack } from './message-stack';
import { MessagesProvider } from './messages';
import { type PageParams, PagingGrid } from './paging-grid';
import { readPageSize, usePageSize } from './use-page-size';

// MUI renders slowly on a busy machine: allow for it.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

interface Row {
  id: number;
  name: string;
}

const TOTAL = 240;

function makeQuery(fetchPage: (params: PageParams) => Promise<{ data: Row[]; total: number }>) {
  return (params: PageParams) =>
    queryOptions({
      queryKey: ['test-rows', params] as const,
      queryFn: () => fetchPage(params),
    });
}

function rowsFor({ page, perPage }: PageParams) {
  const start = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, TOTAL - start));
  return { data: Array.from({ length: count }, (_, i) => ({ id: start + i + 1, name: `Row ${start + i + 1}` })), total: TOTAL };
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MessagesProvider>
        {children}
        <MessageStack />
      </MessagesProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('usePageSize', () => {
  it('reads the stored size, falls back to the default, and writes the chosen one', () => {
    expect(readPageSize()).toBe(DEFAULT_PAGE_SIZE);
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '7');
    expect(readPageSize()).toBe(DEFAULT_PAGE_SIZE);
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '25');
    const first = renderHook(() => usePageSize());
    const second = renderHook(() => usePageSize());
    expect(first.result.current[0]).toBe(25);
    act(() => first.result.current[1](50));
    expect(localStorage.getItem(PAGE_SIZE_STORAGE_KEY)).toBe('50');
    // Every grid shares the size.
    expect(second.result.current[0]).toBe(50);
  });
});

describe('PagingGrid', () => {
  it("speaks the person's language: the grid's own words, the range, the search box", async () => {
    activateLoaded(i18n, 'fr-CA', allMessages('fr-CA'));
    try {
      localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '25');
      const fetchPage = vi.fn(async (params: PageParams) => rowsFor(params));
      render(
        <PagingGrid
          label="Lignes"
          searchPlaceholder="Chercher"
          columns={[{ field: 'name', headerName: 'Nom', width: 200 }]}
          query={makeQuery(fetchPage)}
        />,
        { wrapper },
      );
      await screen.findByText('1–25 sur 240');
      expect(await screen.findByRole('combobox', { name: /Lignes par page/ })).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeTruthy();
    } finally {
      activateLoaded(i18n, 'en-CA', allMessages('en-CA'));
    }
  });

  it('asks for the stored page size and shows the range label', async () => {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '25');
    const fetchPage = vi.fn(async (params: PageParams) => rowsFor(params));
    render(
      <PagingGrid label="Test rows" columns={[{ field: 'name', headerName: 'Name', width: 200 }]} query={makeQuery(fetchPage)} />,
      { wrapper },
    );
    await screen.findByText('1–25 of 240');
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, perPage: 25, search: '' });
  });

  it('writes a new page size to localStorage and asks again from page 1', async () => {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '10');
    const fetchPage = vi.fn(async (params: PageParams) => rowsFor(params));
    render(
      <PagingGrid label="Test rows" columns={[{ field: 'name', headerName: 'Name', width: 200 }]} query={makeQuery(fetchPage)} />,
      { wrapper },
    );
    await screen.findByText('1–10 of 240');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 240');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '50' }));
    await screen.findByText('1–50 of 240');
    expect(localStorage.getItem(PAGE_SIZE_STORAGE_KEY)).toBe('50');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, perPage: 50, search: '' });
  });

  it('debounces the search and goes back to page 1', async () => {
    localStorage.setItem(PAGE_SIZE_STORAGE_KEY, '10');
    const fetchPage = vi.fn(async (params: PageParams) => rowsFor(params));
    render(
      <PagingGrid
        label="Test rows"
        searchPlaceholder="Search rows"
        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}
        query={makeQuery(fetchPage)}
      />,
      { wrapper },
    );
    await screen.findByText('1–10 of 240');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('11–20 of 240');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Row' } });
    expect(fetchPage).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'Row' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, perPage: 10, search: 'Row' }));
  });

  it('says what an empty list means: nothing yet, or nothing matching the search', async () => {
    render(
      <PagingGrid
        label="Records"
        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}
        query={makeQuery(async () => ({ data: [], total: 0 }))}
        searchPlaceholder="Name"
        emptyText={{ none: 'No records yet', noMatch: 'No records match this search' }}
      />,
      { wrapper },
    );
    await screen.findByText('No records yet');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zed' } });
    await screen.findByText('No records match this search');
    expect(screen.queryByText('No rows')).toBeNull();
  });

  it('shows "No rows" when empty and "Error retrieving data" on failure', async () => {
    const empty = render(
      <PagingGrid
        label="Empty rows"
        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}
        query={makeQuery(async () => ({ data: [], total: 0 }))}
      />,
      { wrapper },
    );
    await screen.findByText('No rows');
    empty.unmount();
    render(
      <PagingGrid
        label="Failing rows"
        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}
        query={makeQuery(async () => {
          throw new Error('boom');
        })}
      />,
      { wrapper },
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error retrieving data');
  });

  it('shows its error message, or the server text, once when a page fails to load', async () => {
    render(
      <PagingGrid
        label="Failing rows"
        errorMessage="Could not retrieve Clients"
        columns={[{ field: 'name', headerName: 'Name', width: 200 }]}
        query={makeQuery(async () => {
          throw new Error('boom');
        })}
      />,
      { wrapper },
    );
    await screen.findByText('Could not retrieve Clients');
    expect(screen.getAllByTestId('message')).toHaveLength(1);
  });
});
