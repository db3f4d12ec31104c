import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthPanel } from './AuthPanel';
import './texts';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** The terms and the privacy policy, in English as admin spec §2 has them in either language. */
const documents: Record<'terms' | 'privacy', { title: string; updated: string; sections: Section[] }> = {
  terms: {
    title: 'Terms and Conditions',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'These terms govern your use of the Rimba administration platform ("the Platform") operated by the Rimba reforestation foundation ("the Foundation", "we"). By registering an account or using the Platform you agree to them. If you do not agree, do not register or use the Platform.',
        ],
      },
      {
        heading: '2. Accounts',
        paragraphs: [
          'Accounts are for staff, volunteers and partners of the Foundation only. You must give true, current and complete information when registering, verify your email address, and wait for the approval of your Department Admin before you can log in.',
          'You are responsible for keeping your password and any personal API token secret, and for everything done with your account. Tell your Department Admin at once if you believe your account has been used without your permission.',
          'The Foundation may refuse, suspend or deactivate an account at any time, in particular when these terms are broken or when you no longer work with the Foundation.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'Use the Platform only for the work of the Foundation and within the permissions your role gives you. Do not try to reach data or functions beyond those permissions, interfere with the Platform, upload unlawful or harmful content, or share data of the Platform with anyone who is not entitled to it.',
        ],
      },
      {
        heading: '4. Content and data',
        paragraphs: [
          'Data you enter into the Platform in the course of your work belongs to the Foundation. You must only upload content you have the right to share. We may correct or remove content that is inaccurate, unlawful or against these terms.',
        ],
      },
      {
        heading: '5. Availability and liability',
        paragraphs: [
          'We work to keep the Platform available and secure, but provide it "as is" and do not promise that it will be free of interruptions or errors. To the extent the law allows, the Foundation is not liable for indirect or consequential loss arising from the use of the Platform.',
        ],
      },
      {
        heading: '6. Changes and governing law',
        paragraphs: [
          'We may change these terms; the date above shows the latest version, and continuing to use the Platform means you accept it. These terms are governed by the laws of the Republic of Indonesia.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: 1 November 2026',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          'The Rimba reforestation foundation ("we") is responsible for the personal data processed in the Rimba administration platform. This policy explains what we collect, why, and the choices you have, in line with Indonesian Law No. 27 of 2022 on Personal Data Protection.',
        ],
      },
      {
        heading: '2. What we collect',
        paragraphs: [
          'Account data: your full name, username, email address, role, department, project and job position, and a password kept only as a one-way hash.',
          'Usage data: when you log in, the tokens issued to you (kept only as hashes), and the records you create or change, with their times.',
        ],
      },
      {
        heading: '3. Why we use it',
        paragraphs: [
          'To create and secure your account, to let your Department Admin review your registration, to send you the mails the account flows need (verification, approval or rejection, password reset), to give you the permissions of your role, and to keep a record of the work done on the Platform.',
        ],
      },
      {
        heading: '4. Who sees it',
        paragraphs: [
          'Your Department Admin and the Platform’s administrators see your account data. We do not sell personal data. We share it with service providers (such as the mail server) only as needed to run the Platform, and with authorities only when the law requires it.',
        ],
      },
      {
        heading: '5. How long we keep it',
        paragraphs: [
          'Account data is kept while your account exists and for as long afterwards as the law or the Foundation’s records require. Verification and reset codes stop working after their expiry and once used.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You may ask to see, correct or delete your personal data, or to withdraw your consent, by contacting your Department Admin or the Foundation. Some data may have to be kept to meet legal obligations.',
        ],
      },
      {
        heading: '7. Security',
        paragraphs: [
          'Passwords and tokens are stored only as hashes, connections should use HTTPS, and access is limited by role. No system is perfectly secure; tell us at once of any suspected misuse of your account.',
        ],
      },
    ],
  },
};

/** `/terms` and `/privacy` (admin spec §2): static English legal text, linked from registration. */
export default function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const doc = documents[document];
  return (
    <AuthPanel title={doc.title} subtitle={doc.updated} width={760}>
      <article lang="en" data-testid={`legal-${document}`}>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={5}>{section.heading}</Typography.Title>
            {section.paragraphs.map((p) => (
              <Typography.Paragraph key={p.slice(0, 40)}>{p}</Typography.Paragraph>
            ))}
          </section>
        ))}
      </article>
      <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/login'))}>
        {t('legal.back')}
      </Button>
    </AuthPanel>
  );
}
