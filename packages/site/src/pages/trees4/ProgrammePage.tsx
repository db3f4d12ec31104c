import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, LeafIcon } from '../../ui/icons';
import { CallToAction } from '../content/CallToAction';
import { ContentPage, ContentSection, InfoCards } from '../content/ContentPage';
import { GetInvolvedSection } from '../content/GetInvolvedSection';
import { ImageText } from '../content/ImageText';
import { useSceneImage } from '../content/images';
import { useTextList } from '../content/useTextList';
import { GetInvolvedForm } from '../get-involved/GetInvolvedForm';
import type { ProgrammeName } from './programmeNames';
import { programmes } from './programmes';
import './texts';

/**
 * A Trees4… programme page: what the programme is, how it works, its own button or questions, and the
 * get-involved section that closes every programme but Trees4Everyone.
 */
export default function ProgrammePage({ name }: { name: ProgrammeName }) {
  const { t } = useTranslation();
  const list = useTextList();
  const scene = useSceneImage();
  const programme = programmes[name];
  const text = (key: string) => t(`programmes.${name}.${key}`);
  return (
    <ContentPage title={t(`pages.${name}`)} description={text('description')} intro={text('intro')}>
      <ImageText
        title={text('aboutTitle')}
        paragraphs={list(`programmes.${name}.about`)}
        image={scene(programme.scene)}
        eager
      >
        {programme.action && <CallToAction to={programme.action}>{text('action')}</CallToAction>}
      </ImageText>
      <ContentSection title={text('pointsTitle')} tone="white">
        <InfoCards
          items={list(`programmes.${name}.points`)}
          ordered={programme.steps}
          icon={programme.steps ? undefined : <LeafIcon />}
        />
      </ContentSection>
      {programme.questions && (
        <ContentSection title={text('questionsTitle')} narrow>
          <div className="space-y-3">
            {list<{ question: string; answer: string }>(`programmes.${name}.questions`).map((item) => (
              <details
                key={item.question}
                className="group rounded-lg border border-emerald-100 bg-white shadow-sm open:shadow-md"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDownIcon className="shrink-0 text-emerald-700 transition-transform group-open:rotate-180" />
                </summary>
                <p className="px-5 pb-5 text-emerald-900">{item.answer}</p>
              </details>
            ))}
          </div>
        </ContentSection>
      )}
      {programme.getInvolved && (
        <GetInvolvedSection intro={text('getInvolved')}>
          <GetInvolvedForm />
        </GetInvolvedSection>
      )}
    </ContentPage>
  );
}
