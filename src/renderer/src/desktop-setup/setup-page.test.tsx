// docs/product.md (desktop): the setup screen chooses the backend; the main process checks a
// hosted project before saving, and the screen shows its answer.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '@shared/ipc';
import type { BackendSetup, BackendSetupResult } from '../platform/desktop-setup';
import { renderScreen } from '../testing/render';
import { fillFields, retype } from '../testing/fields';
import { SetupPage } from './setup-page';

/** A stand-in for the preload's two setup calls, recording what the screen sends. */
function preload(setup: BackendSetup, answer: BackendSetupResult) {
  const api = {
    getBackendSetup: vi.fn<DesktopApi['getBackendSetup']>(() => Promise.resolve(setup)),
    saveBackendSetup: vi.fn<DesktopApi['saveBackendSetup']>(() => Promise.resolve(answer)),
  };
  Object.assign(window, { desktop: api });
  return api;
}

const REFUSED: BackendSetupResult = { ok: false, reason: 'The project did not answer.' };

beforeEach(() => {
  Reflect.deleteProperty(window, 'desktop');
});

describe('the desktop setup screen', () => {
  it('asks for a project URL and key before sending; shows why the project was refused', async () => {
    const user = userEvent.setup();
    const api = preload({ choice: { kind: 'none' }, managed: false }, REFUSED);
    renderScreen(<SetupPage />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome to ComplyReady' }),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save and Continue' });
    // Ready once the main process has said what is set.
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('radio', { name: "Your company's Supabase project" })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(save);
    expect(screen.getByLabelText('Project URL')).toBeInvalid();
    expect(screen.getByLabelText('Public (anon) key')).toBeInvalid();
    expect(screen.getByLabelText('Website address (optional)')).toBeValid();

    await fillFields(user, {
      'Project URL': 'abcdefghijklmnop.supabase.co',
      'Public (anon) key': 'anon-key',
    });
    await user.click(save);
    expect(screen.getByLabelText('Project URL')).toBeInvalid();
    expect(api.saveBackendSetup).not.toHaveBeenCalled();

    await retype(
      user,
      screen.getByLabelText('Project URL'),
      'https://abcdefghijklmnop.supabase.co',
    );
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('The project did not answer.');
    expect(api.saveBackendSetup).toHaveBeenCalledExactlyOnceWith({
      kind: 'hosted',
      url: 'https://abcdefghijklmnop.supabase.co',
      anonKey: 'anon-key',
      websiteUrl: '',
    });
    expect(save).toBeEnabled();
  });

  it('runs on this computer without asking anything more', async () => {
    const user = userEvent.setup();
    const api = preload({ choice: { kind: 'none' }, managed: false }, REFUSED);
    renderScreen(<SetupPage />);
    await user.click(await screen.findByRole('radio', { name: 'Run on this computer' }));
    expect(screen.queryByLabelText('Project URL')).not.toBeInTheDocument();
    expect(screen.getByText(/^ComplyReady keeps its data in its own folder/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await screen.findByRole('alert');
    expect(api.saveBackendSetup).toHaveBeenCalledExactlyOnceWith({ kind: 'local' });
  });

  it('shows the saved project, with Cancel; a backend set by the environment cannot be changed', async () => {
    preload(
      {
        choice: {
          kind: 'hosted',
          url: 'https://abcdefghijklmnop.supabase.co',
          anonKey: 'anon-key',
          websiteUrl: null,
        },
        managed: true,
      },
      REFUSED,
    );
    renderScreen(<SetupPage />);
    expect(await screen.findByRole('heading', { name: 'Backend settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project URL')).toHaveValue(
      'https://abcdefghijklmnop.supabase.co',
    );
    expect(screen.getByLabelText('Project URL')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The backend is set by the COMPLYREADY_SUPABASE_URL environment variable; change it there.',
    );
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
