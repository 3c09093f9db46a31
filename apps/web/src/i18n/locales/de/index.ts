import type { UiCatalogue } from '../../types.ts';

const de: UiCatalogue = {
  common: {
    back: 'Zurück',
    close: 'Schließen',
    show: 'Anzeigen',
    hide: 'Verbergen',
    homeLink: 'Resona-Startseite',
    language: 'Sprache',
    loading: 'Wird geladen…',
    notifications: 'Benachrichtigungen',
    skipToContent: 'Zum Inhalt springen',
  },
  fields: {
    email: 'E-Mail',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    accessCode: 'Zugangscode',
  },
  auth: {
    logout: 'Abmelden',
  },
  botCheck: {
    checking: 'Es wird geprüft, ob die Verbindung zur Website sicher ist...',
    passed: 'Die Verbindung ist sicher. Einen Moment…',
    configError:
      'Der Server ist nicht erreichbar. Bitte prüfe deine Verbindung und versuche es erneut.',
    widget: {
      label: 'Ich bin ein Mensch',
      loading: 'Wird geladen…',
      verifying: 'Wird geprüft…',
      verified: 'Geprüft',
      error: 'Die Prüfung ist fehlgeschlagen. Bitte versuche es später erneut.',
      expired: 'Die Prüfung ist abgelaufen. Bitte versuche es erneut.',
      required: 'Bitte warte auf die Sicherheitsprüfung.',
      wait: 'Wird geprüft… bitte warten.',
      reload: 'Neu laden',
      verify: 'Prüfen',
    },
  },
  login: {
    title: 'Willkommen zurück',
    subtitle: 'Melde dich an, um deine Atemübungen fortzusetzen.',
    forgot: 'Passwort vergessen?',
    submit: 'Anmelden',
    noAccount: 'Neu bei Resona?',
    signupLink: 'Konto erstellen',
  },
  signup: {
    title: 'Erstelle dein Konto',
    subtitle: 'Beginne das Atmen im Takt mit deinem Zugangscode.',
    terms:
      'Ich akzeptiere die <terms>Nutzungsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy>.',
    submit: 'Registrieren',
    haveAccount: 'Du hast schon ein Konto?',
    loginLink: 'Stattdessen anmelden',
    redirecting: 'Du wirst zum nächsten Schritt weitergeleitet…',
  },
  social: {
    or: 'oder',
    google: 'Weiter mit Google',
    facebook: 'Weiter mit Facebook',
    unavailable: 'Diese Anmeldeart ist noch nicht verfügbar.',
  },
  forgot: {
    title: 'Passwort vergessen?',
    subtitle: 'Gib deine E-Mail-Adresse ein. Wir senden dir einen Link für ein neues Passwort.',
    submit: 'Zurücksetzen',
    back: 'Zurück zur Anmeldung',
  },
  resetPassword: {
    title: 'Neues Passwort wählen',
    subtitle:
      'Mindestens 8 Zeichen mit einem Großbuchstaben, einer Ziffer und einem Sonderzeichen.',
    submit: 'Passwort speichern',
    requestNew: 'Neuen Link anfordern',
  },
  verifyEmail: {
    title: 'E-Mail-Bestätigung',
    checking: 'Deine E-Mail-Adresse wird bestätigt…',
    redirecting: 'In wenigen Sekunden geht es weiter zum nächsten Schritt.',
    toCheck: 'Zur Bestätigungsseite',
  },
  check: {
    title: 'Bestätige deine E-Mail-Adresse',
    subtitle:
      'Wir haben dir einen Link geschickt. Öffne ihn und tippe dann auf Bestätigt. Keine E-Mail? Tippe auf Erneut senden.',
    resend: 'Erneut senden',
    verified: 'Bestätigt',
  },
  algorithm: {
    title: 'Wähle deinen Tarif',
    subtitle: 'Jeder Tarif beginnt mit einer kostenlosen 7-Tage-Testphase.',
    plansSoon: 'Tarifauswahl und Bezahlung sind hier bald verfügbar.',
    accessCodeTitle: 'Hast du einen Zugangscode?',
    redeem: 'Absenden',
  },
  promo: {
    title: 'Atme in deinem eigenen Tempo',
    subtitle:
      'Angeleitetes langsames Atmen für Stressresistenz, Konzentration und besseren Schlaf.',
    frameLabel: 'Resona-Werbevideo',
    caption: 'Hier wird das Werbevideo abgespielt.',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    intro: 'Bitte lies diese Bedingungen, bevor du Resona nutzt.',
    use: {
      title: 'Nutzung von Resona',
      body: 'Resona bietet angeleitete Übungen zum Atmen im Takt für den persönlichen Gebrauch. Nutze es nur im Einklang mit diesen Bedingungen und dem Gesetz.',
    },
    account: {
      title: 'Dein Konto',
      body: 'Halte dein Passwort geheim und deine Angaben aktuell. Du bist für die Aktivitäten in deinem Konto verantwortlich.',
    },
    health: {
      title: 'Keine medizinische Beratung',
      body: 'Atemübungen sind keine medizinische Behandlung. Hör auf, wenn du dich unwohl fühlst, und frag bei gesundheitlichen Fragen eine Ärztin oder einen Arzt.',
    },
    content: {
      title: 'Inhalte',
      body: 'Übungen, Videos und Texte gehören Resona und seinen Partnern. Kopiere oder verbreite sie nicht.',
    },
    changes: {
      title: 'Änderungen',
      body: 'Wir können diese Bedingungen ändern. Über wichtige Änderungen informieren wir dich, bevor sie gelten.',
    },
  },
  privacy: {
    title: 'Datenschutzerklärung',
    effective: 'Gültig ab: {{date}}',
    beta: 'Resona befindet sich in der Beta-Phase und ist kostenlos. Diese Erklärung beschreibt, welche Daten wir erheben und warum.',
    collectTitle: 'Welche Daten wir erheben',
    collect:
      'Deine E-Mail-Adresse und die Angaben, die du uns machst, darunter dein Alter, dein Name, deine Meditationserfahrung, die Bewertung deines Befindens vor und nach einer Übung sowie dein Feedback.',
    useTitle: 'Wie wir sie nutzen',
    use: 'Um deine Übungen bereitzustellen, dein Atemtempo anzupassen, den Dienst zu verbessern und, wenn du teilnimmst, für die Forschung.',
    childrenTitle: 'Kinder',
    children:
      'Resona richtet sich nicht an Personen unter {{minAge}} Jahren. Wir erheben wissentlich keine Daten von ihnen.',
    disclosureTitle: 'Weitergabe',
    disclosure:
      'In den vergangenen 12 Monaten haben wir keine personenbezogenen Daten verkauft. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb von Resona helfen.',
    rightsTitle: 'Deine Rechte',
    rights:
      'Du kannst deine Daten jederzeit in den Einstellungen herunterladen oder löschen oder uns über den Support kontaktieren.',
  },
  nav: {
    label: 'Hauptmenü',
    home: 'Start',
    forYou: 'Für dich',
    history: 'Verlauf',
    favorites: 'Favoriten',
    settings: 'Einstellungen',
  },
  footer: {
    label: 'Fußzeile',
    about: 'Über uns',
    terms: 'Bedingungen',
    termsOfUse: 'Nutzungsbedingungen',
    support: 'Support',
    privacy: 'Datenschutz',
  },
  userMenu: {
    label: 'Kontomenü',
    signedInAs: 'Angemeldet als',
  },
  settings: {
    loggedIn: 'Du bist angemeldet als {{email}}',
    account: 'Kontodaten',
    editAccount: 'Kontodaten bearbeiten',
    language: 'Sprache',
    password: 'Passwort ändern',
    subscriptions: 'Abonnements verwalten',
    reminder: 'Tägliche Erinnerung',
    invite: 'Freunde einladen',
    myData: 'Meine Daten',
    support: 'Support',
  },
  about: {
    title: 'Über uns',
    body1:
      'Resona begleitet dich beim langsamen Atmen im Takt, mit etwa fünf Atemzügen pro Minute – dem Tempo, in dem Herz und Atem in Einklang kommen.',
    body2: 'Es entsteht gemeinsam mit Forschenden, die Atmung, Stress und Schlaf untersuchen.',
  },
  pages: {
    ageQuestion: 'Deine Altersgruppe',
    genderQuestion: 'Dein Geschlecht',
    languageQuestion: 'Deine Sprache',
    experienceQuestion: 'Deine Meditationserfahrung',
    tutorial: 'Einführung',
    skipTutorial: 'Weiter zur Startseite',
    calibration: 'Finde dein Atemtempo',
    studySurvey: 'Studienfragebogen',
    sessionDesign: 'Stelle deine Übung zusammen',
    beforeRating: 'Wie fühlst du dich gerade?',
    player: 'Deine Übung',
    afterRating: 'Wie fühlst du dich jetzt?',
    history: 'Verlauf',
    historyDetail: 'Details der Übung',
    favorites: 'Favoriten',
    favoriteDetail: 'Details des Favoriten',
    program: 'Für dich',
    reminder: 'Tägliche Erinnerung',
  },
  comingSoon: {
    body: 'Dieser Teil von Resona wird gerade vorbereitet. Atme langsam – er ist bald da.',
    step: 'Schritt {{step}}',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht angezeigt werden. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  },
  notFound: {
    body: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  },
  survey: {
    step: 'Schritt {{current}} von {{total}}',
    intro:
      'Deine Antworten helfen uns, deine Übungen anzupassen. Du kannst die Umfrage jederzeit überspringen.',
    previous: 'Zurück',
    next: 'Weiter',
    skip: 'Überspringen',
    submit: 'Absenden',
    ageBlockedHelp:
      'Resona ist für Menschen ab {{minAge}} Jahren. Falls du diese Gruppe versehentlich gewählt hast, wähle bitte deine Altersgruppe erneut.',
  },
  tutorial: {
    carousel: 'Karussell',
    slide: 'Folie',
    slideOf: '{{current}} von {{total}}',
    goTo: 'Zu Folie {{number}}',
    finish: 'Fertig',
    empty: 'Hier gibt es noch nichts zu sehen.',
  },
  calibration: {
    intro:
      'Atme mit der Anleitung mit. Sag uns nach ein paar Atemzügen, wie sich das Tempo anfühlt – so finden wir das passende für dich.',
    paceOf: 'Tempo {{current}} von {{total}}',
    inhale: 'Einatmen',
    exhale: 'Ausatmen',
    paused: 'Pausiert',
    ready: 'Drücke auf Starten, wenn du bereit bist',
    start: 'Starten',
    pause: 'Pause',
    resume: 'Fortsetzen',
    progressLabel: 'Zeit bei diesem Tempo',
    progressText: '{{seconds}} von {{total}} Sekunden',
    question: 'Wie fühlt sich dieses Tempo an?',
    tooFast: 'Zu schnell',
    justRight: 'Genau richtig',
    tooSlow: 'Zu langsam',
    skipPace: 'Tempo überspringen',
    complete: 'Abschließen',
    answerSoon: 'Atme weiter mit. In {{seconds}} s kannst du antworten.',
    lastTooFast: 'Das letzte Tempo war dir zu schnell, deshalb ist dieses langsamer.',
    lastTooSlow: 'Das letzte Tempo war dir zu langsam, deshalb ist dieses schneller.',
    saveFailed: 'Dein Atemtempo konnte nicht gespeichert werden',
  },
  plans: {
    subtitle:
      'Wähle den Tarif, der zu dir passt. Die meisten Tarife beginnen mit einer kostenlosen Testphase.',
    perMonth: '{{price}} / Monat',
    perYear: '{{price}} / Jahr',
    trialNote: 'Die ersten {{days}} Tage sind kostenlos.',
    choose: '{{name}} wählen',
    stateActive: 'Dein aktueller Tarif',
    statePending: 'Zahlung wartet auf Bestätigung',
    stateSuspended: 'Bis zum Ende der Laufzeit ausgesetzt',
    none: 'Derzeit sind keine Tarife verfügbar. Du kannst weiterhin einen Zugangscode verwenden.',
    paymentTitle: 'Zahlung',
    pickFirst: 'Wähle oben einen Tarif, um fortzufahren.',
    pay: 'Weiter zur Zahlung',
    redirecting: 'Du wirst zur Zahlungsseite weitergeleitet…',
    sandboxNote:
      'Testmodus: Du bestätigst die Zahlung auf einer Testseite. Es wird kein Geld abgebucht.',
    cancelled:
      'Die Zahlung wurde abgebrochen, es wurde nichts berechnet. Du kannst jederzeit erneut einen Tarif wählen.',
    successTitle: 'Vielen Dank',
    signingOut:
      'Du wirst in wenigen Sekunden abgemeldet und kannst dich dann mit deinem neuen Tarif wieder anmelden.',
  },
  studySurvey: {
    title: {
      pre: 'Umfrage zu Studienbeginn',
      mid: 'Umfrage zur Studienmitte',
      post: 'Umfrage zum Studienende',
    },
    requiredHint: 'Mit * markierte Fragen müssen beantwortet werden.',
    closeNote: 'Du kannst diese Seite jetzt schließen.',
  },
};

export default de;
