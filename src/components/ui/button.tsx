import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { Href } from '@/content/links';
import { AppLink } from './app-link';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'secondary-on-dark';

const variantClass: Record<Variant, string> = {
  primary: styles.primary!,
  secondary: styles.secondary!,
  'secondary-on-dark': `${styles.secondary} ${styles.onDark}`,
};

export const buttonClass = (variant: Variant = 'primary', block = false) =>
  [styles.button, variantClass[variant], block && styles.block].filter(Boolean).join(' ');

export function ButtonLink(props: { href: Href; variant?: Variant; children: ReactNode; className?: string }) {
  return (
    <AppLink href={props.href} className={[buttonClass(props.variant), props.className].filter(Boolean).join(' ')}>
      {props.children}
    </AppLink>
  );
}

export function Button({
  variant = 'primary',
  block = false,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; block?: boolean }) {
  return <button className={[buttonClass(variant, block), className].filter(Boolean).join(' ')} {...rest} />;
}
