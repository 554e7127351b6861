import './auth.css';

/** What a guarded screen shows while the session is being confirmed. */
export function AuthLoading() {
  return (
    <div className="auth-loading" role="status">
      <span className="auth-loading__spinner" aria-hidden="true" />
      <span>Loading authentication status...</span>
    </div>
  );
}
