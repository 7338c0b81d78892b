import { describe, expect, it } from 'vitest';
import { readAssetCsv } from './asset-csv';

const members = [{ id: 'u1', email: 'ada@example.com' }];

describe('the asset CSV import (docs/decisions.md AS1)', () => {
  it('reads every line, matching types, levels and owners regardless of case', () => {
    expect(
      readAssetCsv(
        'Name,Type,Owner email,Classification,Location,Holds customer data\r\n' +
          'Prod DB,database,ADA@example.com,restricted,eu-west-1,yes\r\n' +
          '"Ada’s laptop",Laptop,,,"Home, Berlin",no\r\n',
        members,
      ),
    ).toEqual({
      assets: [
        {
          name: 'Prod DB',
          type: 'database',
          owner_id: 'u1',
          classification: 'Restricted',
          location: 'eu-west-1',
          holds_customer_data: true,
        },
        {
          name: 'Ada’s laptop',
          type: 'laptop',
          owner_id: null,
          classification: 'Internal',
          location: 'Home, Berlin',
          holds_customer_data: false,
        },
      ],
      problems: [],
    });
  });

  it('imports nothing while any line has a problem, and names each', () => {
    const result = readAssetCsv(
      'Name,Type,Owner email,Classification,Location,Holds customer data\n' +
        'Prod DB,database,,Secret,,maybe\n' +
        ',toaster,bob@example.com,Public,,no\n' +
        'Repo,repository,,Internal,,no\n',
      members,
    );
    expect(result.assets).toEqual([]);
    expect(result.problems).toEqual([
      'Line 2: the classification must be one of Public, Internal, Confidential, Restricted; “Holds customer data” must be yes or no',
      'Line 3: a name is required; the type must be one of laptop, server, cloud account, SaaS application, repository, database; bob@example.com is not an active member of your team',
    ]);
    expect(readAssetCsv('Asset,Kind\n', members).problems).toEqual([
      'The first line must be: Name, Type, Owner email, Classification, Location, Holds customer data',
    ]);
  });
});
