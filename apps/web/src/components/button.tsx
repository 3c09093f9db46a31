import type { ComponentProps } from 'react';
import styles from './form.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; block?: boolean };

export function Button({ variant = 'primary', block, className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={[buttonClass(variant, block), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
