// docs/product.md#team-dashboard: the progress table, sortable by every column, 10 rows a page.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TeamTable } from './team-table';
import type { PublishedVideo, TeamRow } from '../../lib/team/team-progress';

const videos: PublishedVideo[] = [
  { id: 'v1', title: 'Spotting phishing' },
  { id: 'v2', title: 'Strong passwords' },
];

function member(index: number, overrides: Partial<TeamRow> = {}): TeamRow {
  const name = `Member ${String(index).padStart(2, '0')}`;
  return {
    id: `m${index}`,
    name,
    email: `member${index}@example.com`,
    completed: index % 3,
    total: 2,
    lastActivity: null,
    completedVideoIds: new Set(index % 2 ? ['v1'] : []),
    checksPassed: 0,
    checksTotal: 0,
    checkResults: new Map(),
    status: 'active',
    ...overrides,
  };
}

/** The first cell of every body row, top to bottom. */
function names(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

describe('TeamTable', () => {
  it('sorts by a column on a click of its header, then the other way, and says so', async () => {
    const user = userEvent.setup();
    const rows = [
      member(2, { name: 'Bea', completed: 2 }),
      member(1, { name: 'Ann', completed: 0 }),
      member(3, { name: 'Cid', completed: 1 }),
    ];
    render(<TeamTable rows={rows} videos={videos} />);
    expect(names()).toEqual(['Bea', 'Ann', 'Cid']);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Ann', 'Bea', 'Cid']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Cid', 'Bea', 'Ann']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    // Numbers sort as numbers; a first click on a number column puts the most first.
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(names()).toEqual(['Bea', 'Cid', 'Ann']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Completed' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a video column: who completed it', async () => {
    const user = userEvent.setup();
    const rows = [
      member(1, { name: 'Ann', completedVideoIds: new Set() }),
      member(2, { name: 'Bea', completedVideoIds: new Set(['v2']) }),
    ];
    render(<TeamTable rows={rows} videos={videos} />);
    await user.click(screen.getByRole('button', { name: 'Strong passwords' }));
    expect(names()).toEqual(['Bea', 'Ann']);
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[6]).toHaveTextContent('Completed');
  });

  it('shows 10 rows a page; Previous and Next move between pages and stop at the ends', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 23 }, (_, index) => member(index + 1));
    render(<TeamTable rows={rows} videos={videos} />);
    const pages = screen.getByRole('navigation', { name: 'Team progress pages' });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    const next = within(pages).getByRole('button', { name: 'Next' });

    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Member 01');
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('Member 11');
    expect(previous).toBeEnabled();

    await user.click(next);
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(names()).toEqual(['Member 21', 'Member 22', 'Member 23']);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('names its scrolling region and reads signs as words', () => {
    render(
      <TeamTable
        rows={[
          member(1, { name: 'Ann', completedVideoIds: new Set(['v1']), status: 'deactivated' }),
        ]}
        videos={videos}
      />,
    );
    expect(screen.getByRole('region', { name: 'Team progress' })).toHaveAttribute('tabindex', '0');
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Ann (deactivated)');
    expect(cells[4]).toHaveTextContent('No activity');
    expect(cells[5]).toHaveTextContent('Completed');
    expect(cells[6]).toHaveTextContent('Not completed');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
