import { useEffect, useState, type FormEvent } from 'react';
import { InputField, FormMessage, RadioChoice } from '../components/form-field';
import { desktopSetup, type BackendSetup } from '../platform/desktop-setup';

type Mode = 'hosted' | 'local';
type Status =
  { state: 'loading' } | { state: 'editing'; problem: string | null } | { state: 'saving' };

/** Back to the app (its routes show this screen again while no backend is chosen). */
function openApp(): void {
  window.location.replace('/');
}

export function SetupPage() {
  const [current, setCurrent] = useState<BackendSetup | null>(null);
  const [mode, setMode] = useState<Mode>('hosted');
  const modeChoice = (choice: typeof mode, label: string) => (
    <RadioChoice
      label={label}
      className="toggle"
      name="mode"
      checked={mode === choice}
      onSelect={() => setMode(choice)}
    />
  );
  const [url, setUrl] = useState('');
  const [anonKey, setAnonKey] = useState('');
  const [websiteUrl, setWebsiteUrl] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    void desktopSetup.read().then((setup) => {
      if (!active) return;
      setCurrent(setup);
      if (setup.choice.kind === 'hosted') {
        setUrl(setup.choice.url);
        setAnonKey(setup.choice.anonKey);
        setWebsiteUrl(setup.choice.websiteUrl ?? '');
      }
      if (setup.choice.kind === 'local') setMode('local');
      setStatus({ state: 'editing', problem: null });
    });
    return () => {
      active = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus({ state: 'saving' });
    const result = await desktopSetup
      .save(mode === 'local' ? { kind: 'local' } : { kind: 'hosted', url, anonKey, websiteUrl })
      .catch((error: unknown) => ({ ok: false as const, reason: String(error) }));
    if (result.ok) openApp();
    else setStatus({ state: 'editing', problem: result.reason });
  }

  const configured = current !== null && current.choice.kind !== 'none';
  const managed = current?.managed ?? false;
  const busy = status.state !== 'editing';

  return (
    <main className="container auth-page">
      <section className="card auth-card" aria-labelledby="setup-title">
        <h1 id="setup-title">{configured ? 'Backend settings' : 'Welcome to ComplyReady'}</h1>
        <p>Where should ComplyReady keep your company&apos;s accounts and progress?</p>
        {managed && (
          <FormMessage kind="error">
            The backend is set by the COMPLYREADY_SUPABASE_URL environment variable; change it
            there.
          </FormMessage>
        )}
        <form className="form" onSubmit={(event) => void save(event)}>
          <fieldset className="form setup-choices" disabled={busy || managed}>
            <legend className="visually-hidden">Backend</legend>
            {modeChoice('hosted', "Your company's Supabase project")}
            {mode === 'hosted' && (
              <>
                <InputField
                  label="Project URL"
                  type="url"
                  required
                  placeholder="https://abcdefghijklmnop.supabase.co"
                  value={url}
                  onValue={setUrl}
                />
                <InputField
                  label="Public (anon) key"
                  required
                  autoComplete="off"
                  spellCheck={false}
                  value={anonKey}
                  onValue={setAnonKey}
                />
                <InputField
                  label="Website address (optional)"
                  type="url"
                  placeholder="https://compliance.example.com"
                  value={websiteUrl}
                  onValue={setWebsiteUrl}
                />
                <p className="setup-hint">
                  Invite and password links point to the website; without one they open this app
                  (complyready:// links).
                </p>
              </>
            )}
            {modeChoice('local', 'Run on this computer')}
            {mode === 'local' && (
              <p className="setup-hint">
                ComplyReady keeps its data in its own folder on this computer. Only people who use
                this computer can sign in; nothing is reachable from the network.
              </p>
            )}
          </fieldset>
          {status.state === 'editing' && status.problem && (
            <FormMessage kind="error">{status.problem}</FormMessage>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={busy || managed}>
              {status.state === 'saving'
                ? mode === 'local'
                  ? 'Starting…'
                  : 'Checking…'
                : 'Save and Continue'}
            </button>
            {configured && (
              <button type="button" className="button button-secondary" onClick={openApp}>
                Cancel
              </button>
            )}
          </div>
        </form>
      </section>
    </main>
  );
}
