import { describe, expect, it } from 'vitest';
import { subprocessorCsv } from './vendors-data';

describe('the subprocessor CSV (docs/decisions.md VN1)', () => {
  it('lists name, service, location and data shared, quoted and formula-safe', () => {
    expect(
      subprocessorCsv([
        {
          name: 'Cloud, Inc.',
          service: 'Hosting',
          location: 'EU',
          data_shared: ['customer data', 'personal data'],
        },
        { name: '=Evil', service: null, location: null, data_shared: null },
      ]),
    ).toBe(
      '\uFEFF"Subprocessor","Service","Location","Data shared"\r\n' +
        '"Cloud, Inc.","Hosting","EU","customer data; personal data"\r\n' +
        `"'=Evil","","",""\r\n`,
    );
  });
});
