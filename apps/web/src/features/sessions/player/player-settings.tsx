import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styles from './player.module.css';

/** The session's sound, voice and vibration switches, kept for the session. */
export function PlayerSettings({
  sound,
  onSound,
  narration,
  onNarration,
  vibration,
  onVibration,
}: {
  sound: boolean;
  onSound: (on: boolean) => void;
  /** Null when the exercise has no narration; `available`: the voice exists in its language. */
  narration: { on: boolean; available: boolean } | null;
  onNarration: (on: boolean) => void;
  /** Null where the device cannot vibrate. */
  vibration: boolean | null;
  onVibration: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.settings}>
      <legend className={styles.legend}>{t('player.settings')}</legend>
      <Setting label={t('player.sound')} checked={sound} onChange={onSound} />
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
    <label className={styles.setting}>
      <Switch.Root
        className={styles.switch}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
      <span>
        {label}
        {note ? <span className={styles.note}> — {note}</span> : null}
      </span>
    </label>
  );
}
