import { useId, type ReactNode } from 'react';
import { Switch } from 'radix-ui';
import styles from './switch-setting.module.css';

/**
 * A Radix switch with its words beside it, the whole label clickable: one look for every on/off
 * setting (the player's sound and countdown, the daily reminder, push notifications).
 * `className` is the screen's own label class (see switch-setting.module.css for what it may set).
 */
export function SwitchSetting({
  checked,
  onCheckedChange,
  disabled,
  id,
  className,
  testId,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
  testId?: string | undefined;
  children: ReactNode;
}) {
  const ownId = useId();
  const switchId = id ?? ownId;
  return (
    <label className={[styles.setting, className].filter(Boolean).join(' ')} htmlFor={switchId}>
      <Switch.Root
        id={switchId}
        className={styles.switch}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        data-testid={testId}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
      {children}
    </label>
  );
}
