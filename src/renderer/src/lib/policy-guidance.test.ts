import { describe, expect, it } from 'vitest';
import { policyTemplates } from '@content/policies/catalogue';
import { guidanceForSection, loadGuidance } from './policy-guidance';

describe('the customization guide in the editor', () => {
  it('loads the guidance of every template by its id, and none for an unknown one', async () => {
    for (const template of policyTemplates) {
      expect((await loadGuidance(template.id))?.id, template.id).toBe(template.id);
    }
    expect(await loadGuidance('common')).toBeUndefined();
    expect(await loadGuidance('no-such-policy')).toBeUndefined();
  });

  it('finds a section by the template’s title, the overview as the first section', async () => {
    const guidance = await loadGuidance('backup-policy');
    if (!guidance) throw new Error('no guidance for backup-policy');
    expect(guidanceForSection(guidance, 'Overview')).toBe(guidance.overview);
    expect(guidanceForSection(guidance, 'Restore Testing')).toBe(
      guidance.sections['Restore Testing'],
    );
    expect(guidanceForSection(guidance, 'Our own section')).toBeUndefined();
    expect(guidanceForSection(guidance, 'toString')).toBeUndefined();
  });
});
