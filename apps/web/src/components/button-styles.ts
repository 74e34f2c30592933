const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`,
  secondary: `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 disabled:hover:bg-white`,
  danger: `${base} border border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:hover:bg-white`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

export const textLinkStyle =
  'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';
