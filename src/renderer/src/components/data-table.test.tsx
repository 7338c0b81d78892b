import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, DataTable } from './data-table';
import { Pagination } from './pagination';

describe('DataTable', () => {
  it('names its scrolling region and heads each column', () => {
    const html = renderToStaticMarkup(
      <DataTable label="Risk register" className="heat-map" columns={['Risk', ACTIONS_COLUMN]}>
        <tr>
          <td>Laptop theft</td>
        </tr>
      </DataTable>,
    );
    expect(html).toBe(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Risk register">' +
        '<table class="data-table heat-map"><thead><tr><th scope="col">Risk</th>' +
        '<th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>' +
        '<tbody><tr><td>Laptop theft</td></tr></tbody></table></div>',
    );
  });

  it('shades the hidden edge and carries a caption when asked', () => {
    const html = renderToStaticMarkup(
      <DataTable label="Checklist" caption="Items" scrollCue columns={['Item']}>
        {null}
      </DataTable>,
    );
    expect(html).toContain('class="table-scroll table-scroll-cue"');
    expect(html).toContain('<table class="data-table"><caption>Items</caption>');
  });
});

describe('Pagination', () => {
  const render = (pageIndex: number, pageCount: number) =>
    renderToStaticMarkup(
      <Pagination label="Pages" pageIndex={pageIndex} pageCount={pageCount} onPage={() => {}} />,
    );
  const disabled = (html: string, name: string) =>
    new RegExp(`<button[^>]*disabled=""[^>]*>${name}</button>`).test(html);

  it('offers no Previous on the first page and no Next on the last', () => {
    const first = render(0, 3);
    expect(first.replaceAll('<!-- -->', '')).toContain('Page 1 of 3');
    expect(disabled(first, 'Previous')).toBe(true);
    expect(disabled(first, 'Next')).toBe(false);
    const last = render(2, 3);
    expect(disabled(last, 'Previous')).toBe(false);
    expect(disabled(last, 'Next')).toBe(true);
  });

  it('offers neither on a single page', () => {
    const only = render(0, 1);
    expect(disabled(only, 'Previous') && disabled(only, 'Next')).toBe(true);
  });
});
