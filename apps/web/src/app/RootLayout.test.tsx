import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RootLayout } from './RootLayout';

function NextScreen() {
  return <h1>Next screen</h1>;
}

describe('RootLayout', () => {
  afterEach(cleanup);

  it('keeps the current screen and shows the top progress bar while the next one downloads', async () => {
    let finishDownload: (page: { Component: ComponentType }) => void = () => {};
    const download = new Promise<{ Component: ComponentType }>((resolve) => {
      finishDownload = resolve;
    });
    const router = createMemoryRouter([
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Link to="/next">Next</Link> },
          { path: '/next', lazy: () => download },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();

    await act(async () => finishDownload({ Component: NextScreen }));
    expect(await screen.findByRole('heading', { name: 'Next screen' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
