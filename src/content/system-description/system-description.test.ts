import { describe, expect, it } from 'vitest';
import {
  SYSTEM_DESCRIPTION_KEYS,
  SYSTEM_DESCRIPTION_SECTIONS,
  subserviceOrganisationsText,
} from '.';

describe('the system description’s headings', () => {
  it('are the keys, once each, every one with guidance', () => {
    expect(SYSTEM_DESCRIPTION_SECTIONS.map((section) => section.key)).toEqual([
      ...SYSTEM_DESCRIPTION_KEYS,
    ]);
    for (const section of SYSTEM_DESCRIPTION_SECTIONS) {
      expect(section.guidance.length, section.key).toBeGreaterThan(40);
    }
  });
});

describe('subserviceOrganisationsText', () => {
  const vendors = [
    { name: 'Zeta Mail', service: 'Email delivery', location: 'US', subprocessor: true },
    { name: 'Office Snacks', service: 'Snacks', location: '', subprocessor: false },
    { name: 'Cloudy', service: 'Hosting', location: 'EU', subprocessor: true },
  ];

  it('lists the subprocessors by name, each with its service, carved out', () => {
    expect(subserviceOrganisationsText(vendors).split('\n')).toEqual([
      'Cloudy (EU): Hosting. Carved out: its controls are not part of this description; we rely on its own assurance report and review it yearly.',
      'Zeta Mail (US): Email delivery. Carved out: its controls are not part of this description; we rely on its own assurance report and review it yearly.',
    ]);
  });

  it('lists every vendor when none is marked a subprocessor', () => {
    const unmarked = vendors.map((vendor) => ({ ...vendor, subprocessor: false }));
    expect(subserviceOrganisationsText(unmarked).split('\n')).toHaveLength(3);
    expect(subserviceOrganisationsText([])).toBe('');
  });
});
