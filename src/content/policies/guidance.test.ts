import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { controlById } from '../controls';
import { policyTexts } from './all-texts';
import { policyTemplates } from './catalogue';
import type { PolicyGuidance, SectionGuidance } from './types';

const guidanceDir = join(import.meta.dirname, 'guidance');

async function loadGuidance(): Promise<Map<string, PolicyGuidance>> {
  const files = readdirSync(guidanceDir).filter((file) => file !== 'common.ts');
  const entries = await Promise.all(
    files.map(async (file) => {
      const module = (await import(join(guidanceDir, file))) as { default: PolicyGuidance };
      return [file.replace(/\.ts$/, ''), module.default] as const;
    }),
  );
  return new Map(entries);
}

const parts = ['auditor', 'small', 'large'] as const;

/** Sentences: a full stop, question or exclamation mark followed by a space or the end. */
const sentences = (text: string) => text.split(/[.?!](?:\s|$)/).filter((s) => s.trim()).length;

describe('the policy customization guide', () => {
  it('has one guidance file per template of the catalogue, named by its id', async () => {
    const guidance = await loadGuidance();
    expect(policyTemplates).toHaveLength(27);
    expect([...guidance.keys()].sort()).toEqual(policyTemplates.map((t) => t.id).sort());
    for (const [file, entry] of guidance) expect(entry.id).toBe(file);
  });

  it('covers the overview and every section of all 27 templates, and names no other section', async () => {
    const guidance = await loadGuidance();
    let sections = 0;
    for (const text of policyTexts) {
      const entry = guidance.get(text.id);
      expect(entry, text.id).toBeDefined();
      expect(Object.keys(entry?.sections ?? {}).sort(), text.id).toEqual(
        text.sections.map((section) => section.title).sort(),
      );
      sections += text.sections.length;
    }
    expect(sections).toBe(290);
  });

  it('writes every part short (2–4 sentences) and cites at least one control, each in the catalogue, once', async () => {
    const guidance = await loadGuidance();
    const check = (where: string, section: SectionGuidance) => {
      for (const part of parts) {
        const text = section[part].trim();
        expect(text, `${where} ${part}`).not.toBe('');
        expect(sentences(text), `${where} ${part}`).toBeGreaterThanOrEqual(2);
        expect(sentences(text), `${where} ${part}`).toBeLessThanOrEqual(4);
        expect(text, `${where} ${part}`).not.toMatch(/\[(Company Name|Policy Owner|Approver)\]/);
      }
      expect(section.controls.length, where).toBeGreaterThan(0);
      expect(new Set(section.controls).size, `${where} repeats a control`).toBe(
        section.controls.length,
      );
      for (const id of section.controls) {
        expect(controlById(id), `${where} cites ${id}`).toBeDefined();
      }
    };
    for (const [id, entry] of guidance) {
      check(`${id} Overview`, entry.overview);
      for (const [title, section] of Object.entries<SectionGuidance>(entry.sections)) {
        check(`${id} ${title}`, section);
      }
    }
  });

  it('serves every control a template maps to in at least one of its sections', async () => {
    const guidance = await loadGuidance();
    for (const text of policyTexts) {
      const entry = guidance.get(text.id);
      const served = new Set(
        [entry?.overview, ...Object.values<SectionGuidance>(entry?.sections ?? {})].flatMap(
          (section) => section?.controls ?? [],
        ),
      );
      const unserved = [...text.controls.soc2, ...text.controls.iso27001].filter(
        (id) => !served.has(id),
      );
      expect(unserved, text.id).toEqual([]);
    }
  });
});
