/** A notification to write for one recipient, composed from an event. */
export interface NuovaNotifica {
  utenteId: string;
  titolo: string;
  messaggio: string;
  link: string | null;
}
