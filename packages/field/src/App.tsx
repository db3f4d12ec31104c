import { defaultLang, type Lang, type Resource } from '@rimba/core';
import { useCallback, useEffect, useState } from 'react';
import { db, type LocalReport } from './db';
import { creatableResources, syncResource } from './forms';
import { Login } from './Login';
import { useLive } from './live';
import { formatBytes, storageState } from './photos';
import { Queue } from './Queue';
import { ReportForm } from './ReportForm';
import { logOut } from './session';
import { somethingWaits, syncNow } from './sync';
import { say, texts } from './texts';

/** How often a sync runs by itself while online and a report waits. */
const syncEveryMs = 60_000;
const langKey = 'rimba-field-lang';

type Screen =
  | { name: 'new' }
  | { name: 'form'; resource: Resource; report?: LocalReport }
  | { name: 'queue' };

/**
 * The field app: log in once online; then file reports offline from the forms of the declarations, and
 * see the queue. Sync runs when the connection returns, every minute while something waits, and by the
 * button; a refused token asks for the password again and keeps the queue.
 */
export function App() {
  const [lang, setLang] = useState<Lang>(() => (localStorage.getItem(langKey) === 'en' ? 'en' : defaultLang));
  const [online, setOnline] = useState(() => navigator.onLine);
  // Whether the last sync reached the server: a phone can say it is online while nothing gets through
  // (a weak signal, a network with no internet), and the header should say what the sync found.
  const [reached, setReached] = useState(true);
  const [screen, setScreen] = useState<Screen>({ name: 'new' });
  const [syncing, setSyncing] = useState(false);
  const [storage, setStorage] = useState<{ persisted: boolean; used?: number; quota?: number }>();
  const session = useLive(() => db.sessions.get('session').then((s) => s ?? null));
  const bundle = useLive(() => db.bundles.get('bundle'));
  const reports = useLive(() => db.reports.orderBy('updated_at').reverse().toArray()) ?? [];
  const bundleAt = useLive(() => db.settings.get('bundle-at'));

  useEffect(() => {
    document.documentElement.lang = lang;
    localStorage.setItem(langKey, lang);
  }, [lang]);

  const sync = useCallback(async () => {
    if (!navigator.onLine) return;
    setSyncing(true);
    try {
      setReached((await syncNow(lang)) !== 'offline');
    } finally {
      setSyncing(false);
      setStorage(await storageState());
    }
  }, [lang]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(async () => {
      if (navigator.onLine && (await somethingWaits())) void sync();
    }, syncEveryMs);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [sync]);

  const signedIn = !!session && !session.expired;
  // Once logged in (and on every start while online), the work data comes down and the queue goes up.
  useEffect(() => {
    if (signedIn) void sync();
  }, [signedIn, sync]);
  useEffect(() => {
    void storageState().then(setStorage);
  }, []);

  const header = (
    <header className="top">
      <h1>{say(texts.appName, lang)}</h1>
      <span className={`net ${online && reached ? 'on' : 'off'}`} role="status">
        {say(online && reached ? texts.online : texts.offline, lang)}
      </span>
      {/* Named in the language it switches to, as people look for their own language. */}
      <button
        type="button"
        className="link"
        lang={lang === 'id' ? 'en' : 'id'}
        title={say(texts.language, lang)}
        onClick={() => setLang(lang === 'id' ? 'en' : 'id')}
      >
        {lang === 'id' ? 'English' : 'Bahasa Indonesia'}
      </button>
      {session && (
        <button type="button" className="link" onClick={() => void logOut(session, lang)}>
          {say(texts.logout, lang)}
        </button>
      )}
    </header>
  );

  if (session === undefined) return header;
  if (!session) {
    return (
      <>
        {header}
        <main>
          <Login lang={lang} onDone={() => setScreen({ name: 'new' })} />
        </main>
      </>
    );
  }

  const kinds = creatableResources(bundle);
  const waiting = reports.filter((r) => r.state === 'waiting').length;
  const edit = (report: LocalReport) => {
    const resource = syncResource(report.resource);
    if (resource) setScreen({ name: 'form', resource, report });
  };

  return (
    <>
      {header}
      {session.expired && <Login lang={lang} expired={session} onDone={() => void sync()} />}
      <nav className="tabs" aria-label={say(texts.appName, lang)}>
        <button
          type="button"
          aria-current={screen.name !== 'queue'}
          onClick={() => setScreen({ name: 'new' })}
        >
          {say(texts.newReport, lang)}
        </button>
        <button
          type="button"
          aria-current={screen.name === 'queue'}
          onClick={() => setScreen({ name: 'queue' })}
        >
          {say(texts.queue, lang)}
          {waiting > 0 && <span className="count"> ({waiting})</span>}
        </button>
      </nav>
      <main>
        {screen.name === 'new' && (
          <section aria-labelledby="kinds-title">
            <h2 id="kinds-title">{say(texts.chooseKind, lang)}</h2>
            {kinds.length === 0 && <p>{say(texts.noKinds, lang)}</p>}
            <ul className="kinds">
              {kinds.map((resource) => (
                <li key={resource.name}>
                  <button type="button" onClick={() => setScreen({ name: 'form', resource })}>
                    {resource.title[lang]}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {screen.name === 'form' && (
          <ReportForm
            key={screen.report?.client_id ?? screen.resource.name}
            resource={screen.resource}
            report={screen.report}
            bundle={bundle}
            lang={lang}
            onDone={(saved) => {
              setScreen(saved ? { name: 'queue' } : { name: 'new' });
              if (saved) void sync();
            }}
          />
        )}
        {screen.name === 'queue' && (
          <section aria-labelledby="queue-title">
            <h2 id="queue-title">{say(texts.queue, lang)}</h2>
            <div className="actions">
              <button
                type="button"
                onClick={() => void sync()}
                disabled={!online || syncing || !!session.expired}
              >
                {syncing ? say(texts.syncing, lang) : say(texts.syncNow, lang)}
              </button>
            </div>
            <Queue reports={reports} bundle={bundle} lang={lang} onEdit={edit} />
          </section>
        )}
      </main>
      <footer>
        {typeof bundleAt?.value === 'string' && (
          <p>
            {say(texts.lastSync, lang, {
              at: new Date(bundleAt.value).toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB'),
            })}
          </p>
        )}
        {storage && (
          <p>
            {say(texts.storageUsed, lang, {
              used: formatBytes(storage.used),
              quota: formatBytes(storage.quota),
            })}
            {storage.persisted && ` · ${say(texts.storageKept, lang)}`}
          </p>
        )}
      </footer>
    </>
  );
}
