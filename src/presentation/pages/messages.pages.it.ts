import type { PagesMessageKey } from './messages.pages.en';

export const pagesIt: Record<PagesMessageKey, string> = {
  'pages.policies.title': 'Termini e informative',
  'pages.policies.intro': 'Questi documenti spiegano le regole di {{name}}, come vengono trattati i tuoi dati personali e quali cookie usa l’app. Ti chiediamo di leggerli prima di iscriverti.',
  'pages.policies.privacySummary': 'Quali dati personali raccogliamo, perché, per quanto tempo li conserviamo e quali sono i tuoi diritti.',
  'pages.policies.conductSummary': 'Come ci si aspetta che i membri si comportino, e cosa succede quando qualcuno non lo fa.',
  'pages.policies.cookiesSummary': 'Quali cookie imposta l’app, a cosa serve ciascuno, quanto dura e come cambiare le tue scelte.',
  'pages.policies.deleteAccount': 'Elimina il mio account',
  'pages.policies.deleteAccountSummary': 'Come eliminare il tuo account, e cosa succede ai tuoi dati.',
  'pages.policies.all': 'Tutti i termini e le informative',
  'pages.policies.related': 'Documenti correlati',
  'pages.policies.updated': 'Ultimo aggiornamento: {{date}}',

  'pages.privacy.title': 'Informativa sulla privacy',
  'pages.privacy.intro':
    'Questa informativa spiega come vengono trattati i dati personali dei membri e dei visitatori di {{name}} quando usano questa app: quali dati, per quali finalità e su quale base giuridica, per quanto tempo e quali diritti hai. Segue il Regolamento generale sulla protezione dei dati dell’Unione europea (GDPR).',
  'pages.privacy.controller.heading': 'Chi è responsabile dei tuoi dati',
  'pages.privacy.controller.body':
    'Il titolare del trattamento è l’organizzazione che gestisce {{name}}. La piattaforma che ospita il network tratta i dati per suo conto, come responsabile del trattamento, sulla base di un accordo scritto.\n\nPer qualsiasi domanda sui tuoi dati, o per esercitare i tuoi diritti, contatta i gestori di {{name}}. Rispondiamo entro un mese.',
  'pages.privacy.data.heading': 'Quali dati raccogliamo',
  'pages.privacy.data.body':
    'Raccogliamo solo ciò che serve al network:\n\n- Dati dell’account: il tuo indirizzo e-mail o numero di cellulare, la password (conservata solo in forma cifrata) e, se accedi con Google, Facebook o un altro fornitore, l’identificativo che quel fornitore ci comunica.\n- Dati del profilo: nome e cognome, la data di nascita quando il network prevede un’età minima, e le risposte alle domande che il network pone all’iscrizione.\n- Le tue scelte: la lingua dell’app, i consensi al marketing, alla comunicazione ai partner e alla profilazione, e le tue scelte sui cookie.\n- Ciò che pubblichi: post, commenti, messaggi e risposte ai sondaggi.\n- Dati tecnici: un identificativo del dispositivo, l’orario delle visite, la versione dell’app e le segnalazioni di errore.\n- Dati di pagamento, nei network con accesso a pagamento: il piano scelto e lo stato dei pagamenti. I numeri delle carte sono gestiti dal nostro fornitore di pagamenti e non ci arrivano mai.',
  'pages.privacy.purposes.heading': 'Perché li usiamo',
  'pages.privacy.purposes.body':
    'Usiamo i tuoi dati per:\n\n- creare e gestire il tuo account e permetterti di partecipare al network (il contratto con te);\n- proteggere il servizio, prevenire gli abusi e risolvere i problemi tecnici (il nostro legittimo interesse);\n- gestire i pagamenti e conservare le fatture (il contratto con te e i nostri obblighi di legge);\n- inviarti novità e offerte, comunicare i tuoi contatti ai partner o adattare i contenuti ai tuoi interessi, solo se hai dato il relativo consenso (il tuo consenso, che puoi revocare in qualsiasi momento);\n- misurare come viene usato il network, solo se hai accettato i cookie di statistica (il tuo consenso).\n\nNon prendiamo decisioni che ti riguardano basate unicamente su un trattamento automatizzato.',
  'pages.privacy.sharing.heading': 'Chi li riceve',
  'pages.privacy.sharing.body':
    'I tuoi dati sono visibili ai gestori di {{name}} e, nella misura necessaria, ai fornitori che ci aiutano a erogare il servizio: hosting, invio di e-mail e SMS, pagamenti (Stripe) e, con il tuo consenso, statistiche di utilizzo (Google Analytics). Agiscono secondo le nostre istruzioni e sulla base di un contratto.\n\nI partner di {{name}} ricevono i tuoi contatti solo se hai dato il tuo consenso. Non vendiamo i tuoi dati. Quando i dati escono dallo Spazio economico europeo, sono protetti da una decisione di adeguatezza o dalle Clausole contrattuali tipo della Commissione europea.',
  'pages.privacy.retention.heading': 'Per quanto tempo li conserviamo',
  'pages.privacy.retention.body':
    '- Dati dell’account e del profilo: finché il tuo account esiste. Quando elimini l’account vengono cancellati entro 30 giorni, e rimossi dalle copie di sicurezza entro 90 giorni.\n- Registrazioni di pagamenti e fatture: 10 anni, come richiesto dalla normativa fiscale.\n- Log tecnici e segnalazioni di errore: fino a 12 mesi.\n- Consensi e scelte sui cookie: finché sono validi, e in seguito solo come prova di averli ricevuti.',
  'pages.privacy.rights.heading': 'I tuoi diritti',
  'pages.privacy.rights.body':
    'In qualsiasi momento puoi:\n\n- accedere ai tuoi dati e riceverne una copia;\n- correggere i dati errati o incompleti;\n- ottenere la cancellazione dei tuoi dati: puoi eliminare tu stesso il tuo account dalla pagina “Elimina il mio account”;\n- limitare alcuni utilizzi dei tuoi dati od opporti a essi;\n- ricevere i dati che ci hai fornito in un formato leggibile da una macchina;\n- revocare un consenso, senza effetti su quanto fatto in precedenza.\n\nHai anche il diritto di proporre reclamo a un’autorità di controllo; in Italia, il Garante per la protezione dei dati personali.',
  'pages.privacy.age.heading': 'Età',
  'pages.privacy.age.body':
    'Alcuni network ammettono solo membri al di sopra di un’età minima: in quel caso chiedono la data di nascita all’iscrizione, e solo chi ha l’età richiesta può creare un account. Dove la legge richiede il consenso dei genitori al di sotto di una certa età (14 anni in Italia), i più giovani non possono creare un account da soli.',
  'pages.privacy.security.heading': 'Sicurezza',
  'pages.privacy.security.body':
    'I dati viaggiano cifrati tramite HTTPS e le password sono conservate solo in forma cifrata. Il tuo accesso è tenuto nella memoria del browser; sul dispositivo viene salvato solo un token per rinnovarlo, che viene rimosso quando esci. L’accesso ai dati è limitato alle persone che ne hanno bisogno per il loro lavoro.',
  'pages.privacy.changes.heading': 'Modifiche a questa informativa',
  'pages.privacy.changes.body': 'Quando questa informativa cambia in modo rilevante per te, te lo comunichiamo nell’app prima che la modifica si applichi, e ti chiediamo di nuovo il consenso dove serve.',

  'pages.conduct.title': 'Codice di condotta',
  'pages.conduct.intro':
    '{{name}} è un luogo dove incontrarsi, condividere e parlare. Questo codice di condotta descrive cosa ci aspettiamo da ogni membro, perché tutti possano partecipare in sicurezza. Iscrivendoti a {{name}} ti impegni a rispettarlo.',
  'pages.conduct.respect.heading': 'Sii rispettoso',
  'pages.conduct.respect.body':
    '- Tratta gli altri membri come vorresti essere trattato, anche quando non sei d’accordo.\n- Critica le idee, non le persone.\n- Mantieni le conversazioni in tema e accoglienti per chi arriva.',
  'pages.conduct.harm.heading': 'Niente molestie né odio',
  'pages.conduct.harm.body':
    'Non sono mai ammessi:\n\n- insulti, minacce, intimidazioni o contatti ripetuti e indesiderati;\n- contenuti che attaccano le persone per origine, nazionalità, religione, genere, orientamento sessuale, disabilità, età o altre caratteristiche simili;\n- contenuti sessuali che coinvolgono minori, o contenuti intimi condivisi senza consenso;\n- l’incitamento alla violenza o all’autolesionismo.',
  'pages.conduct.content.heading': 'Pubblica contenuti leciti che hai il diritto di condividere',
  'pages.conduct.content.body':
    '- Non pubblicare contenuti contrari alla legge, come la diffamazione o la promozione di attività illegali.\n- Condividi solo testi, immagini e video creati da te o che hai il permesso di usare.\n- Non diffondere informazioni che sai essere false.',
  'pages.conduct.privacy.heading': 'Rispetta la privacy degli altri',
  'pages.conduct.privacy.body':
    'Non pubblicare dati personali di altre persone, come indirizzi, numeri di telefono o foto private, senza il loro permesso, e non diffondere fuori dal network ciò che i membri hanno condiviso solo al suo interno.',
  'pages.conduct.advertising.heading': 'Niente spam né pubblicità nascosta',
  'pages.conduct.advertising.body':
    'Non inviare messaggi promozionali non richiesti e non pubblicare lo stesso contenuto in molti punti. Se sei pagato o ricompensato per promuovere qualcosa, dichiaralo chiaramente.',
  'pages.conduct.accounts.heading': 'Sii te stesso',
  'pages.conduct.accounts.body':
    'Usa la tua vera identità e un solo account. Non spacciarti per altre persone od organizzazioni, e non condividere la tua password, né il tuo codice di invito al di fuori delle persone autorizzate dai gestori.',
  'pages.conduct.reporting.heading': 'Segnala i problemi',
  'pages.conduct.reporting.body': 'Se vedi qualcosa che viola questo codice, segnalalo ai gestori di {{name}} invece di rispondere con lo stesso tono. Le segnalazioni sono trattate in modo riservato.',
  'pages.conduct.moderation.heading': 'Cosa succede se il codice non viene rispettato',
  'pages.conduct.moderation.body':
    'A seconda della gravità e della ripetizione del comportamento, i gestori possono:\n\n- rimuovere il contenuto in questione;\n- inviare un avvertimento;\n- sospendere l’account per un periodo;\n- escludere il membro dal network.\n\nI comportamenti che possono costituire reato possono essere segnalati alle autorità. Se ritieni sbagliata una decisione che ti riguarda, puoi chiedere ai gestori di riesaminarla.',
  'pages.conduct.changes.heading': 'Modifiche',
  'pages.conduct.changes.body': 'I gestori possono aggiornare questo codice man mano che la community cresce. Le modifiche importanti vengono annunciate nel network.',

  'pages.cookies.title': 'Informativa sui cookie',
  'pages.cookies.intro':
    'Questa informativa spiega quali cookie usa {{name}}, perché, e come scegliere quali consentire. I cookie non strettamente necessari vengono impostati solo dopo che li hai accettati, e puoi cambiare la tua scelta in qualsiasi momento.',
  'pages.cookies.categories.heading': 'Categorie di cookie',
  'pages.cookies.categories.body': 'Raggruppiamo i cookie in base al loro scopo. I cookie necessari sono sempre attivi; ogni altra categoria è facoltativa e resta disattivata finché non la attivi tu.',
  'pages.cookies.list.heading': 'Cookie che usiamo',
  'pages.cookies.choices.heading': 'Cambiare le tue scelte',
  'pages.cookies.choices.body':
    'Puoi cambiare la tua scelta in qualsiasi momento dal link “Impostazioni cookie” in fondo a ogni pagina. Quando disattivi una categoria, i suoi cookie vengono cancellati. Ogni scelta viene registrata con un identificativo, la data, le categorie accettate e la revisione di questa informativa; quando l’informativa cambia, te la chiediamo di nuovo.\n\nPuoi anche bloccare o cancellare i cookie dalle impostazioni del browser; bloccare i cookie necessari può impedire il funzionamento di alcune parti dell’app.',
  'pages.cookies.thirdParties.heading': 'Servizi di terze parti',
  'pages.cookies.thirdParties.body':
    '- Stripe gestisce i pagamenti nei network con accesso a pagamento, e imposta i suoi cookie per prevenire le frodi.\n- Google Analytics misura l’utilizzo solo se accetti i cookie di statistica: il tag di statistiche del network non viene caricato prima.\n\nQuesti fornitori hanno le proprie informative sulla privacy e sui cookie.',

  'pages.intro.title': 'Benvenuto in {{name}}',
  'pages.intro.private': '{{name}} è un network privato: i suoi contenuti e le sue conversazioni sono visibili solo ai membri.',
  'pages.intro.open': '{{name}} è un network della community: accedi o iscriviti per partecipare.',
  'pages.intro.howToJoin': 'Sei già membro? Accedi. Hai ricevuto un invito? Iscriviti con il tuo codice di invito.',
  'pages.intro.invitation': 'Sugli inviti',
  'pages.intro.signIn': 'Accedi',
  'pages.intro.join': 'Iscriviti a {{name}}',
  'pages.intro.signedInAs': 'Hai effettuato l’accesso come {{name}}.',
  'pages.intro.enter': 'Entra in {{name}}',
  'pages.intro.noAccess': 'Il tuo account non ha ancora accesso a {{name}}. Se pensi che si tratti di un errore, contatta i gestori del network.',
  'pages.intro.signOut': 'Esci',

  'pages.delete.title': 'Elimina il tuo account',
  'pages.delete.intro': 'Eliminando il tuo account rimuovi la tua iscrizione a {{name}}. Prima di continuare, tieni presente che:',
  'pages.delete.consequences':
    '- il tuo profilo, le risposte alle domande del network e le tue scelte sui consensi vengono cancellati;\n- vieni disconnesso e non puoi più accedere a {{name}} con questo account;\n- l’accesso che hai acquistato o sottoscritto per {{name}} si perde insieme all’account;\n- l’operazione non si può annullare: per tornare dovrai iscriverti di nuovo.',
  'pages.delete.signedInAs': 'Hai effettuato l’accesso come {{email}}.',
  'pages.delete.confirm': 'Ho capito che il mio account verrà eliminato e che l’operazione non si può annullare.',
  'pages.delete.submit': 'Elimina il mio account',
  'pages.delete.deleting': 'Eliminazione dell’account in corso…',
  'pages.delete.failed': 'Il tuo account non è stato eliminato.',
  'pages.delete.doneTitle': 'Il tuo account è stato eliminato',
  'pages.delete.doneBody': 'La tua iscrizione a {{name}} e i dati collegati sono stati cancellati, e sei stato disconnesso. Grazie di aver fatto parte di {{name}}.',
  'pages.delete.doneToast': 'Il tuo account è stato eliminato.',
  'pages.delete.guestBody': 'Per eliminare il tuo account su {{name}}, accedi prima: così siamo sicuri che solo tu possa eliminarlo.',
  'pages.delete.signIn': 'Accedi',
  'pages.delete.backHome': 'Torna al network',

  'pages.notifications.pageTitle': 'Preferenze e-mail',
  'pages.notifications.working': 'Aggiornamento delle preferenze e-mail in corso…',
  'pages.notifications.doneTitle': 'Preferenze e-mail aggiornate',
  'pages.notifications.invalidTitle': 'Questo link non funziona',
  'pages.notifications.missingBody': 'In questo indirizzo manca il codice di disiscrizione. Apri il link esattamente come compare nell’e-mail che hai ricevuto da {{name}}.',
  'pages.notifications.invalidBody': 'Il link non è valido o è scaduto. Apri il link dell’ultima e-mail che hai ricevuto da {{name}}.',
  'pages.notifications.failedTitle': 'Le tue preferenze non sono state aggiornate',
  'pages.notifications.retry': 'Riprova',
  'pages.notifications.backHome': 'Vai a {{name}}',

  'pages.preferences.intro': 'Scegli per cosa {{name}} ti scrive via e-mail. Ogni scelta viene salvata subito.',
  'pages.preferences.loading': 'Caricamento delle preferenze e-mail…',
  'pages.preferences.loadFailed': 'Non è stato possibile caricare le tue preferenze e-mail.',
  'pages.preferences.topicsTitle': 'Scrivimi per',
  'pages.preferences.announcements': 'Annunci',
  'pages.preferences.announcementsHint': 'Le novità pubblicate dai gestori di {{name}}.',
  'pages.preferences.comments': 'Commenti',
  'pages.preferences.commentsHint': 'I commenti a ciò che hai scritto.',
  'pages.preferences.chat': 'Chat',
  'pages.preferences.chatHint': 'I messaggi delle tue conversazioni mentre sei assente.',
  'pages.preferences.reactions': 'Reazioni',
  'pages.preferences.reactionsHint': 'Le reazioni ai tuoi post e commenti.',
  'pages.preferences.digestTitle': 'E-mail di riepilogo',
  'pages.preferences.digestHint': 'Quello che è successo in {{name}}, in un’unica e-mail.',
  'pages.preferences.digestOff': 'Mai',
  'pages.preferences.digestDaily': 'Ogni giorno',
  'pages.preferences.digestWeekly': 'Ogni settimana',
  'pages.preferences.saved': 'Preferenze e-mail salvate.',
  'pages.preferences.notSaved': 'La tua scelta non è stata salvata: {{reason}}',
  'pages.preferences.backToSettings': 'Torna alle impostazioni',
  'pages.preferences.guestBody': 'Accedi per scegliere quali e-mail ti invia {{name}}. Per interromperle senza accedere, usa il link in fondo a una qualsiasi delle sue e-mail.',
  'pages.preferences.signIn': 'Accedi',
};
