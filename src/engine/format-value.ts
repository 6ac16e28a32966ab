// The club's value formats live in src/i18n/format-value.ts (the stores and the design system use them too).
export * from '../i18n/format-value';
