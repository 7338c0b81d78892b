// Account → Two-Factor Sign-In → Recovery codes (docs/product.md#your-account): ten single-use
// codes for a lost authenticator app, shown once when made (docs/decisions.md TF1).
import { useState } from 'react';
import { countOf } from '@shared/plural';
import { ActionResultMessage, useAction } from '../action-result';
import { getSupabase } from '../../lib/supabase';
import { invalidateQueries, useQuery } from '../../lib/use-query';
import { twoFactorKeys } from '../../session/two-factor-keys';
import { createRecoveryCodes, recoveryCodesLeft } from '../../session/two-factor-data';
import { twoFactorErrorText } from '../../session/two-factor-messages';

export function RecoveryCodes({ userId }: { userId: string }) {
  const left = useQuery(twoFactorKeys.recoveryCodesLeft(userId), recoveryCodesLeft);
  const [codes, setCodes] = useState<string[] | null>(null);
  const creating = useAction(twoFactorErrorText);

  const create = () =>
    creating.run(async () => {
      setCodes(await createRecoveryCodes(await getSupabase()));
      await invalidateQueries(twoFactorKeys.recoveryCodesLeft(userId));
    });

  return (
    <div className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Recovery Codes</h3>
      <p>
        Lost your phone? Sign in with your password and one of these codes instead of a code from
        your app; each works once.
        {left.state === 'ready'
          ? left.data === 0
            ? ' You have no recovery codes.'
            : ` You have ${countOf(left.data, 'recovery codes', 'unused')}.`
          : null}
      </p>
      {codes ? (
        <>
          <p role="status">
            Save these codes somewhere safe, such as your password manager. They are shown only now;
            new codes replace them.
          </p>
          <ol className="recovery-code-list" aria-label="Your recovery codes">
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => setCodes(null)}
          >
            I Saved Them
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button-small button-secondary"
          disabled={creating.busy}
          onClick={() => void create()}
        >
          {creating.busy
            ? 'Creating...'
            : left.state === 'ready' && left.data > 0
              ? 'Create New Recovery Codes'
              : 'Create Recovery Codes'}
        </button>
      )}
      <ActionResultMessage result={creating.result} />
    </div>
  );
}
