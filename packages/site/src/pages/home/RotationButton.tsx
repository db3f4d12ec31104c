import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../ui/icons';

/** The button that stops and starts a carousel's turning by itself (WCAG 2.2.2). */
export function RotationButton({
  rotating,
  onToggle,
  className,
}: {
  rotating: boolean;
  onToggle: () => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t(rotating ? 'home.stopSlides' : 'home.startSlides')}
      className={className}
    >
      {rotating ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
