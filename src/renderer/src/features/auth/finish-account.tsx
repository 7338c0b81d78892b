import { useState, type FormEvent } from 'react';
import { FormMessage, InputField } from '../../components/form-field';
import type { Profile } from '../../app/session-types';
import { MissingDetails, UserFacingError, finishAccount } from './data';
import { AuthCard } from './auth-layout';
import { SIGN_IN_ERRORS, blankFieldProblem } from './error-messages';

const INVALID_INVITE = 'Invalid invite link';

/**
 * Asked at sign-in when a confirmed account has no profile yet and the server cannot make one
 * from what sign-up stored: the name, and when needed the team (a new one, or an invite link).
 */
export function FinishAccount({
  missing,
  onFinished,
}: {
  missing: MissingDetails;
  onFinished: (profile: Profile) => void;
}) {
  const [needsTeam, setNeedsTeam] = useState(missing.missing === 'team');
  const [teamChoice, setTeamChoice] = useState<'create' | 'join'>(
    missing.invalidInvite ? 'join' : 'create',
  );
  const [fullName, setFullName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [inviteLink, setInviteLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(missing.invalidInvite ? INVALID_INVITE : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const creating = needsTeam && teamChoice === 'create';
    const problem =
      blankFieldProblem(creating ? { fullName, companyName } : { fullName }) ??
      (needsTeam && teamChoice === 'join' && inviteLink.trim() === ''
        ? 'Please paste the invite link your team admin sent you.'
        : null);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onFinished(
        await finishAccount({
          fullName,
          ...(creating ? { companyName } : {}),
          ...(needsTeam && teamChoice === 'join' ? { inviteCode: inviteLink } : {}),
        }),
      );
    } catch (failure) {
      if (failure instanceof MissingDetails) {
        setNeedsTeam(needsTeam || failure.missing === 'team');
        setError(failure.invalidInvite ? INVALID_INVITE : blankFieldProblem({ fullName: '' }));
      } else {
        setError(failure instanceof UserFacingError ? failure.message : SIGN_IN_ERRORS.other);
      }
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Finish Setting Up Your Account">
      <p>Your email is confirmed. We need a few more details to set up your account.</p>
      <form className="form" onSubmit={submit} noValidate>
        <InputField
          label="Full Name"
          name="fullName"
          autoComplete="name"
          required
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        {needsTeam ? (
          <fieldset className="form-choice">
            <legend>Your team</legend>
            <label>
              <input
                type="radio"
                name="team"
                checked={teamChoice === 'create'}
                onChange={() => setTeamChoice('create')}
              />{' '}
              Create a new team
            </label>
            <label>
              <input
                type="radio"
                name="team"
                checked={teamChoice === 'join'}
                onChange={() => setTeamChoice('join')}
              />{' '}
              Join my company’s team
            </label>
          </fieldset>
        ) : null}
        {needsTeam && teamChoice === 'create' ? (
          <InputField
            label="Company Name"
            name="companyName"
            autoComplete="organization"
            required
            value={companyName}
            onChange={(event) => setCompanyName(event.target.value)}
          />
        ) : null}
        {needsTeam && teamChoice === 'join' ? (
          <InputField
            label="Invite Link"
            name="inviteLink"
            required
            placeholder="https://…/team/…"
            value={inviteLink}
            onChange={(event) => setInviteLink(event.target.value)}
          />
        ) : null}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Finish Setup'}
        </button>
      </form>
    </AuthCard>
  );
}
