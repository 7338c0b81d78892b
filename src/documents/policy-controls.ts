import type { PolicyControls } from '../content/policies/types.ts';

export interface ControlGroup {
  framework: string;
  ids: string[];
}

/** The controls of a policy as labelled groups, SOC 2 and ISO 27001 first. */
export function controlGroups(controls: PolicyControls): ControlGroup[] {
  return [
    { framework: 'SOC 2', ids: controls.soc2 },
    { framework: 'ISO 27001', ids: controls.iso27001 },
    ...(controls.other ?? []),
  ].filter((group) => group.ids.length > 0);
}

/** Which editions the control ids refer to. */
export const CONTROL_EDITIONS =
  'SOC 2 Trust Services Criteria (2017, revised 2022), ISO/IEC 27001:2022 Annex A, NIST CSF 2.0, NIST SP 800-53 Rev. 5, PCI DSS v4.0, CIS Controls v8, CSA Cloud Controls Matrix v4.';
