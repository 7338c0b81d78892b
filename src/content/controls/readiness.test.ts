import { describe, expect, it } from 'vitest';
import { allControls, soc2Controls } from './index';
import {
  controlStates,
  describeSource,
  readinessFigure,
  readinessOf,
  type ReadinessRow,
} from './readiness';

const row = (fields: Partial<ReadinessRow> & Pick<ReadinessRow, 'control_id' | 'source'>) => ({
  state: fields.source === 'policy' ? 'documented' : 'operating',
  title: 'Access Control Policy',
  met: true,
  detail: null,
  ...fields,
});

describe('readinessOf and readinessFigure', () => {
  it("lists each control's sources by source, then title in the reader's order (not by code point)", () => {
    const [cc61] = readinessOf(
      allControls.filter((control) => control.id === 'CC6.1'),
      [
        row({ control_id: 'CC6.1', source: 'training', title: 'Zeta course' }),
        row({ control_id: 'CC6.1', source: 'checklist', title: 'Zeta review' }),
        row({ control_id: 'CC6.1', source: 'training', title: 'alpha course' }),
        row({ control_id: 'CC6.1', source: 'acceptance', title: 'Écran policy' }),
        row({ control_id: 'CC6.1', source: 'acceptance', title: 'Zeta policy' }),
        row({ control_id: 'CC6.1', source: 'checklist', title: 'access review' }),
      ],
    );
    expect(cc61?.operatingBy.map(describeSource)).toEqual([
      'Acceptance: Écran policy',
      'Acceptance: Zeta policy',
      'Checklist: access review',
      'Checklist: Zeta review',
      'Training: alpha course',
      'Training: Zeta course',
    ]);
  });

  it('keeps documented and operating apart and lists what is missing for each', () => {
    const readiness = readinessOf(allControls, [
      row({ control_id: 'CC6.1', source: 'policy' }),
      row({ control_id: 'CC6.1', source: 'acceptance', met: false, detail: '1 of 4 members' }),
      row({
        control_id: 'CC6.1',
        source: 'checklist',
        title: 'Access Review Template: List all systems in scope',
        met: false,
      }),
      row({ control_id: 'A.5.15', source: 'policy', met: false, detail: 'Not published' }),
      row({ control_id: 'A.5.15', source: 'checklist', title: 'Access review: sign-off' }),
      row({ control_id: 'NOT-A-CONTROL', source: 'policy' }),
    ]);
    const cc61 = readiness.find((entry) => entry.control.id === 'CC6.1')!;
    expect(cc61).toMatchObject({ documented: true, operating: false });
    expect(cc61.missing.map(describeSource)).toEqual([
      'Acceptance: Access Control Policy (1 of 4 members)',
      'Checklist: Access Review Template: List all systems in scope',
    ]);
    const a515 = readiness.find((entry) => entry.control.id === 'A.5.15')!;
    expect(a515).toMatchObject({ documented: false, operating: true });
    expect(a515.missing.map(describeSource)).toEqual([
      'Policy: Access Control Policy (Not published)',
    ]);

    expect(readinessFigure(readiness, 'SOC 2')).toEqual({
      total: soc2Controls.length,
      documented: 1,
      operating: 0,
      documentedPercent: Math.floor(100 / soc2Controls.length),
      operatingPercent: 0,
    });
    expect(readinessFigure(readiness, 'ISO 27001')).toEqual({
      total: 93,
      documented: 0,
      operating: 1,
      documentedPercent: 0,
      operatingPercent: 1,
    });
  });

  it('counts a passing integration test as operating evidence and a failing one as missing', () => {
    const twoFactor = {
      control_id: 'CC6.1',
      source: 'integration',
      title: 'Organisation requires two-factor authentication',
    };
    const [failing] = readinessOf(
      allControls.filter((control) => control.id === 'CC6.1'),
      [
        row({
          ...twoFactor,
          met: false,
          detail: 'acme does not require two-factor authentication',
        }),
      ],
    );
    expect(failing).toMatchObject({ operating: false });
    expect(failing!.missing.map(describeSource)).toEqual([
      'Integration test: Organisation requires two-factor authentication (acme does not require two-factor authentication)',
    ]);
    const [passing] = readinessOf(
      allControls.filter((control) => control.id === 'CC6.1'),
      [row({ ...twoFactor, met: true })],
    );
    expect(passing).toMatchObject({ operating: true, missing: [] });
  });

  it("gives the Overview's figures the same states as the Evidence page's lists", () => {
    const rows = [
      row({ control_id: 'CC6.1', source: 'policy' }),
      row({ control_id: 'CC6.1', source: 'acceptance', met: false }),
      row({ control_id: 'CC6.2', source: 'policy', met: false }),
      row({ control_id: 'CC6.2', source: 'checklist', title: 'Access review: sign-off' }),
      row({ control_id: 'A.5.15', source: 'policy' }),
      row({ control_id: 'A.5.15', source: 'training', title: 'Security basics' }),
    ];
    const states = (entries: readonly { documented: boolean; operating: boolean }[]) =>
      entries.map(({ documented, operating }) => ({ documented, operating }));
    const withLists = readinessOf(allControls, rows);
    const figuresOnly = controlStates(allControls, rows);
    expect(states(figuresOnly)).toEqual(states(withLists));
    const held = states(figuresOnly).filter((state) => state.documented || state.operating);
    expect(held).toHaveLength(3);
    for (const framework of ['SOC 2', 'ISO 27001'] as const) {
      expect(readinessFigure(figuresOnly, framework)).toEqual(
        readinessFigure(withLists, framework),
      );
    }
  });
});
