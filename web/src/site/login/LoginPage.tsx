import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { characters } from '../../../../common/characters.ts';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants.ts';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '../../../../common/messages.ts';
import { SIGN_IN_NOTICES } from '../../../../common/signInNotice.ts';
import { signIn } from '../../auth/session.ts';
import { Brand } from '../nav/Brand.tsx';
import { CodeStep } from './CodeStep.tsx';
import { LoginField } from './LoginField.tsx';
import { takeSignInNotice } from './signInNotice.ts';

/** Where a staff member goes when the site requires two-factor and theirs is not set up. */
const TWO_FACTOR_SETUP_PATH = '/n4n4/two-factor';
import './login.css';

interface Credentials {
  username: string;
  password: string;
}

type FieldErrors = Partial<Credentials>;

/** The form's fields, in order; each is named for what it holds. */
const FIELDS = [
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

function validate({ username, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = FIELD_MESSAGES.usernameRequired;
  if (characters(password) < PASSWORD_MIN_LENGTH) errors.password = FIELD_MESSAGES.passwordTooShort;
  return errors;
}

/** The 'Admin Access' screen: signs in through the API, then opens `redirectTo`. */
export function LoginPage({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  // Someone who has just chosen a password from a mailed link is told so, their username filled in.
  const [notice] = useState(takeSignInNotice);
  const [credentials, setCredentials] = useState<Credentials>({ username: notice?.username ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const open = () => router.navigate({ href: redirectTo, replace: true });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(credentials);
    setErrors(found);
    setFailure(null);
    if (found.username || found.password) return;
    setBusy(true);
    try {
      const outcome = await signIn(credentials.username, credentials.password);
      if (outcome === 'signedIn') {
        await open();
        return;
      }
      if (outcome === 'setupRequired') {
        await router.navigate({ href: TWO_FACTOR_SETUP_PATH, replace: true });
        return;
      }
      if (outcome === 'codeRequired') setCodeStep(true);
      else setFailure(AUTH_MESSAGES.invalidCredentials);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials);
    }
    setBusy(false);
  }

  return (
    <main id="main" className="login">
      <section className="login__card" aria-labelledby="login-title">
        <header className="login__header">
          <p className="login__brand">
            <Brand />
          </p>
          <h1 id="login-title">Admin Access</h1>
          <p>Enter your credentials to access the admin area</p>
        </header>
        {codeStep ? (
          <CodeStep
            onSignedIn={open}
            onRestart={(reason) => {
              setCodeStep(false);
              setCredentials((current) => ({ ...current, password: '' }));
              setFailure(reason);
            }}
          />
        ) : (
          <form className="login__form" onSubmit={onSubmit} noValidate>
            {notice && !failure && (
              <p className="login__ready" role="status">
                {SIGN_IN_NOTICES[notice.kind]}
              </p>
            )}
            {failure && (
              <p className="login__alert" role="alert">
                {failure}
              </p>
            )}
            {FIELDS.map(({ name, ...field }) => (
              <LoginField
                key={name}
                id={`login-${name}`}
                {...field}
                value={credentials[name]}
                onChange={(value) => setCredentials((current) => ({ ...current, [name]: value }))}
                error={errors[name]}
              />
            ))}
            <button type="submit" className="login__submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Signing In' : 'Sign In'}
            </button>
          </form>
        )}
        <p className="login__forgot">
          <a href="/account/forgot">Forgot password?</a>
        </p>
        <footer className="login__notice">
          <p>
            This is a secured area. Unauthorized access attempts are logged and monitored.
          </p>
          <a href="/">Back to the site</a>
        </footer>
      </section>
    </main>
  );
}
