import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './i18n';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function drawn(Page: ReturnType<typeof lazyPage<typeof Greeting>>) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Ana" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the fallback while a page not yet loaded loads, then the page', async () => {
    const Page = lazyPage('my-shifts', () => Promise.resolve(Greeting));
    drawn(Page);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('draws a preloaded page at once: no fallback, the page in the first drawing (a first page after sign-in)', async () => {
    let loads = 0;
    const Page = lazyPage('my-shifts', () => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Page.preload();
    drawn(Page);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('asks again after a load that failed (offline), and then draws the page', async () => {
    let fail = true;
    const Page = lazyPage('my-shifts', () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await Page.preload();
    drawn(Page);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });
});
