import { escapeHtml } from '@ricambiamo/contracts';
import type { Mail } from './mailer';


export function resetPasswordMail(to: string, nome: string, link: string): Mail {
  return {
    to,
    subject: 'Reimposta la tua password di Ricambiamo',
    text: [
      `Ciao ${nome},`,
      '',
      'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Ricambiamo.',
      'Per scegliere una nuova password apri questo link entro 1 ora:',
      '',
      link,
      '',
      'Il link si può usare una sola volta. Se non hai chiesto tu il reset, ignora questa email: la tua password resta invariata.',
      '',
      'Il team Ricambiamo',
    ].join('\n'),
    html: `<p>Ciao ${escapeHtml(nome)},</p>
<p>abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Ricambiamo.</p>
<p>Per scegliere una nuova password apri questo link entro 1 ora:</p>
<p><a href="${escapeHtml(link)}">Reimposta la password</a></p>
<p>Il link si può usare una sola volta. Se non hai chiesto tu il reset, ignora questa email: la tua password resta invariata.</p>
<p>Il team Ricambiamo</p>`,
  };
}
