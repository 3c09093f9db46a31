import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { previewCues } from '../../../components/pacer/cue-preview.ts';
import type { Phase } from '../../../components/pacer/pattern.ts';
import { CUE_SOUNDS } from '../../../components/pacer/tone-shape.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { SwitchSetting } from '../../../components/switch-setting.tsx';
import type { CueChoice } from './player-preferences.ts';
import styles from './player.module.css';

const CUE_LABELS = {
  tones: 'player.cueTones',
  bell: 'player.cueBell',
} as const satisfies Record<CueChoice, string>;

/**
 * The session's sound and its cues, voice, vibration and countdown, kept for the session (the
 * cues, vibration and countdown on the device too). The cues can be heard before starting.
 */
export function PlayerSettings({
  sound,
  onSound,
  cues,
  onCues,
  phases,
  narration,
  onNarration,
  vibration,
  onVibration,
  countdown,
  onCountdown,
}: {
  sound: boolean;
  onSound: (on: boolean) => void;
  cues: CueChoice;
  onCues: (cues: CueChoice) => void;
  /** The phases of the session's breath, for the preview. */
  phases: readonly Phase[];
  /** Null when the exercise has no narration; `available`: the voice exists in its language. */
  narration: { on: boolean; available: boolean } | null;
  onNarration: (on: boolean) => void;
  /** Null where the device cannot vibrate. */
  vibration: boolean | null;
  onVibration: (on: boolean) => void;
  countdown: boolean;
  onCountdown: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.settings}>
      <legend className={styles.legend}>{t('player.settings')}</legend>
      <Setting label={t('player.sound')} checked={sound} onChange={onSound} />
      <div className={styles.cueRow}>
        <SelectField
          label={t('player.cues')}
          value={cues}
          disabled={!sound}
          onChange={(event) => onCues(event.target.value as CueChoice)}
          options={CUE_SOUNDS.map((c) => ({ value: c, label: t(CUE_LABELS[c]) }))}
        />
        <Button
          variant="secondary"
          type="button"
          disabled={!sound}
          onClick={() => previewCues(cues, phases)}
        >
          {t('player.hearCues')}
        </Button>
      </div>
      {narration ? (
        <Setting
          label={t('player.narration')}
          checked={narration.on}
          onChange={onNarration}
          disabled={!narration.available}
          note={narration.available ? undefined : t('player.noVoice')}
        />
      ) : null}
      {vibration !== null ? (
        <Setting label={t('player.vibration')} checked={vibration} onChange={onVibration} />
      ) : null}
      <Setting label={t('player.countdown')} checked={countdown} onChange={onCountdown} />
    </fieldset>
  );
}

function Setting({
  label,
  checked,
  onChange,
  disabled,
  note,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  note?: string | undefined;
}) {
  return (
    <SwitchSetting
      className={styles.setting}
      checked={checked}
      onCheckedChange={onChange}
      disabled={disabled}
    >
      <span>
        {label}
        {note ? <span className={styles.note}> — {note}</span> : null}
      </span>
    </SwitchSetting>
  );
}
