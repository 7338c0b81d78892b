import { useState, type FormEvent } from 'react';
import { fieldProblems } from '../../components/field-problems';
import { FormMessage, InputField, SubmitButton } from '../../components/form-field';
import { useFieldProblems } from '../../components/use-field-problems';
import type { Profile } from '../../session/session-types';
import { MissingDetails, UserFacingError, finishAccount } from '../../session/auth-data';
import { AuthCard } from '../../components/auth-layout';
import { RadioGroup } from '../../components/radio-group';
import { SIGN_IN_ERRORS, blankFieldProblem } from '../../session/auth-error-messages';

const INVALID_INVITE = 'Invalid invite link';
const TEAM_CHOICES = { create: 'Create a new team', join: 'Join my company’s team' };
const INVITE_LINK_NEEDED = 'Please paste the invite link your team admin sent you.';

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
  const [teamChoice, setTeamChoice] = useState<keyof typeof TEAM_CHOICES>(
    missing.invalidInvite ? 'join' : 'create',
  );
  const [fullName, setFullName] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [inviteLink, setInviteLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(missing.invalidInvite ? INVALID_INVITE : null);
  const { formRef, check, bind } = useFieldProblems<'fullName' | 'companyName' | 'inviteLink'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const creating = needsTeam && teamChoice === 'create';
    const joining = needsTeam && teamChoice === 'join';
    setError(null);
    const found = fieldProblems({
      fullName: blankFieldProblem({ fullName }) ?? undefined,
      companyName: creating ? (blankFieldProblem({ companyName }) ?? undefined) : undefined,
      inviteLink: joining && inviteLink.trim() === '' ? INVITE_LINK_NEEDED : undefined,
    });
    if (!check(found)) return;
    setBusy(true);
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
      <form className="form" onSubmit={submit} noValidate ref={formRef}>
        <InputField
          label="Full Name"
          autoComplete="name"
          required
          {...bind('fullName', fullName, setFullName)}
        />
        {needsTeam ? (
          <RadioGroup
            legend="Your team"
            name="team"
            value={teamChoice}
            choices={TEAM_CHOICES}
            onChange={setTeamChoice}
          />
        ) : null}
        {needsTeam && teamChoice === 'create' ? (
          <InputField
            label="Company Name"
            autoComplete="organization"
            required
            {...bind('companyName', companyName, setCompanyName)}
          />
        ) : null}
        {needsTeam && teamChoice === 'join' ? (
          <InputField
            label="Invite Link"
            required
            placeholder="https://…/team/…"
            {...bind('inviteLink', inviteLink, setInviteLink)}
          />
        ) : null}
        {error ? <FormMessage kind="error">{error}</FormMessage> : null}
        <SubmitButton busy={busy} busyLabel="Saving...">
          Finish Setup
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
