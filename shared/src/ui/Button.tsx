import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'ghost' | 'soft';
export type ButtonSize = 'md' | 'sm';

/** The classes of the design system's button, for `<a>` and `<SiteLink>` that look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', extra].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/** A real `<button>` (type="button" unless told otherwise) in the design system's style. */
export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
