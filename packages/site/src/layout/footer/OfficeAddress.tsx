import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyContact, useMapConfig } from '../../api/public';
import { CloseIcon } from '../../ui/icons';
import { useModal } from '../../ui/useModal';

const osmPage = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/**
 * The office's address. With a place on the map it is a link to OpenStreetMap, which, once the page's
 * script runs, opens a dialog with the site's own map instead (no outside page, so it shows offline too);
 * the map's script loads only then.
 */
export function OfficeAddress({ contact }: { contact: CompanyContact }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const place = contact.location;
  if (!place) return <span>{contact.address}</span>;
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <a
        href={osmPage(place)}
        onClick={show}
        data-testid="office-address"
        aria-label={t('footer.openMap', { address: contact.address })}
        className="text-left underline decoration-emerald-700 underline-offset-4 hover:text-white"
      >
        {contact.address}
      </a>
      {open && <MapDialog contact={contact} place={place} onClose={() => setOpen(false)} />}
    </>
  );
}

function MapDialog({
  contact,
  place,
  onClose,
}: {
  contact: CompanyContact;
  place: { lat: number; lng: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  useModal(dialog, close, onClose);
  const styleUrl = useMapConfig().data?.styleUrl;
  const label = t('footer.mapTitle', { office: contact.office_name });
  useEffect(() => {
    if (styleUrl === undefined) return;
    let map: { remove(): void } | undefined;
    let gone = false;
    void import('./officeMap').then(({ officeMap }) => {
      if (!gone && mapBox.current) map = officeMap(mapBox.current, { styleUrl, label, place });
    });
    return () => {
      gone = true;
      map?.remove();
    };
  }, [styleUrl, label, place]);
  return (
    <div className="fixed inset-0 z-50 grid place-items-center p-4">
      {/* A click beside the dialog closes it, as Escape and the close button do. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 cursor-default bg-black/60"
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-2xl rounded-2xl bg-white p-4 text-emerald-950 shadow-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {t('footer.mapTitle', { office: contact.office_name })}
            </h2>
            <p className="text-sm text-emerald-800">{contact.address}</p>
          </div>
          <button
            ref={close}
            type="button"
            onClick={onClose}
            aria-label={t('footer.closeMap')}
            className="rounded-full p-2 text-xl hover:bg-emerald-50"
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={mapBox} data-testid="office-map" className="mt-3 h-80 w-full rounded-lg bg-emerald-50" />
        <a
          href={osmPage(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-emerald-700 hover:underline"
        >
          {t('footer.openInOsm')}
        </a>
      </div>
    </div>
  );
}
