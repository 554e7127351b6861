import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES } from '../../../../common/twoFactor.ts';
import { ApiError } from '../../api/fetcher.ts';
import { verifySignInCode } from '../../auth/session.ts';
import { LoginField } from './LoginField.tsx';

export const CODE_STEP_TEXTS = {
  appIntro: 'Enter the 6-digit code from your authenticator app.',
  backupIntro: 'Enter one of your backup codes. Each one works once.',
  appLabel: 'Authentication code',
  backupLabel: 'Backup code',
  useBackup: 'Use a backup code',
  useApp: 'Use the authenticator app',
  appRequired: 'Enter the 6-digit code',
  backupRequired: 'Enter a backup code',
  appFormat: 'The code has 6 digits',
} as const;

/**
 * The second step of a sign-in with two-factor on: a code from the authenticator app, or a backup
 * code. `onSignedIn` runs once the session is open; `onRestart` goes back to the password step
 * with the server's reason (the pending sign-in expired, or too many wrong codes).
 */
export function CodeStep({ onSignedIn, onRestart }: { onSignedIn: () => Promise<void>; onRestart: (reason: string) => void }) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function check(): string | undefined {
    const typed = code.trim();
    if (!typed) return backup ? CODE_STEP_TEXTS.backupRequired : CODE_STEP_TEXTS.appRequired;
    if (!backup && !/^\d{6}$/.test(typed.replace(/\s/g, ''))) return CODE_STEP_TEXTS.appFormat;
    return undefined;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    setError(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    try {
      await verifySignInCode(code.trim());
      await onSignedIn();
      return;
    } catch (caught) {
      const detail = caught instanceof ApiError ? (caught.detail ?? caught.message) : String(caught);
      // A wrong code may be tried again; an ended sign-in starts over from the password.
      if (caught instanceof ApiError && (caught.status === 429 || (caught.status === 401 && detail !== TWO_FACTOR_MESSAGES.wrongCode))) {
        onRestart(detail);
        return;
      }
      setFailure(detail);
    }
    setBusy(false);
  }

  function toggle() {
    setBackup(!backup);
    setCode('');
    setError(undefined);
    setFailure(null);
  }

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      <p className="login__step">{backup ? CODE_STEP_TEXTS.backupIntro : CODE_STEP_TEXTS.appIntro}</p>
      {failure && (
        <p className="login__alert" role="alert">
          {failure}
        </p>
      )}
      <LoginField
        key={backup ? 'backup' : 'app'}
        id={backup ? 'login-backup-code' : 'login-code'}
        label={backup ? CODE_STEP_TEXTS.backupLabel : CODE_STEP_TEXTS.appLabel}
        autoComplete="one-time-code"
        inputMode={backup ? 'text' : 'numeric'}
        value={code}
        onChange={setCode}
        error={error}
        autoFocus
      />
      <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Verifying' : 'Verify'}
      </button>
      <button type="button" className="login__switch" onClick={toggle}>
        {backup ? CODE_STEP_TEXTS.useApp : CODE_STEP_TEXTS.useBackup}
      </button>
    </form>
  );
}
