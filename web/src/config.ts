// Product-wide names of the web app.
export const APP_NAME = 'Remote Hiring Marketplace';

/** "Jobs | Remote Hiring Marketplace": the document title of a screen. */
export const pageTitle = (title?: string) => (title ? `${title} | ${APP_NAME}` : APP_NAME);

/** Where people write for help (help centre): set VITE_SUPPORT_EMAIL at build time. */
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL || 'support@remote-hiring.local';
