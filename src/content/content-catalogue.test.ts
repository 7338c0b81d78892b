import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PolicyContent } from './policies/types';
import { checklistContentById, checklistContents } from './checklists';
import { checklists } from './checklists/catalogue';
import checklistItems from './checklists/items.json' with { type: 'json' };
import { allControls, controlById, iso27001Controls, soc2Controls } from './controls';

function range(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
}

const expectedSoc2 = [
  ...range('CC1.', 1, 5),
  ...range('CC2.', 1, 3),
  ...range('CC3.', 1, 4),
  ...range('CC4.', 1, 2),
  ...range('CC5.', 1, 3),
  ...range('CC6.', 1, 8),
  ...range('CC7.', 1, 5),
  'CC8.1',
  ...range('CC9.', 1, 2),
  ...range('A1.', 1, 3),
  ...range('C1.', 1, 2),
  ...range('PI1.', 1, 5),
  'P1.1',
  'P2.1',
  ...range('P3.', 1, 2),
  ...range('P4.', 1, 3),
  ...range('P5.', 1, 2),
  ...range('P6.', 1, 7),
  'P7.1',
  'P8.1',
];

const expectedIso = [
  ...range('A.5.', 1, 37),
  ...range('A.6.', 1, 8),
  ...range('A.7.', 1, 14),
  ...range('A.8.', 1, 34),
];

const policiesDir = join(import.meta.dirname, 'policies/texts');

/** Each policy text as its JSON file holds it, by file name (without `.json`). */
function readPolicyFiles(): [string, unknown][] {
  return readdirSync(policiesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(policiesDir, file), 'utf8')),
    ]);
}

describe('the control catalogue', () => {
  it('has exactly the SOC 2 criteria, in order, once each', () => {
    expect(expectedSoc2).toHaveLength(61);
    expect(soc2Controls.map((control) => control.id)).toEqual(expectedSoc2);
    expect(soc2Controls.every((control) => control.framework === 'SOC 2')).toBe(true);
  });

  it('has exactly the 93 ISO/IEC 27001:2022 Annex A controls, in order, once each', () => {
    expect(expectedIso).toHaveLength(93);
    expect(iso27001Controls.map((control) => control.id)).toEqual(expectedIso);
    expect(iso27001Controls.every((control) => control.framework === 'ISO 27001')).toBe(true);
  });

  it('has no duplicate ids, a title and a group for every control', () => {
    const ids = allControls.map((control) => control.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const control of allControls) {
      expect(control.title.trim(), control.id).not.toBe('');
      expect(control.group.trim(), control.id).not.toBe('');
      expect(controlById(control.id)).toBe(control);
    }
    expect(controlById('CC10.1')).toBeUndefined();
  });

  it('files each ISO control under its theme and each SOC 2 criterion under its series', () => {
    for (const control of iso27001Controls) {
      expect(control.group.startsWith(control.id.split('.').slice(0, 2).join('.') + ' ')).toBe(
        true,
      );
    }
    for (const control of soc2Controls) {
      expect(control.group.startsWith(control.id.split('.')[0] + ' ')).toBe(true);
    }
  });
});

const text = z.string().trim().min(1);

/**
 * The one schema of a checklist's items (checklists/items.json): strict, so a misspelt or extra key fails
 * here even where the TypeScript check of the JSON lets it through.
 */
const checklistItemsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      category: text,
      item: text,
      description: text,
      soc2: z.array(z.string()),
      iso27001: z.array(z.string()),
    }),
  )
  .min(10)
  .max(25)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    message: 'item ids are unique',
  });

describe('the checklists', () => {
  it('have their items for every catalogue card, found by id', () => {
    expect(checklistContents.map((checklist) => checklist.id)).toEqual(
      checklists.map((checklist) => checklist.id),
    );
    for (const checklist of checklists) {
      expect(checklistContentById(checklist.id)?.id).toBe(checklist.id);
    }
    expect(checklistContentById('no-such-checklist')).toBeUndefined();
    // items.json holds the items of the catalogue's checklists and of no other.
    expect(Object.keys(checklistItems)).toEqual(checklists.map((checklist) => checklist.id));
  });

  describe.each(checklistContents.map((checklist) => [checklist.id, checklist] as const))(
    '%s',
    (_, checklist) => {
      it('has 10–25 items of the one item schema, with unique kebab-case ids', () => {
        expect(checklistItemsSchema.safeParse(checklist.items).error).toBeUndefined();
      });

      it('keeps each category together', () => {
        const seen: string[] = [];
        for (const item of checklist.items) {
          if (seen.at(-1) !== item.category) {
            expect(seen, `${item.id}: category ${item.category} appears twice`).not.toContain(
              item.category,
            );
            seen.push(item.category);
          }
        }
      });

      it('maps every item to catalogue controls of the right framework', () => {
        for (const item of checklist.items) {
          expect(item.soc2.length + item.iso27001.length, item.id).toBeGreaterThan(0);
          expect(new Set(item.soc2).size, item.id).toBe(item.soc2.length);
          expect(new Set(item.iso27001).size, item.id).toBe(item.iso27001.length);
          for (const id of item.soc2)
            expect(controlById(id)?.framework, `${item.id}: ${id}`).toBe('SOC 2');
          for (const id of item.iso27001) {
            expect(controlById(id)?.framework, `${item.id}: ${id}`).toBe('ISO 27001');
          }
        }
      });
    },
  );

  it('keeps the access review’s 16 items exactly, in the spec’s 5 categories', () => {
    const review = checklistContentById('access-review-template');
    expect(review?.recurrence).toBe('quarterly');
    expect(review?.items).toHaveLength(16);
    const counts = new Map<string, number>();
    for (const item of review?.items ?? [])
      counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
    expect([...counts]).toEqual([
      ['Access Inventory', 3],
      ['Quarterly Access Review', 4],
      ['Joiner-Mover-Leaver Checks', 3],
      ['High-Risk Systems', 3],
      ['Audit & Documentation', 3],
    ]);
  });
});

/**
 * The one schema of a policy text (policies/texts/<id>.json): strict, like the checklist items', so
 * a misspelt or extra key fails here even where the TypeScript check of the JSON lets it through.
 */
const policyTextSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  overview: text,
  sections: z
    .array(z.strictObject({ title: text, content: z.union([text, z.array(text).min(1)]) }))
    .min(1),
  controls: z.strictObject({
    soc2: z.array(z.string()),
    iso27001: z.array(z.string()),
    other: z.array(z.strictObject({ framework: text, ids: z.array(text).min(1) })).optional(),
  }),
});

describe('the policies', () => {
  it('are 27 JSON files of the one text schema, each named by its id', () => {
    const files = readPolicyFiles();
    expect(files).toHaveLength(27);
    for (const [name, policy] of files) {
      expect(policyTextSchema.safeParse(policy).error, name).toBeUndefined();
      expect((policy as PolicyContent).id).toBe(name);
    }
  });

  it('cite only control ids that exist in the catalogue', () => {
    const policies = readPolicyFiles().map(([, policy]) => policy as PolicyContent);
    expect(policies).toHaveLength(27);
    const missing = policies.flatMap((policy) => [
      ...policy.controls.soc2
        .filter((id) => controlById(id)?.framework !== 'SOC 2')
        .map((id) => `${policy.id}: ${id}`),
      ...policy.controls.iso27001
        .filter((id) => controlById(id)?.framework !== 'ISO 27001')
        .map((id) => `${policy.id}: ${id}`),
    ]);
    expect(missing).toEqual([]);
  });
});
