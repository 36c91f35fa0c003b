/** The spec's Italian texts (§5, §6, §8), written once for the web and the gateway. */
export const MESSAGGI = {
  validazione: {
    emailObbligatoria: 'Email è obbligatoria',
    emailNonValida: 'Email non valida',
    passwordObbligatoria: 'Password è obbligatoria',
    passwordCorta: 'La password deve essere di almeno 6 caratteri',
    nomeObbligatorio: 'Nome è obbligatorio',
    nomeCorto: 'Il nome deve essere di almeno 2 caratteri',
    confermaObbligatoria: 'Conferma password è obbligatoria',
    passwordNonCorrispondono: 'Le password non corrispondono',
    capNonValido: 'CAP non valido',
  },
  auth: {
    credenzialiNonValide: 'Email o password non validi',
    emailInUso: "Email già in uso, prova con un'altra",
    erroreRegistrazione: 'Si è verificato un errore durante la registrazione',
    erroreLogout: 'Si è verificato un errore durante il logout',
    erroreAccesso: "Si è verificato un errore durante l'accesso",
    erroreInvioEmail: "Si è verificato un errore durante l'invio dell'email",
    erroreAggiornamentoPassword: "Si è verificato un errore durante l'aggiornamento della password",
    linkResetNonValido: 'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
    sessioneScaduta: 'La sessione è scaduta, accedi di nuovo',
    nonAutorizzato: 'Non hai i permessi per questa operazione',
    troppiTentativi: 'Troppi tentativi. Riprova tra qualche minuto.',
  },
  profilo: {
    erroreAggiornamento: "Si è verificato un errore durante l'aggiornamento",
  },
  dati: {
    erroreCaricamento: 'Errore nel caricamento dei dati',
    nonTrovato: 'Elemento non trovato',
    datiNonValidi: 'Alcuni dati non sono validi, controlla i campi evidenziati',
  },
  generico: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  successo: {
    accesso: 'Accesso effettuato con successo!',
    registrazione: 'Registrazione completata con successo!',
    emailReset: 'Email di reset inviata con successo!',
    impostaPassword: 'Ora puoi impostare una nuova password',
    passwordAggiornata: 'Password aggiornata con successo!',
    profiloAggiornato: 'Profilo aggiornato con successo',
  },
} as const;
