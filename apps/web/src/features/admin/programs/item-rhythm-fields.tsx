import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { bothReadings } from '../../../lib/rhythm-text.ts';
import { fieldError } from '../components/field-errors.ts';
import { OWN_PACE, PROGRAM_STARTING_POINTS, TYPED, type RhythmDraft } from './program-rhythm.ts';

interface Props {
  draft: RhythmDraft;
  onChange: (change: Partial<RhythmDraft>) => void;
  /** The create call's error, whose fields name `items.<index>.rhythm…`. */
  error: unknown;
  index: number;
}

/**
 * A program item's breath (decision 101): the participant's own pace, a starting point, or four
 * phases typed in seconds under a name, easing down from a faster pace when the two ramp fields
 * are filled in. The participant breathes it as chosen here.
 */
export function ItemRhythmFields({ draft, onChange, error, index }: Props) {
  const { t, i18n } = useTranslation();
  const errorAt = (path: string) => fieldError(t, error, `items.${index}.rhythm${path}`);
  const number = (
    field: 'inhale' | 'holdIn' | 'exhale' | 'holdOut' | 'fromPace' | 'rampMinutes',
    path: string,
    label: string,
  ) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={draft[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={errorAt(path)}
    />
  );
  return (
    <>
      <SelectField
        label={t('admin.programs.rhythm')}
        value={draft.choice}
        onChange={(e) => onChange({ choice: e.target.value })}
        error={errorAt('') ?? errorAt('.timing') ?? errorAt('.ramp')}
        options={[
          { value: OWN_PACE, label: t('admin.programs.ownPace') },
          ...PROGRAM_STARTING_POINTS.map((p) => ({
            value: p.key,
            label: `${t(p.name, { ns: 'msg' })} — ${bothReadings(t, i18n.language, p.timing)}`,
          })),
          { value: TYPED, label: t('admin.programs.typedRhythm') },
        ]}
      />
      {draft.choice === TYPED ? (
        <>
          <TextField
            label={t('admin.programs.rhythmName')}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value })}
            error={errorAt('.name')}
          />
          {number('inhale', '.timing.inhale', t('rhythms.fields.inhale'))}
          {number('holdIn', '.timing.hold_in', t('rhythms.fields.holdIn'))}
          {number('exhale', '.timing.exhale', t('rhythms.fields.exhale'))}
          {number('holdOut', '.timing.hold_out', t('rhythms.fields.holdOut'))}
          {number('fromPace', '.ramp.from_pace', t('admin.programs.fromPace'))}
          {number('rampMinutes', '.ramp.minutes', t('rhythms.fields.minutes'))}
        </>
      ) : null}
    </>
  );
}
