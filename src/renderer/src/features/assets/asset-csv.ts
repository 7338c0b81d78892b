// The asset inventory's CSV import (docs/decisions.md AS1): one asset a line under the header
// Name, Type, Owner email, Classification, Location, Holds customer data. Every line is checked
// before anything is saved, and the database saves all of them or none.
import { readCsv } from '@shared/csv';
import { ASSET_TYPES, CLASSIFICATIONS } from '@content/assets';

export const ASSET_CSV_HEADER = [
  'Name',
  'Type',
  'Owner email',
  'Classification',
  'Location',
  'Holds customer data',
] as const;

export interface ImportedAsset {
  name: string;
  type: string;
  owner_id: string | null;
  classification: string;
  location: string;
  holds_customer_data: boolean;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

const matchOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((entry) => entry.toLowerCase() === value.trim().toLowerCase());

/** The assets of `text`, or the problems that stop the import ("Line 3: …"). */
export function readAssetCsv(
  text: string,
  members: readonly { id: string; email: string }[],
): { assets: ImportedAsset[]; problems: string[] } {
  const [header, ...lines] = readCsv(text);
  const problems: string[] = [];
  if (
    !header ||
    header.map((cell) => cell.trim().toLowerCase()).join('|') !==
      ASSET_CSV_HEADER.map((cell) => cell.toLowerCase()).join('|')
  ) {
    return { assets: [], problems: [`The first line must be: ${ASSET_CSV_HEADER.join(', ')}`] };
  }
  const byEmail = new Map(members.map((member) => [member.email.toLowerCase(), member.id]));
  const assets = lines.flatMap((cells, index) => {
    const line = index + 2;
    const [name = '', type = '', owner = '', classification = '', location = '', holds = ''] =
      cells.map((cell) => cell.trim());
    const foundType = matchOf(ASSET_TYPES, type);
    const foundLevel = matchOf(CLASSIFICATIONS, classification || 'Internal');
    const ownerId = owner ? byEmail.get(owner.toLowerCase()) : null;
    const lineProblems = [
      !name ? 'a name is required' : null,
      !foundType ? `the type must be one of ${ASSET_TYPES.join(', ')}` : null,
      ownerId === undefined ? `${owner} is not an active member of your team` : null,
      !foundLevel ? `the classification must be one of ${CLASSIFICATIONS.join(', ')}` : null,
      !YES.has(holds.toLowerCase()) && !NO.has(holds.toLowerCase())
        ? '“Holds customer data” must be yes or no'
        : null,
    ].filter((problem): problem is string => problem !== null);
    if (lineProblems.length > 0 || !foundType || !foundLevel || ownerId === undefined) {
      problems.push(`Line ${line}: ${lineProblems.join('; ')}`);
      return [];
    }
    return [
      {
        name,
        type: foundType,
        owner_id: ownerId,
        classification: foundLevel,
        location,
        holds_customer_data: YES.has(holds.toLowerCase()),
      },
    ];
  });
  return { assets: problems.length > 0 ? [] : assets, problems };
}
