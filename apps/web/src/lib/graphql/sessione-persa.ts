/**
 * The one toast of a lost session: the app says it when a request finds the session gone, and a form whose submit it
 * cut short puts its own text in its place (reportFormError).
 */
export const TOAST_SESSIONE = 'sessione-scaduta';
