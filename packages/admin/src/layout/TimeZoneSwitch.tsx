import { timeZoneChoices } from '@rimba/core';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/client';
import { type Profile, readSession, saveSession, useSession } from '../auth/session';
import { useLang } from '../i18n';
import { browserTimeZone } from '../time/zone';

const auto = 'auto';

/**
 * The zone the user reads and types times in: automatic (the browser's) or one of Indonesia's three and
 * UTC. Kept on the server with the user (`PUT /api/me/preferences`), so it follows them to other browsers.
 */
export function TimeZoneSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const zone = useSession()?.profile.time_zone ?? null;
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (value: string) => {
    setSaving(true);
    setProblem(null);
    try {
      const { data } = await request<{ data: { user: Profile } }>('/me/preferences', {
        method: 'PUT',
        body: { time_zone: value === auto ? null : value },
      });
      const session = readSession();
      if (session)
        saveSession({ ...session, profile: { ...session.profile, time_zone: data.user.time_zone } });
    } catch (error) {
      setProblem(
        t('aside.timeZoneFailed', { message: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Select
        aria-label={t('aside.timeZone')}
        data-testid="time-zone-switch"
        style={{ minWidth: 0, width: '100%' }}
        loading={saving}
        value={zone ?? auto}
        options={[
          { value: auto, label: t('aside.timeZoneAuto', { zone: browserTimeZone() }) },
          ...timeZoneChoices.map((c) => ({ value: c.value, label: c.label[lang] })),
        ]}
        onChange={(value) => void change(value)}
      />
      {problem && (
        <Typography.Text type="danger" data-testid="time-zone-error">
          {problem}
        </Typography.Text>
      )}
    </>
  );
}
