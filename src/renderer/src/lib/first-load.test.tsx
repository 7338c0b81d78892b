import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstLoad, useFirstLoadReport } from './first-load';

/** A part of a page whose data arrives when the test says so (`finish`), as a query's would. */
function Part({ name, register }: { name: string; register: (finish: () => void) => void }) {
  const [loading, setLoading] = useState(true);
  register(() => setLoading(false));
  useFirstLoadReport(loading);
  return <p>{loading ? `${name} loading` : `${name} ready`}</p>;
}

/** A part that shows another part once its own data is in, as the dashboard's figures do. */
function Parent({ finishers }: { finishers: Map<string, () => void> }) {
  const [loading, setLoading] = useState(true);
  finishers.set('parent', () => setLoading(false));
  useFirstLoadReport(loading);
  if (loading) return <p>parent loading</p>;
  return <Part name="child" register={(finish) => finishers.set('child', finish)} />;
}

const skeleton = (
  <div aria-busy="true">
    <h1>Team Dashboard</h1>
  </div>
);

describe('FirstLoad', () => {
  it('shows the skeleton until every part has its data, then the whole page', async () => {
    const finishers = new Map<string, () => void>();
    render(
      <FirstLoad skeleton={skeleton}>
        <Parent finishers={finishers} />
        <Part name="side" register={(finish) => finishers.set('side', finish)} />
      </FirstLoad>,
    );
    expect(screen.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();
    expect(screen.getByText('side loading')).not.toBeVisible();

    await act(async () => finishers.get('side')?.());
    await act(async () => finishers.get('parent')?.());
    // The part the parent shows once its data is in holds the page too.
    expect(screen.getByText('child loading')).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Team Dashboard' })).toBeVisible();

    await act(async () => finishers.get('child')?.());
    expect(screen.queryByRole('heading', { name: 'Team Dashboard' })).toBeNull();
    expect(screen.getByText('child ready')).toBeVisible();
    expect(screen.getByText('side ready')).toBeVisible();
  });

  it("renders none of the page's parts again when it shows", async () => {
    const finishers = new Map<string, () => void>();
    const counted = { renders: 0 };
    function Counted() {
      // After every render of it that was committed.
      useEffect(() => {
        counted.renders += 1;
      });
      const [loading, setLoading] = useState(true);
      finishers.set('counted', () => setLoading(false));
      useFirstLoadReport(loading);
      return <p>{loading ? 'counted loading' : 'counted ready'}</p>;
    }
    render(
      <FirstLoad skeleton={skeleton}>
        <Counted />
        <Part name="slow" register={(finish) => finishers.set('slow', finish)} />
      </FirstLoad>,
    );
    await act(async () => finishers.get('counted')?.());
    const before = counted.renders;
    // The last part's data shows the page: the others are shown as they are, not rendered anew.
    await act(async () => finishers.get('slow')?.());
    expect(screen.getByText('counted ready')).toBeVisible();
    expect(counted.renders).toBe(before);
  });

  it('shows the page at once when nothing of it is loading', () => {
    render(
      <FirstLoad skeleton={skeleton}>
        <p>already here</p>
      </FirstLoad>,
    );
    expect(screen.getByText('already here')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Team Dashboard' })).toBeNull();
  });
});
