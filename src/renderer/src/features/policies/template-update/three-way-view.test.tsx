// docs/decisions.md TU1: the three-way view of a template update, with the repository's real
// Backup Policy release (version 1 → 2), and applying one change keeps the team's other edits.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { templateDocumentAt } from '@content/policies/releases';
import backupPolicy from '@content/policies/texts/backup-policy.json' with { type: 'json' };
import type { PolicyDocument } from '@shared/policy-document';
import { renderScreen } from '../../../testing/render';
import { applyTemplateChanges, templateChanges, type TemplateChange } from './changes';
import { ThreeWayView } from './three-way-view';

const v1 = templateDocumentAt(backupPolicy, 1);
const v2 = templateDocumentAt(backupPolicy, 2);
const NEW_DUTY = 'a restore test uses the isolated copy in the separate backup account';

/** The team's text: version 1 with their own Exceptions (and, if asked, Restore Testing). */
function teamText(editRestoreTesting = false): PolicyDocument {
  return {
    ...v1,
    sections: v1.sections.map((section) =>
      section.title === 'Exceptions' || (editRestoreTesting && section.title === 'Restore Testing')
        ? { title: section.title, blocks: [{ type: 'paragraph', text: 'Our own words.' }] }
        : section,
    ),
  };
}

function Harness({ changes }: { changes: TemplateChange[] }) {
  const [applied, setApplied] = useState<ReadonlySet<string>>(
    new Set(changes.filter((change) => !change.edited).map((change) => change.title)),
  );
  return (
    <>
      <ThreeWayView
        changes={changes}
        fromVersion={1}
        toVersion={2}
        applied={applied}
        onChoose={(title, apply) => {
          const next = new Set(applied);
          if (apply) next.add(title);
          else next.delete(title);
          setApplied(next);
        }}
      />
      <output aria-label="Applied">{[...applied].join(', ')}</output>
    </>
  );
}

describe('the three-way view of a template update', () => {
  it('shows each changed section as adopted, as released and as the team has it, with apply or skip', async () => {
    const user = userEvent.setup();
    const changes = templateChanges(v1, v2, teamText());
    expect(changes.map((change) => change.title)).toEqual(['Restore Testing']);
    renderScreen(<Harness changes={changes} />);

    const section = screen.getByRole('region', { name: 'Restore Testing' });
    expect(
      within(section).getByRole('heading', { name: 'Template version 1 (adopted)' }),
    ).toBeVisible();
    const released = within(section).getByRole('list', {
      name: 'Restore Testing: template version 2 against version 1',
    });
    const added = within(released)
      .getAllByRole('listitem')
      .filter((item) => item.className === 'diff-added');
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveTextContent(NEW_DUTY);
    // The team did not touch this section: its text equals the adopted template's.
    expect(within(section).getByText('The two versions have the same text.')).toBeVisible();
    expect(within(section).queryByText(/You changed this section/)).toBeNull();

    const group = within(section).getByRole('group', { name: 'Restore Testing: this change' });
    expect(within(group).getByRole('radio', { name: 'Apply' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Skip' }));
    expect(screen.getByLabelText('Applied')).toHaveTextContent('');
    await user.click(within(group).getByRole('radio', { name: 'Apply' }));
    expect(screen.getByLabelText('Applied')).toHaveTextContent('Restore Testing');
  });

  it('warns when the team edited the changed section, and leaves it skipped until chosen', () => {
    const changes = templateChanges(v1, v2, teamText(true));
    expect(changes).toMatchObject([{ title: 'Restore Testing', edited: true }]);
    renderScreen(<Harness changes={changes} />);
    const section = screen.getByRole('region', { name: 'Restore Testing' });
    expect(within(section).getByText(/You changed this section since adopting/)).toBeVisible();
    expect(within(section).getByRole('radio', { name: 'Skip' })).toBeChecked();
    expect(
      within(section).getByRole('list', {
        name: 'Restore Testing: your text against template version 1',
      }),
    ).toHaveTextContent('Our own words.');
  });

  it('applying the change keeps the team’s other edits', () => {
    const current = teamText();
    const changes = templateChanges(v1, v2, current);
    const merged = applyTemplateChanges(current, v2, changes, new Set(['Restore Testing']));
    const byTitle = (title: string) => merged.sections.find((section) => section.title === title);
    expect(JSON.stringify(byTitle('Restore Testing'))).toContain(NEW_DUTY);
    expect(byTitle('Exceptions')!.blocks).toEqual([{ type: 'paragraph', text: 'Our own words.' }]);
    expect(merged.sections.map((section) => section.title)).toEqual(
      current.sections.map((section) => section.title),
    );
    // Skipping everything leaves the text as it was.
    expect(applyTemplateChanges(current, v2, changes, new Set())).toEqual(current);
  });
});
