import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMyStudy } from '@resona/contract';
import { SelectField } from '../../../components/select-field.tsx';
import { showConsoleStudy } from '../../../lib/console-study.ts';

/**
 * Which of the caller's studies the console shows. Every cached console answer belongs to the
 * study it was asked of, so a change removes them all: no screen shows one study's rows under
 * another's name, even for a moment.
 */
export function StudySwitcher({
  studies,
  shown,
  onChange,
}: {
  studies: TMyStudy[];
  shown: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <SelectField
      label={t('admin.studyTeams.switcher')}
      value={String(shown)}
      options={studies.map((s) => ({
        value: String(s.id),
        label: t('admin.studyTeams.studyAs', {
          name: s.name,
          role: t(`admin.studyTeams.roles.${s.role}`),
        }),
      }))}
      onChange={(e) => {
        const id = Number(e.target.value);
        showConsoleStudy(id);
        client.removeQueries({ queryKey: ['admin'] });
        onChange(id);
      }}
    />
  );
}
