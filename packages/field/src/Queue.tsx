import type { Field, Lang, Resource } from '@rimba/core';
import { type Bundle, db, type LocalReport } from './db';
import { formFields, lookupRows, syncResource, valuesOfRow } from './forms';
import { localShas } from './photos';
import { deleteReport, resolveConflict } from './sync';
import { say, texts } from './texts';

/** A value as a person reads it: a looked-up row's label, a place's coordinates, a count of photos. */
function shown(field: Field, value: unknown, bundle: Bundle | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.lookup) {
    const row = lookupRows(bundle, field.lookup.resource).find((r) => String(r.id) === String(value));
    return row ? String(row[field.lookup.label] ?? value) : String(value);
  }
  if (field.options) return field.options.find((o) => o.value === value)?.label[lang] ?? String(value);
  if (typeof value === 'boolean') return say(value ? texts.yes : texts.no, lang);
  if (Array.isArray(value)) return say(texts.photosWaiting, lang, { n: value.length });
  if (typeof value === 'object') {
    const place = value as { lat?: unknown; lng?: unknown };
    return `${place.lat}, ${place.lng}`;
  }
  return String(value);
}

/** The report's two versions side by side, the differing rows marked, and the user's two choices. */
function Conflict({
  report,
  resource,
  bundle,
  lang,
}: {
  report: LocalReport;
  resource: Resource;
  bundle: Bundle | undefined;
  lang: Lang;
}) {
  const theirs = report.server ? valuesOfRow(resource, report.server) : undefined;
  return (
    <div className="conflict">
      <table>
        <caption>{say(texts.conflictTitle, lang)}</caption>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{say(texts.mine, lang)}</th>
            <th scope="col">{say(texts.theirs, lang)}</th>
          </tr>
        </thead>
        <tbody>
          {formFields(resource).map((field) => {
            const mine = shown(field, report.data[field.name], bundle, lang);
            const server = theirs ? shown(field, theirs[field.name], bundle, lang) : '—';
            return (
              <tr key={field.name} className={mine !== server ? 'differs' : undefined}>
                <th scope="row">{field.label[lang]}</th>
                <td>{mine}</td>
                <td>{server}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {report.server && (
        <div className="actions">
          <button type="button" onClick={() => void resolveConflict(report, 'mine')}>
            {say(texts.keepMine, lang)}
          </button>
          <button type="button" className="secondary" onClick={() => void resolveConflict(report, 'theirs')}>
            {say(texts.takeTheirs, lang)}
          </button>
        </div>
      )}
    </div>
  );
}

const unsentPhotos = (report: LocalReport) => localShas(report.data).length;

/**
 * The reports on the device, newest first, each with where it stands: waiting, sending, sent, refused
 * (with the server's message), in conflict (both versions shown), or sent back to be edited. A refused
 * one can be retried, one that will never go deleted, and the sent ones removed from the phone together.
 */
export function Queue({
  reports,
  bundle,
  lang,
  onEdit,
}: {
  reports: LocalReport[];
  bundle: Bundle | undefined;
  lang: Lang;
  onEdit: (report: LocalReport) => void;
}) {
  if (reports.length === 0) return <p>{say(texts.emptyQueue, lang)}</p>;
  const touch = (report: LocalReport, changes: Partial<LocalReport>) =>
    db.reports.update(report.client_id, { ...changes, updated_at: new Date().toISOString() });
  const remove = (report: LocalReport) => {
    if (window.confirm(say(texts.confirmRemove, lang))) void deleteReport(report);
  };
  // Sent reports are on the server and their photos already left the phone: the list can let them go.
  const sent = reports.filter((report) => report.state === 'sent');
  const clearSent = () => {
    if (window.confirm(say(texts.confirmClearSent, lang, { n: sent.length }))) {
      void db.reports.bulkDelete(sent.map((report) => report.client_id));
    }
  };
  return (
    <>
      <ul className="queue">
        {reports.map((report) => {
          const resource = syncResource(report.resource);
          if (!resource) return null;
          const date = formFields(resource).find((f) => f.type === 'date');
          const garden = formFields(resource).find((f) => f.lookup);
          const photos = unsentPhotos(report);
          const editable =
            report.state !== 'sending' && report.state !== 'conflict' && report.state !== 'sent';
          return (
            <li key={report.client_id} className={`report state-${report.state}`}>
              <div className="report-head">
                <strong>{resource.title[lang]}</strong>
                <span className="badge">{say(texts.state[report.state], lang)}</span>
              </div>
              <p>
                {date && shown(date, report.data[date.name], bundle, lang)}
                {garden && ` · ${shown(garden, report.data[garden.name], bundle, lang)}`}
                {' · '}
                {say(report.submit ? texts.submitted : texts.draft, lang)}
                {photos > 0 && ` · ${say(texts.photosWaiting, lang, { n: photos })}`}
              </p>
              {report.message && <p className="error">{report.message}</p>}
              {report.state === 'conflict' && (
                <Conflict report={report} resource={resource} bundle={bundle} lang={lang} />
              )}
              <div className="actions">
                {report.state === 'refused' && (
                  <button type="button" onClick={() => void touch(report, { state: 'waiting', message: '' })}>
                    {say(texts.retry, lang)}
                  </button>
                )}
                {editable && (
                  <button type="button" className="secondary" onClick={() => onEdit(report)}>
                    {say(texts.edit, lang)}
                  </button>
                )}
                {report.state !== 'sending' && (
                  <button type="button" className="link danger" onClick={() => remove(report)}>
                    {say(texts.remove, lang)}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {sent.length > 0 && (
        <button type="button" className="secondary" onClick={clearSent}>
          {say(texts.clearSent, lang, { n: sent.length })}
        </button>
      )}
    </>
  );
}
