import type { Lang } from '@rimba/core';
import { type FormEvent, useState } from 'react';
import type { Session } from './db';
import { logIn } from './session';
import { say, texts } from './texts';

/**
 * The log-in form, or, after a token expired while offline (`expired`), the same user's password prompt:
 * the queue stays on the device either way.
 */
export function Login({ lang, expired, onDone }: { lang: Lang; expired?: Session; onDone: () => void }) {
  const [username, setUsername] = useState(expired?.username ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failure = await logIn(username.trim(), password, lang, expired);
    setBusy(false);
    if (failure) setError(failure);
    else onDone();
  };
  return (
    <form className="login" onSubmit={submit} aria-labelledby="login-title">
      <h2 id="login-title">{say(texts.login, lang)}</h2>
      {expired && <p className="notice">{say(texts.expired, lang)}</p>}
      <div className="field">
        <label htmlFor="login-username">{say(texts.username, lang)}</label>
        <input
          id="login-username"
          autoComplete="username"
          required
          readOnly={!!expired}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="login-password">{say(texts.password, lang)}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={busy}>
          {busy ? say(texts.loggingIn, lang) : say(texts.login, lang)}
        </button>
      </div>
    </form>
  );
}
